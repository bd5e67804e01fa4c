import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { makeStore } from '@/app/model';
import { FormReviewPage } from './FormReviewPage';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
afterEach(() => jest.restoreAllMocks());

function renderPage(body: unknown, status = 200, reveal?: () => Response) {
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = input instanceof Request ? input.url : String(input);
    return url.endsWith('/reveal') && reveal ? reveal() : json(status, body);
  });
  render(
    <Provider store={makeStore({ session: { accessToken: 'a', refreshToken: 'r', user: null, status: 'authenticated' } })}>
      <MemoryRouter initialEntries={['/materials/form-review/f1']}>
        <Routes>
          <Route path="/materials/form-review/:id" element={<FormReviewPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

const draft = {
  id: 'f1',
  title: 'Client intake',
  status: 'draft',
  version: 2,
  due_at: null,
  created_at: '',
  updated_at: '',
  signed_at: null,
  template: {
    id: 't',
    version_id: 'v',
    version_number: 1,
    title: 'Client intake',
    description: '',
    sections: [{ id: 's', title: 'Identity', fields: [{ key: 'ssn', kind: 'sensitive', label: 'SSN', required: true }] }],
    pdf: null,
  },
  answers: { ssn: '•••-••-6789' },
  step: null,
  party: null,
  waiting_for: null,
  signatures: [],
  sender: { id: 'g', full_name: 'Alex Agent', email: 'a@x.test' },
  client: { id: 'c', full_name: 'Casey Client', email: 'c@x.test' },
  signer_name: null,
  signer_email: null,
  consent_text: 'I agree.',
  data_sha256: null,
  sealed_sha256: null,
  can_fill: false,
  can_review: true,
  can_reveal: true,
  masked_fields: ['ssn'],
  events: [{ kind: 'sent', at: '2026-11-23T10:00:00Z', actor_name: 'Alex Agent', ip: '10.0.0.1', user_agent: 'Firefox' }],
};

it('shows a reviewer the answers with sensitive ones masked, and the audit trail', async () => {
  renderPage(draft);
  expect(await screen.findByRole('heading', { level: 1, name: 'Client intake' })).toBeInTheDocument();
  expect(screen.getByText('•••-••-6789')).toBeInTheDocument();
  expect(screen.getByText(/Waiting for Casey Client/)).toBeInTheDocument();
  expect(screen.getByText(/Sent by Alex Agent/)).toBeInTheDocument();
  expect(screen.getByText('IP 10.0.0.1 · Firefox')).toBeInTheDocument();
});

it('reveals a masked answer through its own call, and hides it again', async () => {
  const reveal = jest.fn(() => json(200, { field: 'ssn', value: '123-45-6789' }));
  renderPage(draft, 200, reveal);
  fireEvent.click(await screen.findByRole('button', { name: 'Show SSN' }));
  expect(await screen.findByText('123-45-6789')).toBeInTheDocument();
  expect(reveal).toHaveBeenCalledTimes(1);
  fireEvent.click(screen.getByRole('button', { name: 'Hide SSN' }));
  expect(screen.getByText('•••-••-6789')).toBeInTheDocument();
});

it('says why a reveal was refused and keeps the answer masked', async () => {
  renderPage(draft, 200, () => json(429, { detail: 'Too many attempts. Please wait 60 seconds and try again.' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Show SSN' }));
  expect(await screen.findByText('Too many attempts. Please wait 60 seconds and try again.')).toBeInTheDocument();
  expect(screen.getByText('•••-••-6789')).toBeInTheDocument();
});

it('offers no Show to a reviewer who may not reveal', async () => {
  renderPage({ ...draft, can_reveal: false });
  expect(await screen.findByText('•••-••-6789')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Show SSN' })).not.toBeInTheDocument();
});

it('lets the client fill in their form', async () => {
  renderPage({ ...draft, can_fill: true, can_review: false, can_reveal: true, masked_fields: [], answers: {} });
  expect(await screen.findByText('Step 1 of 2')).toBeInTheDocument();
  expect(screen.getByLabelText('SSN *')).toHaveAttribute('type', 'password');
  // A Show/Hide toggle lets the client check what they typed.
  await userEvent.click(screen.getByRole('button', { name: 'Show SSN' }));
  expect(screen.getByLabelText('SSN *')).toHaveAttribute('type', 'text');
  await userEvent.click(screen.getByRole('button', { name: 'Hide SSN' }));
  expect(screen.getByLabelText('SSN *')).toHaveAttribute('type', 'password');
});

it('says why a form cannot be shown', async () => {
  renderPage({ detail: 'This form does not exist or is not yours.' }, 404);
  expect(await screen.findByText('This form does not exist or is not yours.')).toBeInTheDocument();
});

it('tells the client when the form is due', async () => {
  renderPage({ ...draft, can_fill: true, can_review: false, answers: {}, due_at: '2026-12-04T12:00:00Z' });
  const date = new Date('2026-12-04T12:00:00Z').toLocaleDateString(undefined, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  expect(await screen.findByText(new RegExp(`Please sign it by ${date}\\.`))).toBeInTheDocument();
});

describe('the sealed PDF of a signed form, for a reviewer', () => {
  const signed = {
    ...draft,
    status: 'signed',
    signed_at: '2026-11-24T10:00:00Z',
    signer_name: 'Casey Client',
    signer_email: 'c@x.test',
    sealed_sha256: 'ab'.repeat(32),
  };
  const requests: string[] = [];
  function renderSigned(body: unknown, pdf: () => Response) {
    requests.length = 0;
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = input instanceof Request ? input.url : String(input);
      requests.push(url);
      if (url.endsWith('/pdf')) return pdf();
      if (url.endsWith('/signature')) return json(404, { detail: 'No signature.' });
      return json(200, body);
    });
    render(
      <Provider store={makeStore({ session: { accessToken: 'a', refreshToken: 'r', user: null, status: 'authenticated' } })}>
        <MemoryRouter initialEntries={['/materials/form-review/f1']}>
          <Routes>
            <Route path="/materials/form-review/:id" element={<FormReviewPage />} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
  }

  it('is opened only when asked, since it prints every answer in full (a reveal)', async () => {
    renderSigned(signed, () => json(429, { detail: 'Too many attempts. Please wait 60 seconds and try again.' }));
    const show = await screen.findByRole('button', { name: 'Show sealed PDF' });
    expect(screen.getByText(/opening it counts as revealing them/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download sealed PDF' })).not.toBeInTheDocument();
    expect(requests.some((url) => url.endsWith('/pdf'))).toBe(false);
    fireEvent.click(show);
    expect(await screen.findByText('Too many attempts. Please wait 60 seconds and try again.')).toBeInTheDocument();
    expect(requests.filter((url) => url.endsWith('/pdf'))).toHaveLength(1);
  });

  it('is not offered to a reviewer who may not reveal: the masked answers are what they review', async () => {
    renderSigned({ ...signed, can_reveal: false }, () => json(403, { detail: 'No.' }));
    expect(await screen.findByText(/only those who may reveal sensitive answers can open it/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show sealed PDF' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download sealed PDF' })).not.toBeInTheDocument();
    expect(screen.getByText('•••-••-6789')).toBeInTheDocument();
    expect(requests.some((url) => url.endsWith('/pdf'))).toBe(false);
  });
});

describe('a carrier PDF form', () => {
  const carrier = {
    ...draft,
    template: { ...draft.template, pdf: { pages: [{ width: 612, height: 792 }], fields: [] } },
    step: 'prepare',
    waiting_for: { id: 'g', full_name: 'Alex Agent', email: 'a@x.test' },
  };

  it('is marked as one, and the agent preparing it reads whom it is for, not that it is from themselves', async () => {
    renderPage({ ...carrier, party: 'agent', can_fill: true, can_review: false });
    expect(await screen.findByText('Carrier PDF · For Casey Client')).toBeInTheDocument();
    expect(screen.queryByText(/From Alex Agent/)).not.toBeInTheDocument();
  });

  it('tells the client whose part it is at while the agent prepares it', async () => {
    renderPage({ ...carrier, party: 'client', can_review: false });
    expect(await screen.findByText('Waiting for Alex Agent to fill in their part and send it on.')).toBeInTheDocument();
  });
});
