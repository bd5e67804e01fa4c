import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contentItem, mockApi, renderWithStore } from '../../../../../tests/jest/content-harness';
import { RenameField } from './RenameField';

afterEach(() => jest.restoreAllMocks());

const item = contentItem({ id: 'm1', title: 'Brochure.pdf' });
const TAKEN =
  'A folder or file called “Rates.pdf” is already here. Choose another name, or keep both and name this one “Rates (2).pdf”.';

it('selects only the base name, so typing keeps the extension', async () => {
  const calls = mockApi({ 'PATCH /material/m1': (call: { body: string }) => ({ ...item, ...JSON.parse(call.body) }) });
  const onDone = jest.fn();
  renderWithStore(<RenameField item={item} onDone={onDone} />);
  const field = screen.getByRole('textbox', { name: 'New name for Brochure.pdf' });
  expect(field).toHaveFocus();
  await userEvent.keyboard('Rates{Enter}');
  expect(calls.at(-1)?.body).toBe(JSON.stringify({ title: 'Rates.pdf' }));
  expect(onDone).toHaveBeenCalled();
});

it('says a name is taken, and keeps both under the numbered name only when asked', async () => {
  const calls = mockApi({
    'PATCH /material/m1': (call: { body: string }) =>
      JSON.parse(call.body).keep_both
        ? { ...item, title: 'Rates (2).pdf' }
        : new Response(JSON.stringify({ detail: TAKEN }), { status: 409, headers: { 'content-type': 'application/json' } }),
  });
  const onDone = jest.fn();
  renderWithStore(<RenameField item={item} onDone={onDone} />);
  await userEvent.keyboard('Rates{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent(TAKEN);
  expect(screen.getByRole('textbox', { name: 'New name for Brochure.pdf' })).toHaveValue('Rates.pdf');
  expect(onDone).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Keep both' }));
  expect(calls.at(-1)?.body).toBe(JSON.stringify({ title: 'Rates.pdf', keep_both: true }));
  expect(onDone).toHaveBeenCalled();
});

const notes = contentItem({ id: 'm1', title: 'Notes.txt', content_type: 'text/plain' });

it('asks before a rename changes the extension, and renames only when told to', async () => {
  const calls = mockApi({ 'PATCH /material/m1': (call: { body: string }) => ({ ...notes, ...JSON.parse(call.body) }) });
  const onDone = jest.fn();
  renderWithStore(<RenameField item={notes} onDone={onDone} />);
  const field = screen.getByRole('textbox', { name: 'New name for Notes.txt' });
  await userEvent.clear(field);
  await userEvent.keyboard('Rates.csv{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Change the extension from .txt to .csv? The file may open differently.',
  );
  expect(field).toHaveAccessibleDescription('Change the extension from .txt to .csv? The file may open differently.');
  expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  expect(onDone).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Change to .csv' }));
  expect(calls.at(-1)?.body).toBe(JSON.stringify({ title: 'Rates.csv' }));
  expect(onDone).toHaveBeenCalled();
});

it('keeps the old extension when asked to, and does not ask about a change of case', async () => {
  const calls = mockApi({ 'PATCH /material/m1': (call: { body: string }) => ({ ...notes, ...JSON.parse(call.body) }) });
  renderWithStore(<RenameField item={notes} onDone={jest.fn()} />);
  const field = screen.getByRole('textbox', { name: 'New name for Notes.txt' });
  await userEvent.clear(field);
  await userEvent.keyboard('Rates{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent('Remove the extension .txt? The file may open differently.');
  await userEvent.click(screen.getByRole('button', { name: 'Keep .txt' }));
  expect(calls.at(-1)?.body).toBe(JSON.stringify({ title: 'Rates.txt' }));

  renderWithStore(<RenameField item={notes} onDone={jest.fn()} />);
  const again = screen.getAllByRole('textbox', { name: 'New name for Notes.txt' }).at(-1)!;
  await userEvent.clear(again);
  await userEvent.type(again, 'Notes.TXT{Enter}');
  expect(calls.at(-1)?.body).toBe(JSON.stringify({ title: 'Notes.TXT' }));
});
