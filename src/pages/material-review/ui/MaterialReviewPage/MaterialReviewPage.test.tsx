import { screen } from '@testing-library/react';
import { contentItem, mockApi, renderWithStore } from '../../../../../tests/jest/content-harness';
import { MaterialReviewPage } from './MaterialReviewPage';

afterEach(() => jest.restoreAllMocks());

const details = (content_type: string, title: string) => ({ ...contentItem({ id: 'm1', title, content_type }), sha256: 'abc', path: [] });

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
