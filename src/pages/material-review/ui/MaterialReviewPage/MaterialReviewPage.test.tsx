import { screen } from '@testing-library/react';
import { contentItem, mockApi, renderWithStore } from '../../../../../tests/jest/content-harness';
import { MaterialReviewPage } from './MaterialReviewPage';

afterEach(() => jest.restoreAllMocks());

const details = (content_type: string, title: string) => ({
  ...contentItem({ id: 'm1', title, content_type }),
  sha256: 'abc',
  path: [],
});

it('shows a details card and a download button for types it never renders inline', async () => {
  mockApi({ 'GET /material/m1/details': details('image/svg+xml', 'logo.svg') });
  renderWithStore(<MaterialReviewPage />, { path: '/materials/review/m1', route: '/materials/review/:id' });
  expect(screen.getByRole('heading', { level: 1, name: 'Review material' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 2, name: 'logo.svg' })).toBeInTheDocument();
  expect(screen.getByText(/no preview for this type/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
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

it('frames a PDF fully sandboxed: nothing in it can run with our origin', async () => {
  Object.assign(URL, { createObjectURL: () => 'blob:http://localhost/pdf-1', revokeObjectURL: () => undefined });
  mockApi({ 'GET /material/m1/details': details('application/pdf', 'brochure.pdf'), 'GET /material/m1': '%PDF-1.7' });
  renderWithStore(<MaterialReviewPage />, { path: '/materials/review/m1', route: '/materials/review/:id' });
  const frame = await screen.findByTitle('Preview of brochure.pdf');
  expect(frame).toHaveAttribute('src', 'blob:http://localhost/pdf-1');
  const sandbox = (frame.getAttribute('sandbox') ?? 'none').split(/\s+/).filter(Boolean);
  expect(frame.hasAttribute('sandbox')).toBe(true);
  expect(sandbox).not.toContain('allow-same-origin');
  expect(sandbox).not.toContain('allow-scripts');
});
