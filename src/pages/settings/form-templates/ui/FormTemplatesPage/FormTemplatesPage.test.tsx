import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithStore } from '../../../../../../tests/jest/content-harness';
import { KIND_LABELS, type FieldKind } from '../../lib/draft';
import { FormTemplatesPage } from './FormTemplatesPage';

afterEach(() => jest.restoreAllMocks());

const admin = { role: 'admin', membership_id: 'a1', invited_by_id: null };
const intake = {
  id: 't1',
  status: 'active',
  version_id: 'v1',
  version_number: 1,
  used: true,
  title: 'Client intake',
  description: 'About you',
  sections: [
    {
      id: 'identity',
      title: 'Identity',
      fields: [
        { key: 'first_name', kind: 'short_text', label: 'First name', required: true },
        { key: 'last_name', kind: 'short_text', label: 'Last name', required: true },
      ],
    },
  ],
  updated_at: '2026-11-20T10:00:00.000Z',
};
const archived = { ...intake, id: 't2', title: 'Old intake', status: 'archived', used: false };

const renderPage = (path = '/settings/forms') =>
  renderWithStore(<FormTemplatesPage />, { user: admin, path, route: '/settings/forms' });

async function chooseKind(section: HTMLElement, kind: FieldKind) {
  // Label and text queries (not role queries over the whole builder) keep twelve of these quick.
  fireEvent.mouseDown(within(section).getByLabelText(/^Kind of field to add/));
  fireEvent.click(await screen.findByText(KIND_LABELS[kind], { selector: '[role="option"]' }));
  fireEvent.click(within(section).getByText('Add field'));
}

