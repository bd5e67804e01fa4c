import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
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
        fields: [{ key: 'first_name', kind: 'short_text', label: 'First name', required: true }],
      },
      { id: 'contact', title: 'Contact', fields: [{ key: 'city', kind: 'short_text', label: 'City', required: false }] },
    ],
  },
  answers: {},
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

function renderForm(status = 200) {
  saves.length = 0;
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    const body = (await request.json()) as { version: number; answers: Record<string, unknown> };
    saves.push({ ...body, keepalive: request.keepalive });
    return status === 200
      ? json(200, { ...form, version: body.version + 1, answers: body.answers })
      : json(409, { detail: 'changed elsewhere' });
  });
  const onReload = jest.fn();
  render(
    <Provider store={makeStore({ session: { accessToken: 'a', refreshToken: 'r', user: null, status: 'authenticated' } })}>
      <FillIntakeForm form={form} onReload={onReload} renderSign={() => <p>Sign here</p>} />
    </Provider>,
  );
  return { onReload };
}

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
  await userEvent.click(screen.getByRole('button', { name: 'Review and sign' }));
  expect(screen.getByText('Sign here')).toBeInTheDocument();
}, 30_000);
