import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore } from '@/app/model';
import type { FormDetails } from '@/shared/api';
import { CarrierFill } from './CarrierFill';

const rect = (page: number, y: number) => ({ page, x: 150, y, width: 180, height: 20 });
const form: FormDetails = {
  id: 'f1',
  title: 'Life application',
  status: 'draft',
  version: 3,
  due_at: null,
  created_at: '',
  updated_at: '',
  signed_at: null,
  template: {
    id: 't1',
    version_id: 'v1',
    version_number: 1,
    title: 'Life application',
    description: '',
    sections: [
      {
        id: 'page_1',
        title: 'Page 1',
        fields: [
          { key: 'first_name', kind: 'short_text', label: 'First name', required: true, party: 'client' },
          { key: 'email', kind: 'email', label: 'Email', required: false, party: 'client' },
          { key: 'npn', kind: 'short_text', label: 'Producer number', required: true, party: 'agent' },
        ],
      },
      {
        id: 'page_2',
        title: 'Page 2',
        fields: [{ key: 'beneficiary', kind: 'short_text', label: 'Beneficiary', required: true, party: 'client' }],
      },
    ],
    pdf: {
      pages: [
        { width: 612, height: 792 },
        { width: 612, height: 792 },
      ],
      fields: [
        { key: 'first_name', label: 'First name', kind: 'text', required: true, party: 'client', rects: [rect(1, 650)] },
        { key: 'email', label: 'Email', kind: 'text', format: 'email', required: false, party: 'client', rects: [rect(1, 600)] },
        { key: 'npn', label: 'Producer number', kind: 'text', required: true, party: 'agent', rects: [rect(1, 500)] },
        { key: 'beneficiary', label: 'Beneficiary', kind: 'text', required: true, party: 'client', rects: [rect(2, 650)] },
        {
          key: 'client_initials',
          label: 'Initials',
          kind: 'initials',
          required: true,
          party: 'client',
          rects: [rect(1, 100), rect(2, 100)],
        },
        { key: 'client_signature', label: 'Signature', kind: 'signature', required: true, party: 'client', rects: [rect(2, 50)] },
      ],
    },
  },
  answers: { npn: '17654321' },
  step: 'client',
  party: 'client',
  waiting_for: { id: 'c1', full_name: 'Casey Client', email: 'c@x.test' },
  signatures: [],
  sender: { id: 'g1', full_name: 'Alex Agent', email: 'a@x.test' },
  client: { id: 'c1', full_name: 'Casey Client', email: 'c@x.test' },
  signer_name: null,
  signer_email: null,
  consent_text: 'I agree.',
  data_sha256: null,
  sealed_sha256: null,
  can_fill: true,
  can_review: false,
  can_reveal: true,
  masked_fields: [],
  events: [],
};

const saves: Record<string, unknown>[] = [];
function renderFill() {
  saves.length = 0;
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    if (request.method !== 'PUT')
      return new Response('{"detail":"no"}', { status: 404, headers: { 'content-type': 'application/json' } });
    const body = (await request.json()) as { version: number; answers: Record<string, unknown> };
    saves.push(body.answers);
    return new Response(
      JSON.stringify({ ...form, version: body.version + 1, answers: { ...form.answers, ...body.answers }, rejected: [] }),
      {
        status: 200,
        headers: { 'content-type': 'application/json' },
      },
    );
  });
  render(
    <Provider store={makeStore({ session: { accessToken: 'a', refreshToken: 'r', user: null, status: 'authenticated' } })}>
      <MemoryRouter initialEntries={['/materials/form-review/f1']}>
        <CarrierFill form={form} onReload={jest.fn()} />
      </MemoryRouter>
    </Provider>,
  );
}

beforeEach(() => window.localStorage.clear());
afterEach(() => jest.restoreAllMocks());

it('guides the client field by field over the real page, counting the required ones left', async () => {
  renderFill();
  expect(screen.getByRole('status', { name: 'Required fields left' })).toHaveTextContent('2 of 2 required left');
  expect(screen.getByText('Field 1 of 3')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Page 1 of the form, zoomed to “First name”' })).toBeInTheDocument();
  await userEvent.type(screen.getByRole('textbox', { name: /First name/ }), 'Casey');
  expect(screen.getByRole('status', { name: 'Required fields left' })).toHaveTextContent('1 of 2 required left');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByText('Field 2 of 3')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Back' }));
  expect(screen.getByRole('textbox', { name: /First name/ })).toHaveValue('Casey');
  // Only the client's own answers are saved: the agent's producer number is not theirs to send.
  await waitFor(() => expect(saves.length).toBeGreaterThan(0));
  expect(saves.at(-1)).toEqual({ first_name: 'Casey' });
});

it('shows the same fields as a list, without the agent’s', async () => {
  renderFill();
  await userEvent.click(screen.getByRole('tab', { name: 'All fields' }));
  expect(screen.getByRole('textbox', { name: /Beneficiary/ })).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: /Email/ })).toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: /Producer number/ })).not.toBeInTheDocument();
});

it('ends with one signature and initials, said to go in each of their places', async () => {
  renderFill();
  await userEvent.click(screen.getByRole('tab', { name: 'All fields' }));
  await userEvent.click(screen.getByRole('button', { name: 'Sign' }));
  expect(screen.getByText('Your signature goes in 1 place, your initials in 2 (pages 2, 1).')).toBeInTheDocument();
  const places = screen.getByRole('list', { name: 'Where your initials go' });
  expect(
    within(places)
      .getAllByRole('listitem')
      .map((li) => li.getAttribute('aria-label')),
  ).toEqual(['Initials 1 of 2, page 1', 'Initials 2 of 2, page 2']);
  await userEvent.click(screen.getByRole('tab', { name: 'Type initials' }));
  expect(screen.getByRole('textbox', { name: 'Your initials' })).toHaveValue('CC');
  expect(screen.getByRole('button', { name: 'Sign the form' })).toBeDisabled();
});
