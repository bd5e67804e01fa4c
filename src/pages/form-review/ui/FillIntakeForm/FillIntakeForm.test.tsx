import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore } from '@/app/model';
import type { FormDetails } from '@/shared/api';
import { FillIntakeForm } from './FillIntakeForm';

const form: FormDetails = {
  id: 'f1',
  title: 'Client intake',
  status: 'draft',
  version: 5,
  due_at: null,
  created_at: '',
  updated_at: '',
  signed_at: null,
  template: {
    id: 't1',
    version_id: 'v1',
    version_number: 1,
    title: 'Client intake',
    description: '',
    sections: [
      {
        id: 'identity',
        title: 'Identity',
        fields: [
          { key: 'first_name', kind: 'short_text', label: 'First name', required: true },
          { key: 'ssn', kind: 'sensitive', label: 'Social Security number', required: false },
        ],
      },
      {
        id: 'contact',
        title: 'Contact',
        fields: [
          { key: 'city', kind: 'short_text', label: 'City', required: false },
          { key: 'email', kind: 'email', label: 'Email', required: false },
          { key: 'street', kind: 'short_text', label: 'Street address', required: true },
        ],
      },
    ],
    pdf: null,
  },
  answers: {},
  step: null,
  party: null,
  waiting_for: null,
  signatures: [],
  sender: null,
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

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const saves: { version: number; answers: Record<string, unknown>; keepalive: boolean }[] = [];

type Draft = { version: number; answers: Record<string, unknown> };
/** The server: saves everything but an email without a dot, which it names (as the real one does). */
const server = (body: Draft) => {
  const bad = typeof body.answers.email === 'string' && !body.answers.email.includes('.');
  const answers = Object.fromEntries(Object.entries(body.answers).filter(([k]) => !(bad && k === 'email')));
  const rejected = bad ? [{ field: 'email', message: 'Enter an email address like name@example.com.' }] : [];
  return json(200, { ...form, version: body.version + 1, answers, rejected });
};

function renderForm(status: number | 'offline' = 200, details: FormDetails = form, path = '/materials/form-review/f1') {
  saves.length = 0;
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const body = (await request.json()) as Draft;
    saves.push({ ...body, keepalive: request.keepalive });
    if (status === 'offline') throw new TypeError('Failed to fetch');
    return status === 200 ? server(body) : json(409, { detail: 'changed elsewhere' });
  });
  const onReload = jest.fn();
  const view = render(
    <Provider store={makeStore({ session: { accessToken: 'a', refreshToken: 'r', user: null, status: 'authenticated' } })}>
      <MemoryRouter initialEntries={[path]}>
        <FillIntakeForm form={details} onReload={onReload} renderSign={() => <p>Sign here</p>} />
      </MemoryRouter>
    </Provider>,
  );
  return { onReload, unmount: view.unmount };
}

const kept = () => JSON.parse(window.localStorage.getItem('cascade.form-draft.f1.v1') ?? 'null') as unknown;

beforeEach(() => window.localStorage.clear());
afterEach(() => jest.restoreAllMocks());

it('saves the draft a moment after typing stops, once, from the version it was loaded at', async () => {
  renderForm();
  await userEvent.type(screen.getByLabelText('First name *'), 'Casey');
  expect(saves).toHaveLength(0);
  await waitFor(() => expect(saves).toHaveLength(1), { timeout: 3000 });
  expect(saves[0]).toMatchObject({ version: 5, answers: { first_name: 'Casey' }, keepalive: true });
  expect(await screen.findByText('All changes saved.')).toBeInTheDocument();
});

it('saves at once when the page is left (pagehide), before the delay', async () => {
  renderForm();
  await userEvent.type(screen.getByLabelText('First name *'), 'Ca');
  act(() => void window.dispatchEvent(new Event('pagehide')));
  await waitFor(() => expect(saves).toHaveLength(1));
  expect(saves[0]!.answers).toEqual({ first_name: 'Ca' });
});

it('offers to reload when the form changed elsewhere (409)', async () => {
  const { onReload } = renderForm(409);
  await userEvent.type(screen.getByLabelText('First name *'), 'X');
  const reload = await screen.findByRole('button', { name: 'Reload' }, { timeout: 3000 });
  expect(screen.getByText(/changed in another tab or on another device/)).toBeInTheDocument();
  await userEvent.click(reload);
  expect(onReload).toHaveBeenCalled();
});