it('lists templates with version and status, and archives or restores them', async () => {
  const calls = mockApi({
    'GET /intake-form-template/': [intake, archived],
    'DELETE /intake-form-template/t1': { ...intake, status: 'archived' },
    'PUT /intake-form-template/t2/restore': { ...archived, status: 'active' },
  });
  renderPage();
  const list = await screen.findByRole('list', { name: 'Templates' });
  const first = within(list).getByRole('listitem', { name: 'Client intake' });
  expect(first).toHaveTextContent('Version 1 · 1 sections · 2 fields · in use');
  expect(within(list).getByRole('listitem', { name: 'Old intake' })).toHaveTextContent('Archived');
  // Archiving asks first; cancelling changes nothing.
  await userEvent.click(within(first).getByRole('button', { name: 'Archive Client intake' }));
  const dialog = await screen.findByRole('dialog', { name: 'Archive “Client intake”?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  await userEvent.click(within(first).getByRole('button', { name: 'Archive Client intake' }));
  await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Archive' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await userEvent.click(screen.getByRole('button', { name: 'Restore Old intake' }));
  // Each change reloads the list.
  await waitFor(() => expect(calls.filter((c) => c.method === 'GET')).toHaveLength(3));
  expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(
    expect.arrayContaining(['DELETE /intake-form-template/t1', 'PUT /intake-form-template/t2/restore']),
  );
  expect(calls.find((c) => c.method === 'GET')!.search.get('include_archived')).toBe('true');
});

it('builds a new template: every kind on offer, fields added and edited in place', async () => {
  const calls = mockApi({
    'GET /intake-form-template/': [],
    'POST /intake-form-template/': ({ body }: { body: string }) => ({ ...intake, ...JSON.parse(body), id: 't9', used: false }),
  });
  renderPage();
  expect(await screen.findByText('No templates yet')).toBeInTheDocument();
  fireEvent.click(screen.getByText('New template'));
  expect(screen.getByRole('heading', { level: 1, name: 'New form template' })).toBeInTheDocument();
  fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Annual review' } });
  const section = screen.getByRole('region', { name: 'Section 1' });
  fireEvent.mouseDown(within(section).getByLabelText(/^Kind of field to add/));
  const offered = within(await screen.findByRole('listbox')).getAllByRole('option');
  expect(offered.map((o) => o.textContent)).toEqual(Object.values(KIND_LABELS));
  fireEvent.keyDown(offered[0]!, { key: 'Escape' });
  for (const kind of ['short_text', 'single_choice', 'sensitive'] as FieldKind[]) await chooseKind(section, kind);
  const fields = section.querySelectorAll<HTMLElement>('ol > li');
  expect(fields).toHaveLength(3);
  fireEvent.change(within(fields[0]!).getByLabelText('Label'), { target: { value: 'Full name' } });
  fireEvent.click(within(fields[0]!).getByLabelText('Required'));
  fireEvent.change(within(fields[1]!).getByLabelText('Options, one per line'), { target: { value: 'Gold\nSilver\nBronze' } });
  fireEvent.click(screen.getByText('Create template'));
  await screen.findByText('New template');
  const sent = JSON.parse(calls.find((c) => c.method === 'POST')!.body);
  expect(sent).toEqual({
    title: 'Annual review',
    description: '',
    sections: [
      {
        id: 'section',
        title: 'Section 1',
        fields: [
          { key: 'full_name', kind: 'short_text', label: 'Full name', required: true },
          {
            key: 'single_choice',
            kind: 'single_choice',
            label: 'Single choice',
            required: false,
            options: ['Gold', 'Silver', 'Bronze'],
          },
          { key: 'sensitive', kind: 'sensitive', label: 'Sensitive', required: false },
        ],
      },
    ],
  });
});

it('previews every field kind with the renderer the client fills in, its checks included', async () => {
  const kinds = Object.keys(KIND_LABELS) as FieldKind[];
  const everyKind = {
    ...intake,
    used: false,
    sections: [
      {
        id: 'all',
        title: 'All kinds',
        fields: kinds.map((kind) => ({
          key: kind,
          kind,
          label: KIND_LABELS[kind].replace(/ \(.*\)$/, ''),
          required: kind === 'short_text',
          ...(kind.endsWith('_choice') ? { options: ['Gold', 'Silver'] } : {}),
        })),
      },
    ],
  };
  mockApi({ 'GET /intake-form-template/': [everyKind] });
  renderPage('/settings/forms?edit=t1');
  fireEvent.click(await screen.findByText('Preview'));
  const preview = screen.getByRole('form', { name: 'Preview' });
  expect(within(preview).getByLabelText('Short text *')).toHaveAttribute('type', 'text');
  expect(within(preview).getByLabelText('Long text').tagName).toBe('TEXTAREA');
  expect(within(preview).getByLabelText('Email')).toHaveAttribute('type', 'email');
  expect(within(preview).getByLabelText('Phone')).toHaveAttribute('type', 'tel');
  expect(within(preview).getByLabelText('Date')).toHaveAttribute('type', 'date');
  expect(within(preview).getByLabelText('Number')).toHaveAttribute('type', 'number');
  expect(within(preview).getByLabelText('Currency')).toHaveAttribute('step', '0.01');
  expect(within(preview).getByLabelText('Sensitive')).toHaveAttribute('type', 'password');
  expect(within(preview).getByLabelText('US state')).toHaveAttribute('role', 'combobox');
  expect(within(within(preview).getByRole('radiogroup', { name: 'Single choice' })).getAllByRole('radio')).toHaveLength(2);
  expect(within(preview).getByRole('group', { name: 'Multiple choice' })).toHaveTextContent('GoldSilver');
  const yesNo = within(preview).getByRole('radiogroup', { name: 'Yes / no' });
  expect(
    within(yesNo)
      .getAllByRole('radio')
      .map((r) => (r as HTMLInputElement).value),
  ).toEqual(['Yes', 'No']);
  await userEvent.type(within(preview).getByLabelText('Email'), 'nope');
  expect(within(preview).getByText('Enter an email address like name@example.com.')).toBeInTheDocument();
});

it('reorders fields and sections, and publishes the edit of a used template as its next version', async () => {
  const calls = mockApi({
    'GET /intake-form-template/': [intake],
    'PUT /intake-form-template/t1': ({ body }: { body: string }) => ({
      ...intake,
      ...JSON.parse(body),
      version_number: 2,
      used: false,
    }),
  });
  renderPage('/settings/forms?edit=t1');
  expect(await screen.findByRole('heading', { level: 1, name: 'Edit “Client intake”' })).toBeInTheDocument();
  expect(screen.getByText(/Your changes become version 2; forms already sent keep the questions/)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Move Last name up' }));
  await userEvent.click(screen.getByRole('button', { name: 'Add section' }));
  const added = screen.getByRole('region', { name: 'Section 2' });
  await chooseKind(added, 'yes_no');
  await userEvent.click(screen.getByRole('button', { name: 'Move section Section 2 up' }));
  expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'))).toEqual(['Section 2', 'Identity']);

  await userEvent.click(screen.getByRole('tab', { name: 'Preview' }));
  const preview = screen.getByRole('form', { name: 'Preview' });
  const labels = within(preview)
    .getAllByRole('textbox')
    .map((input) => input.closest('.MuiFormControl-root')?.querySelector('label')?.textContent);
  expect(labels).toEqual(['Last name *', 'First name *']);

  await userEvent.click(screen.getByRole('button', { name: 'Publish as version 2' }));
  await screen.findByRole('button', { name: 'New template' });
  const put = JSON.parse(calls.find((c) => c.method === 'PUT')!.body);
  expect(put.sections.map((s: { title: string }) => s.title)).toEqual(['Section 2', 'Identity']);
  expect(put.sections[1].fields.map((f: { key: string }) => f.key)).toEqual(['last_name', 'first_name']);
});

it('names what is missing and saves nothing until it is fixed; shows what the server refuses', async () => {
  const calls = mockApi({
    'GET /intake-form-template/': [],
    'POST /intake-form-template/': () =>
      new Response(JSON.stringify({ detail: 'sections.0.fields.0.key: The key is reserved.' }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      }),
  });
  renderPage('/settings/forms?edit=new');
  await userEvent.click(await screen.findByRole('button', { name: 'Create template' }));
  expect(screen.getByText('Give the template a title.')).toBeInTheDocument();
  expect(screen.getByText('Add at least one field to “Section 1”.')).toBeInTheDocument();
  expect(calls.some((c) => c.method === 'POST')).toBe(false);
  await userEvent.type(screen.getByLabelText('Title'), 'T');
  await chooseKind(screen.getByRole('region', { name: 'Section 1' }), 'short_text');
  await userEvent.click(screen.getByRole('button', { name: 'Create template' }));
  expect(await screen.findByText('sections.0.fields.0.key: The key is reserved.')).toBeInTheDocument();
});

it('tells anyone but an admin that templates are theirs to build', () => {
  mockApi({});
  renderWithStore(<FormTemplatesPage />, { user: { role: 'agent', membership_id: 'g1', invited_by_id: 'm1' } });
  expect(screen.getByText('Only company admins can build form templates.')).toBeInTheDocument();
});
