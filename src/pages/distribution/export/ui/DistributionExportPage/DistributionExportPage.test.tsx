import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { saveBlob } from '@/shared/lib/file';
import { mockApi, renderWithStore } from '../../../../../../tests/jest/content-harness';
import { DistributionExportPage } from './DistributionExportPage';

jest.mock('@/shared/lib/file', () => ({ ...jest.requireActual('@/shared/lib/file'), saveBlob: jest.fn() }));

const EXPORT = 'GET /material/distribution/export';
const page = () =>
  renderWithStore(<DistributionExportPage />, { path: '/materials/delivery-records', route: '/materials/delivery-records' });
const setDay = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => jest.mocked(saveBlob).mockClear());

it('exports the range, both days included, and says what it saved', async () => {
  const calls = mockApi({
    [EXPORT]: () =>
      new Response('%PDF-1.7 sealed', {
        status: 200,
        headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="Delivery records.pdf"' },
      }),
  });
  page();
  setDay('First day', '2026-03-01');
  setDay('Last day', '2026-03-31');
  await userEvent.click(screen.getByRole('button', { name: 'Signed PDF report' }));
  expect(await screen.findByText('Saved “Delivery records.pdf”.')).toBeInTheDocument();
  const call = calls.find((c) => c.path === '/material/distribution/export')!;
  expect(Object.fromEntries(call.search)).toEqual({
    from: '2026-03-01T00:00:00.000Z',
    to: '2026-04-01T00:00:00.000Z',
    format: 'pdf',
  });
  expect(saveBlob).toHaveBeenCalledTimes(1);
});

it('refuses an end before the start with a clear message, focused, and asks nothing of the server', async () => {
  const calls = mockApi({});
  page();
  setDay('First day', '2026-03-10');
  setDay('Last day', '2026-03-09');
  await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  const last = screen.getByLabelText('Last day');
  expect(last).toHaveAccessibleDescription('The last day is before the first: choose a last day on or after the first.');
  expect(last).toHaveAttribute('aria-invalid', 'true');
  expect(last).toHaveFocus();
  expect(calls).toHaveLength(0);
  setDay('Last day', '2026-03-10');
  expect(last).toHaveAttribute('aria-invalid', 'false');
});

it('says so when nothing was used in the range, and saves nothing', async () => {
  mockApi({ [EXPORT]: () => new Response(null, { status: 204 }) });
  page();
  await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
  expect(await screen.findByText(/No material was sent or opened in this range/)).toBeInTheDocument();
  expect(saveBlob).not.toHaveBeenCalled();
});

it('shows the server’s reason when the export fails, and keeps the buttons for another try', async () => {
  mockApi({
    [EXPORT]: () =>
      new Response(JSON.stringify({ detail: 'More than 200 materials were used in this range: choose a shorter one.' }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      }),
  });
  page();
  await userEvent.click(screen.getByRole('button', { name: 'Signed PDF report' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('choose a shorter one');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Signed PDF report' })).toBeEnabled());
});

it('shows that it is working while the report is made, to screen readers too', async () => {
  let answer: (r: Response) => void = () => undefined;
  // The answer is held until the test gives it (the harness answers at once).
  jest.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
  page();
  await userEvent.click(screen.getByRole('button', { name: 'Signed PDF report' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Making and sealing the report…');
  expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  answer(new Response(null, { status: 204 }));
  expect(await screen.findByText(/nothing to export/)).toBeInTheDocument();
});
