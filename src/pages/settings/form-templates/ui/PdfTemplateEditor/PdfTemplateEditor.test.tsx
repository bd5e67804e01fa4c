import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithStore } from '../../../../../../tests/jest/content-harness';
import { PdfTemplateEditor } from './PdfTemplateEditor';

afterEach(() => jest.restoreAllMocks());

const admin = { role: 'admin', membership_id: 'a1', invited_by_id: null };
const template = {
  id: 't1',
  status: 'active' as const,
  version_id: 'v1',
  version_number: 1,
  used: false,
  title: 'Life application',
  description: '',
  sections: [],
  updated_at: '',
  pdf: {
    pages: [
      { width: 612, height: 792 },
      { width: 612, height: 792 },
    ],
    fields: [
      {
        key: 'applicant_first_name',
        label: 'First name',
        kind: 'text' as const,
        required: true,
        party: 'client' as const,
        rects: [{ page: 1, x: 150, y: 650, width: 180, height: 20 }],
        pdf_name: 'applicant.first_name',
      },
    ],
  },
};

const renderEditor = (onDone = jest.fn()) => {
  renderWithStore(<PdfTemplateEditor template={template} onDone={onDone} />, { user: admin });
  return onDone;
};
const saved = (calls: ReturnType<typeof mockApi>) =>
  JSON.parse(calls.find((c) => c.method === 'PUT' && c.path === '/intake-form-template/t1/pdf')!.body);

it('moves and resizes a field with the keyboard, and saves the placed boxes', async () => {
  const calls = mockApi({ 'PUT /intake-form-template/t1/pdf': { ...template, version_number: 1 } });
  const onDone = renderEditor();
  const box = screen.getByRole('button', { name: 'First name (Text), page 1' });
  box.focus();
  fireEvent.keyDown(box, { key: 'ArrowRight', shiftKey: true });
  fireEvent.keyDown(box, { key: 'ArrowUp' });
  fireEvent.keyDown(box, { key: 'ArrowRight', altKey: true });
  expect(box).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('region', { name: 'Selected field' })).toHaveTextContent('“applicant.first_name” in the PDF');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onDone).toHaveBeenCalled());
  expect(saved(calls).fields).toEqual([
    { ...template.pdf.fields[0], rects: [{ page: 1, x: 160, y: 651, width: 181, height: 20 }] },
  ]);
});

it('moves a field by pointer', async () => {
  const calls = mockApi({ 'PUT /intake-form-template/t1/pdf': template });
  renderEditor();
  const box = screen.getByRole('button', { name: 'First name (Text), page 1' });
  box.setPointerCapture = () => undefined;
  // jsdom has no PointerEvent: mouse events of the pointer types carry the coordinates.
  const pointer = (type: string, clientX: number, clientY: number) =>
    fireEvent(box, new MouseEvent(type, { bubbles: true, clientX, clientY }));
  pointer('pointerdown', 100, 100);
  pointer('pointermove', 130, 80);
  pointer('pointerup', 130, 80);
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
  // jsdom has no layout: the page is drawn at scale 1, so 30 px right and 20 px up are 30 and 20 points.
  expect(saved(calls).fields[0].rects[0]).toEqual({ page: 1, x: 180, y: 670, width: 180, height: 20 });
});

it('adds a signature field on a chosen page, relabels it, and deletes the old field with Delete', async () => {
  const calls = mockApi({ 'PUT /intake-form-template/t1/pdf': template });
  renderEditor();
  fireEvent.keyDown(screen.getByRole('button', { name: 'First name (Text), page 1' }), { key: 'Delete' });
  expect(screen.queryByRole('button', { name: /First name/ })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('combobox', { name: 'New field' }));
  await userEvent.click(screen.getByRole('option', { name: 'Signature' }));
  await userEvent.click(screen.getByRole('combobox', { name: 'On page' }));
  await userEvent.click(screen.getByRole('option', { name: '2' }));
  await userEvent.click(screen.getByRole('button', { name: 'Add field' }));
  const label = screen.getByRole('textbox', { name: 'Label' });
  await userEvent.clear(label);
  await userEvent.type(label, 'Agent signature');
  await userEvent.click(screen.getByRole('combobox', { name: 'Filled in by' }));
  await userEvent.click(screen.getByRole('option', { name: 'The agent who sends it' }));
  expect(screen.getByRole('button', { name: 'Agent signature (Signature), page 2' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
  expect(saved(calls).fields).toEqual([
    {
      label: 'Agent signature',
      kind: 'signature',
      required: true,
      party: 'agent',
      rects: [{ page: 2, x: 216, y: 376, width: 180, height: 40 }],
    },
  ]);
});

it('shows why the server refused the fields', async () => {
  mockApi({
    'PUT /intake-form-template/t1/pdf': () =>
      new Response(JSON.stringify({ detail: 'First name: Keep the box inside page 1.' }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      }),
  });
  renderEditor();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('First name: Keep the box inside page 1.')).toBeInTheDocument();
});
