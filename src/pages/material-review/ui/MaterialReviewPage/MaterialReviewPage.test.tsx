import { screen } from '@testing-library/react';
import { contentItem, mockApi, renderWithStore } from '../../../../../tests/jest/content-harness';
import { MaterialReviewPage } from './MaterialReviewPage';

// PDF.js needs a real browser (canvas, workers): the e2e journey checks its pixels and text.
jest.mock('@/shared/ui/pdf-viewer', () => ({
  PdfViewer: ({ source, title }: { source: { url: string }; title: string }) => (
    <div data-testid="pdf-viewer" data-url={source.url}>
      {title}
    </div>
  ),
}));

afterEach(() => jest.restoreAllMocks());

const details = (content_type: string, title: string) => ({
  ...contentItem({ id: 'm1', title, content_type }),
  sha256: 'abc',
  path: [],
  lifecycle: {
    states: [],
    version_state: 'published',
    approved_by: null,
    approved_at: null,
    use_until: null,
    withdrawn_at: null,
    withdrawn_reason: null,
    may_open: true,
    may_recall: false,
    withheld_reason: null,
    may_download: true,
    may_send: true,
    ceiling_reason: null,
    rules: { requires_license: false, allowed_states: [], watermark_clients: false },
    may_set_rules: false,
    watermarked: false,
  },
});

it('shows a details card and a download button for types it never renders inline', async () => {
  mockApi({ 'GET /material/m1/details': details('image/svg+xml', 'logo.svg') });
  renderWithStore(<MaterialReviewPage />, { path: '/materials/review/m1', route: '/materials/review/:id' });
  expect(await screen.findByRole('heading', { level: 1, name: 'logo.svg' })).toBeInTheDocument();
  expect(screen.queryByText('Review material')).not.toBeInTheDocument();
  expect(screen.getByText(/no preview for this type/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
});

it('a view-only, no-re-send copy has no download and no send, says why, and names its rules', async () => {
  const base = details('image/svg+xml', 'guide.svg');
  const lifecycle = {
    ...base.lifecycle,
    may_download: false,
    may_send: false,
    ceiling_reason: 'Whoever sent you this shared it to view in Cascade only (no download, zip or print), and not to be sent on.',
    rules: { requires_license: true, allowed_states: ['TX'], watermark_clients: true },
  };
  mockApi({ 'GET /material/m1/details': { ...base, lifecycle } });
  renderWithStore(<MaterialReviewPage />, { path: '/materials/review/m1', route: '/materials/review/:id' });
  expect(await screen.findByText(/to view in Cascade only/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  expect(screen.getByText('For agents with a securities licence · clients in TX · watermarked for clients')).toBeInTheDocument();
});

it('shows text in a pre', async () => {
  jest.spyOn(globalThis, 'fetch');
  mockApi({ 'GET /material/m1/details': details('text/plain', 'notes.txt'), 'GET /material/m1': 'hello' });
  renderWithStore(<MaterialReviewPage />, { path: '/materials/review/m1', route: '/materials/review/:id' });
  expect(await screen.findByLabelText('Text of notes.txt')).toHaveTextContent('"hello"');
});

it('says so when the material cannot be found', async () => {
  mockApi({});
  renderWithStore(<MaterialReviewPage />, { path: '/materials/review/m1', route: '/materials/review/:id' });
  expect(await screen.findByText('Not found')).toBeInTheDocument();
});

it('shows a PDF in the app’s own viewer, read from a preview link (no frame, no bearer token in it)', async () => {
  const calls = mockApi({
    'GET /material/m1/details': details('application/pdf', 'brochure.pdf'),
    'POST /download/link': { url: '/api/frontend/download?token=abc', token: 'abc', expires_at: '2030-01-01T00:00:00Z' },
  });
  renderWithStore(<MaterialReviewPage />, { path: '/materials/review/m1', route: '/materials/review/:id' });
  const viewer = await screen.findByTestId('pdf-viewer');
  expect(viewer).toHaveAttribute('data-url', 'http://localhost/api/frontend/download?token=abc');
  expect(viewer).toHaveTextContent('brochure.pdf');
  expect(document.querySelector('iframe')).toBeNull();
  const mint = calls.find((call) => call.path === '/download/link');
  expect(JSON.parse(mint!.body)).toEqual({ folder_ids: [], material_ids: ['m1'], purpose: 'preview' });
});

it('says an empty file is empty instead of showing a blank box', async () => {
  mockApi({ 'GET /material/m1/details': { ...details('application/pdf', 'blank.pdf'), size: 0 } });
  renderWithStore(<MaterialReviewPage />, { path: '/materials/review/m1', route: '/materials/review/:id' });
  expect(await screen.findByText(/This file is empty/)).toBeInTheDocument();
  expect(screen.queryByTestId('pdf-viewer')).toBeNull();
});

it('a withdrawn copy shows why instead of its preview, and cannot be downloaded', async () => {
  const open = details('application/pdf', 'Rates.pdf');
  const withdrawn = {
    ...open,
    lifecycle: {
      ...open.lifecycle,
      states: ['withdrawn'],
      withdrawn_at: '2026-11-28T10:00:00Z',
      withdrawn_reason: 'Product withdrawn by the carrier',
      may_open: false,
      may_download: false,
      may_send: false,
    },
  };
  mockApi({ 'GET /material/m1/details': withdrawn });
  renderWithStore(<MaterialReviewPage />, { path: '/materials/review/m1', route: '/materials/review/:id' });
  expect(await screen.findByRole('alert')).toHaveTextContent('This material was withdrawn: Product withdrawn by the carrier');
  expect(screen.queryByTestId('pdf-viewer')).not.toBeInTheDocument();
  expect(screen.getByText('Withdrawn')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled();
});
