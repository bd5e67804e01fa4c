import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore } from '@/app/model';
import type { FormDetails } from '@/shared/api';
import { FormReview } from './FormReview';

// PDF.js does not run in jsdom: the viewer shows what it was given.
jest.mock('@/shared/ui/pdf-viewer', () => ({
  PdfViewer: ({ source, title }: { source: Uint8Array; title: string }) => (
    <div role="region" aria-label={`Preview of ${title}`}>
      {new TextDecoder().decode(source)}
    </div>
  ),
}));

afterEach(() => jest.restoreAllMocks());

const agent = { id: 'g', full_name: 'Alex Agent', email: 'a@x.test' };
const client = { id: 'c', full_name: 'Casey Client', email: 'c@x.test' };
const carrier = (over: Partial<FormDetails>): FormDetails => ({
  id: 'f1',
  title: 'Life application',
  status: 'draft',
  version: 4,
  due_at: null,
  created_at: '',
  updated_at: '',
  signed_at: null,
  template: {
    id: 't',
    version_id: 'v',
    version_number: 1,
    title: 'Life application',
    description: '',
    sections: [{ id: 'page_1', title: 'Page 1', fields: [{ key: 'name', kind: 'short_text', label: 'Name', required: true }] }],
    pdf: { pages: [{ width: 612, height: 792 }], fields: [] },
  },
  answers: { name: 'Casey' },
  step: 'client',
  party: 'client',
  waiting_for: client,
  signatures: [],
  sender: agent,
  client,
  signer_name: null,
  signer_email: null,
  consent_text: 'I agree.',
  data_sha256: null,
  sealed_sha256: null,
  can_fill: false,
  can_review: false,
  can_reveal: false,
  masked_fields: [],
  events: [],
  ...over,
});

function renderReview(form: FormDetails) {
  const requests: string[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = input instanceof Request ? input.url : String(input);
    requests.push(new URL(url).pathname);
    if (url.endsWith('/pdf')) return new Response('%PDF-sealed carrier form', { headers: { 'content-type': 'application/pdf' } });
    return new Response(JSON.stringify({ detail: 'No.' }), { status: 404, headers: { 'content-type': 'application/json' } });
  });
  render(
    <Provider store={makeStore({ session: { accessToken: 'a', refreshToken: 'r', user: null, status: 'authenticated' } })}>
      <MemoryRouter>
        <FormReview form={form} />
      </MemoryRouter>
    </Provider>,
  );
  return requests;
}

it.each([
  ['prepare', agent, 'Waiting for Alex Agent to fill in their part and send it on.'],
  ['client', client, 'Waiting for Casey Client to fill it in and sign it.'],
  ['countersign', agent, 'Waiting for Alex Agent to countersign it.'],
] as const)('says whose part a carrier form is at (%s)', (step, who, text) => {
  renderReview(carrier({ step, waiting_for: who }));
  expect(screen.getByText(text)).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: /^Sealed PDF/ })).not.toBeInTheDocument();
});

it('previews the sealed carrier PDF in the app for its signer, with both signatures in order', async () => {
  const requests = renderReview(
    carrier({
      status: 'signed',
      step: null,
      waiting_for: null,
      signed_at: '2026-11-24T10:00:00Z',
      signer_name: 'Alex Agent',
      signer_email: 'a@x.test',
      sealed_sha256: 'ab'.repeat(32),
      signatures: [
        { party: 'client', name: 'Casey Client', signed_at: '2026-11-24T09:00:00Z' },
        { party: 'agent', name: 'Alex Agent', signed_at: '2026-11-24T10:00:00Z' },
      ],
    }),
  );
  const preview = await screen.findByRole('region', { name: 'Preview of Life application (sealed)' });
  expect(preview).toHaveTextContent('%PDF-sealed carrier form');
  expect(requests).toContain('/api/frontend/intake-form/f1/pdf');
  const order = within(screen.getByRole('list', { name: 'Signatures in order' })).getAllByRole('listitem');
  expect(order.map((li) => li.textContent!.split(' on ')[0])).toEqual([
    'Casey Client (client)',
    'Alex Agent (agent, countersigned)',
  ]);
});
