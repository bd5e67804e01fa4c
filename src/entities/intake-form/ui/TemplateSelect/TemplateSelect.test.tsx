import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { mockApi, renderWithStore } from '../../../../../tests/jest/content-harness';
import { TemplateSelect } from './TemplateSelect';

afterEach(() => jest.restoreAllMocks());

const rect = { page: 1, x: 10, y: 10, width: 100, height: 20 };
const template = (id: string, title: string, pdf: unknown = null) => ({
  id,
  title,
  description: '',
  sections: [],
  status: 'active',
  version_number: 1,
  version_id: `${id}-v1`,
  used: false,
  pdf,
});
const page = { width: 612, height: 792 };
const TEMPLATES = [
  template('t1', 'Client intake'),
  template('t2', 'Life application', {
    pages: [page, page, page],
    fields: [
      { key: 'npn', label: 'Producer number', kind: 'text', required: true, party: 'agent', rects: [rect] },
      { key: 'name', label: 'Name', kind: 'text', required: true, party: 'client', rects: [rect] },
    ],
  }),
  template('t3', 'Beneficiary change', {
    pages: [page],
    fields: [
      { key: 'agent_signature', label: 'Agent signature', kind: 'signature', required: true, party: 'agent', rects: [rect] },
    ],
  }),
];

function Chooser() {
  const [value, setValue] = useState('');
  return <TemplateSelect value={value} onChange={setValue} noneLabel="No form" helperText="Each recipient gets their own." />;
}

it('offers carrier PDF templates beside built-in ones, marked, and says when the agent fills a part first', async () => {
  mockApi({ 'GET /intake-form-template/': TEMPLATES });
  renderWithStore(<Chooser />);
  const select = await screen.findByRole('combobox', { name: 'Template' });
  expect(screen.getByText('Each recipient gets their own.')).toBeInTheDocument();
  await userEvent.click(select);
  const options = within(await screen.findByRole('listbox')).getAllByRole('option');
  expect(options.map((o) => o.textContent)).toEqual([
    'No form',
    'Client intake',
    'Life application · Carrier PDF, 3 pages',
    'Beneficiary change · Carrier PDF, 1 page',
  ]);
  await userEvent.click(options[2]!);
  expect(
    screen.getByText('Carrier PDF: it opens for you to fill in your part first; the client gets it when you send it on.'),
  ).toBeInTheDocument();
  // The agent only countersigns this one: it goes to the client at once.
  await userEvent.click(screen.getByRole('combobox', { name: 'Template' }));
  await userEvent.click(await screen.findByRole('option', { name: /^Beneficiary change/ }));
  expect(screen.getByText('Each recipient gets their own.')).toBeInTheDocument();
});