it('shows sections as steps and will not leave a step with a required answer missing', async () => {
  renderForm();
  expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByText('This field is required.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Identity' })).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('First name *'), 'Casey');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByRole('heading', { name: 'Contact' })).toBeInTheDocument();
  // The summary names every field that stops the step.
  await userEvent.type(screen.getByLabelText('Email'), 'typo@example');
  await userEvent.click(screen.getByRole('button', { name: 'Review and sign' }));
  const summary = await screen.findByRole('alert');
  expect(summary).toHaveTextContent('2 things need fixing');
  expect(summary).toHaveTextContent('Email — Enter an email address like name@example.com.');
  expect(summary).toHaveTextContent('Street address — This field is required.');
  await userEvent.clear(screen.getByLabelText('Email'));
  await userEvent.type(screen.getByLabelText('Street address *'), '12 Elm Street');
  await userEvent.click(screen.getByRole('button', { name: 'Review and sign' }));
  expect(screen.getByText('Sign here')).toBeInTheDocument();
}, 30_000);

it('saves the street beside a mistyped email, names the email, and keeps the email on this device', async () => {
  renderForm(200, { ...form, answers: { first_name: 'Casey' } });
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await userEvent.type(screen.getByLabelText('Street address *'), '12 Elm Street');
  await userEvent.type(screen.getByLabelText('Email'), 'typo@example');
  expect(kept()).toEqual({ street: '12 Elm Street', email: 'typo@example' });
  const status = await screen.findByText(/^Not saved: Email — Enter an email address/, {}, { timeout: 3000 });
  expect(status).toHaveTextContent('Your other answers are saved.');
  expect(saves.at(-1)!.answers).toEqual({ first_name: 'Casey', street: '12 Elm Street', email: 'typo@example' });
  // The server confirmed the street: only the email is still kept here.
  await waitFor(() => expect(kept()).toEqual({ email: 'typo@example' }));
}, 20_000);

it('offline: says the answers are on this device, and a later visit puts them back and saves them', async () => {
  const first = renderForm('offline');
  await userEvent.type(screen.getByLabelText('First name *'), 'Casey');
  expect(await screen.findByText('Saved on this device — will send when back online.', {}, { timeout: 3000 })).toBeVisible();
  first.unmount();
  jest.restoreAllMocks();
  expect(kept()).toEqual({ first_name: 'Casey' });
  renderForm();
  expect(screen.getByLabelText('First name *')).toHaveValue('Casey');
  await waitFor(() => expect(saves.at(-1)?.answers).toEqual({ first_name: 'Casey' }), { timeout: 3000 });
  expect(await screen.findByText('All changes saved.')).toBeInTheDocument();
  expect(kept()).toBeNull();
}, 20_000);

it('shows a wrong answer kept from an earlier visit at once, with what to fix', async () => {
  window.localStorage.setItem('cascade.form-draft.f1.v1', JSON.stringify({ email: 'typo@example' }));
  renderForm();
  await userEvent.type(screen.getByLabelText('First name *'), 'Casey');
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByLabelText('Email')).toHaveValue('typo@example');
  expect(screen.getByText('Enter an email address like name@example.com.')).toBeInTheDocument();
}, 20_000);

it('shows every answer before the signature, sensitive ones masked until shown', async () => {
  renderForm(200, { ...form, answers: { first_name: 'Casey', ssn: '123-45-6789', street: '12 Elm Street' } });
  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await userEvent.click(screen.getByRole('button', { name: 'Review and sign' }));
  const answers = screen.getByRole('region', { name: 'Your answers' });
  expect(within(answers).getByText('Casey')).toBeInTheDocument();
  expect(within(answers).getByText('12 Elm Street')).toBeInTheDocument();
  expect(within(answers).queryByText('123-45-6789')).toBeNull();
  expect(within(answers).getByText('•••••••6789')).toBeInTheDocument();
  await userEvent.click(within(answers).getByRole('button', { name: 'Show Social Security number' }));
  expect(within(answers).getByText('123-45-6789')).toBeInTheDocument();
  await userEvent.click(within(answers).getByRole('button', { name: 'Hide Social Security number' }));
  expect(within(answers).queryByText('123-45-6789')).toBeNull();
  // The answers come before the pad and the consent line.
  expect(answers.compareDocumentPosition(screen.getByText('Sign here')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
}, 20_000);

it('opens at the step in the address, so a reload comes back where the client was', async () => {
  renderForm(200, { ...form, answers: { first_name: 'Casey' } }, '/materials/form-review/f1?step=2');
  expect(screen.getByRole('heading', { name: 'Contact' })).toBeInTheDocument();
  expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
});
