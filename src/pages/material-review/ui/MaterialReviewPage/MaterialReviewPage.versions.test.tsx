import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MATERIAL_POLICY, type Role } from '@/shared/api';
import { contentItem, mockApi, renderWithStore } from '../../../../../tests/jest/content-harness';
import { MaterialReviewPage } from './MaterialReviewPage';

afterEach(() => jest.restoreAllMocks());

const at = { path: '/materials/review/m1', route: '/materials/review/:id' };
const user = (role: Role) => ({ id: 'u1', membership_id: 'me', role, first_name: 'Ada', last_name: 'Admin', email: 'a@x.test' });
const details = (extra: object) => ({
  ...contentItem({ id: 'm1', title: 'Rates.pdf', content_type: 'application/zip' }),
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
  ...extra,
});
const versions = {
  items: [
    {
      number: 2,
      title: 'Rates.pdf',
      size: 2000,
      content_type: 'application/zip',
      sha256: 'f'.repeat(64),
      state: 'published',
      note: 'Q3 rates',
      author: { id: 'me', full_name: 'Ada Admin' },
      created_at: '2026-11-28T10:00:00Z',
      current: true,
    },
    {
      number: 1,
      title: 'Rates.pdf',
      size: 1000,
      content_type: 'application/zip',
      sha256: 'e'.repeat(64),
      state: 'published',
      note: '',
      author: { id: 'me', full_name: 'Ada Admin' },
      created_at: '2026-11-01T10:00:00Z',
      current: false,
    },
  ],
};

it('offers the owner of an original "Upload new version" and its history, and downloads an older version', async () => {
  const calls = mockApi({
    'GET /material/m1/details': details({ link: 'origin', version: 2 }),
    'GET /material/m1/versions': versions,
    'POST /download/link': { url: '/api/frontend/download?token=abc', token: 'abc', expires_at: '2030-01-01T00:00:00Z' },
  });
  jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
  renderWithStore(<MaterialReviewPage />, { ...at, user: user('agent') });
  expect(await screen.findByRole('button', { name: 'Upload new version' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Version history' })).toBeInTheDocument();
  expect(screen.getByText('Q3 rates')).toBeInTheDocument();
  expect(screen.getByText(`SHA-256 ${'e'.repeat(12)}…`)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Download version 1' }));
  await waitFor(() => expect(calls.some((c) => c.path === '/download/link')).toBe(true));
  const mint = calls.find((c) => c.path === '/download/link')!;
  expect(JSON.parse(mint.body)).toEqual({ folder_ids: [], material_ids: ['m1'], version: 1, purpose: 'download' });
});

it('shows a copy’s holder its version and "Updated", without the owner’s tools', async () => {
  const calls = mockApi({ 'GET /material/m1/details': details({ link: 'copy', version: 3, updated: true, space: 'shared' }) });
  renderWithStore(<MaterialReviewPage />, { ...at, user: user('client') });
  expect(await screen.findByText('Updated')).toBeInTheDocument();
  expect(screen.getByText(/^v3 ·/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Upload new version' })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Version history' })).not.toBeInTheDocument();
  expect(calls.some((c) => c.path === '/material/m1/versions')).toBe(false);
});

it('decides by the material policy table', async () => {
  mockApi({ 'GET /material/m1/details': details({ link: 'origin', version: 1 }), 'GET /material/m1/versions': versions });
  const table = MATERIAL_POLICY.uploadMaterialVersion as Record<Role, readonly string[]>;
  const saved = table.agent;
  table.agent = [];
  try {
    renderWithStore(<MaterialReviewPage />, { ...at, user: user('agent') });
    expect(await screen.findByRole('heading', { name: 'Version history' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload new version' })).not.toBeInTheDocument();
  } finally {
    table.agent = saved;
  }
});

it('uploads a new version with its note, and asks for the file first', async () => {
  const calls = mockApi({
    'GET /material/m1/details': details({ link: 'origin', version: 1 }),
    'GET /material/m1/versions': versions,
    'POST /material/m1/versions': { ...contentItem({ id: 'm1', title: 'Rates.pdf' }), version: 2 },
  });
  renderWithStore(<MaterialReviewPage />, { ...at, user: user('marketer') });
  await userEvent.click(await screen.findByRole('button', { name: 'Upload new version' }));
  await userEvent.click(screen.getByRole('button', { name: 'Upload version' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Choose the file of the new version.');
  await userEvent.upload(screen.getByLabelText('File of the new version'), new File(['v2'], 'rates-v2.pdf'));
  await userEvent.type(screen.getByLabelText('What changed'), 'Q3 rates');
  await userEvent.click(screen.getByRole('button', { name: 'Upload version' }));
  await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/material/m1/versions')).toBe(true));
  const sent = calls.find((c) => c.method === 'POST' && c.path === '/material/m1/versions')!;
  expect(sent.body).toContain('Q3 rates');
  expect(sent.body.indexOf('name="note"')).toBeLessThan(sent.body.indexOf('name="file"'));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});
