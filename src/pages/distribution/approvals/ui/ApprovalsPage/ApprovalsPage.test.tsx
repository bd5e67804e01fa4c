import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderWithStore } from '../../../../../../tests/jest/content-harness';
import { ApprovalsPage } from './ApprovalsPage';

jest.mock('@/shared/ui/pdf-viewer', () => ({
  PdfViewer: ({ title }: { title: string }) => <div data-testid="pdf-viewer">{title}</div>,
}));

afterEach(() => jest.restoreAllMocks());

const pending = {
  material_id: 'm1',
  number: 2,
  title: 'Rates.pdf',
  size: 100,
  content_type: 'application/pdf',
  sha256: 'a'.repeat(64),
  note: 'Q3 rates',
  author: { id: 'u1', full_name: 'Mark Marketer' },
  created_at: '2026-11-28T10:00:00Z',
  previous: 1,
};

it('shows each pending version beside the approved one and approves it with a note', async () => {
  const calls = mockApi({
    'GET /material/approvals': { items: [pending] },
    'POST /download/link': { url: '/api/frontend/download?token=t', token: 't', expires_at: '2030-01-01T00:00:00Z' },
    'POST /material/m1/versions/2/approve': () => new Response(null, { status: 204 }),
  });
  renderWithStore(<ApprovalsPage />);
  expect(await screen.findByRole('heading', { name: 'Rates.pdf · v2' })).toBeInTheDocument();
  expect(await screen.findByText('Rates.pdf (v1)')).toBeInTheDocument();
  expect(await screen.findByText('Rates.pdf (v2)')).toBeInTheDocument();
  const minted = calls.filter((c) => c.path === '/download/link').map((c) => JSON.parse(c.body).version);
  expect(minted.sort()).toEqual([1, 2]);
  expect(screen.getByRole('button', { name: 'Reject' })).toBeDisabled();
  await userEvent.type(screen.getByLabelText('Note to the author'), 'Fine');
  await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
  const approve = calls.find((c) => c.path === '/material/m1/versions/2/approve');
  expect(JSON.parse(approve!.body)).toEqual({ note: 'Fine' });
});

it('says when nothing waits', async () => {
  mockApi({ 'GET /material/approvals': { items: [] } });
  renderWithStore(<ApprovalsPage />);
  expect(await screen.findByText('Nothing is waiting for approval.')).toBeInTheDocument();
});
