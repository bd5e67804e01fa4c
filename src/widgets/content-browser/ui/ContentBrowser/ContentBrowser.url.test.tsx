import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { handleServerMessage } from '@/features/realtime';
import { contentItem, mockApi, page, renderWithStore } from '../../../../../tests/jest/content-harness';
import { ContentBrowser } from './ContentBrowser';
import { ownSpace } from './test-fixtures';

afterEach(() => jest.restoreAllMocks());

/** The address bar, as the user would read it. */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{`${pathname}${search}`}</output>;
}

const address = () => screen.getByRole('status', { name: 'Address' }).textContent;
const rowNames = () =>
  within(screen.getByRole('table', { name: 'Materials' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.getAttribute('aria-label'));

const ui = (
  <>
    <ContentBrowser space="own" />
    <Address />
  </>
);

it('puts the open folder in the address, and opens the folder named there with its path', async () => {
  ownSpace();
  renderWithStore(ui, { path: '/materials', route: '/materials' });
  await userEvent.click(await screen.findByRole('button', { name: 'Contracts' }));
  expect(await screen.findByRole('link', { name: 'Lease.pdf' })).toBeInTheDocument();
  expect(address()).toBe('/materials?folder=f1');
});

it('after a reload at a folder’s address shows that folder and its path', async () => {
  ownSpace();
  renderWithStore(ui, { path: '/materials?folder=f1', route: '/materials' });
  expect(await screen.findByRole('link', { name: 'Lease.pdf' })).toBeInTheDocument();
  const path = screen.getByRole('navigation', { name: 'Folder path' });
  expect(within(path).getByText('Contracts')).toHaveAttribute('aria-current', 'page');
  expect(within(path).getByRole('button', { name: 'My materials' })).toBeInTheDocument();
});

it('sorts by size on the server and keeps the order in the address', async () => {
  const calls = ownSpace();
  renderWithStore(ui, { path: '/materials', route: '/materials' });
  await screen.findByRole('link', { name: 'Brochure.pdf' });
  expect(rowNames()).toEqual(['Contracts', 'Brochure.pdf', 'notes.txt']);
  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Smallest first');
  await waitFor(() => expect(rowNames()).toEqual(['Contracts', 'notes.txt', 'Brochure.pdf']));
  expect(calls.at(-1)?.search.get('sort')).toBe('size');
  expect(address()).toBe('/materials?sort=size');
});

it('keeps both of two changes made before the list renders again: a type, then at once a sort', async () => {
  ownSpace();
  renderWithStore(ui, { path: '/materials', route: '/materials' });
  await screen.findByRole('link', { name: 'Brochure.pdf' });
  const type = screen.getByRole('combobox', { name: 'Type' });
  const sort = screen.getByRole('combobox', { name: 'Sort by' });
  act(() => {
    fireEvent.change(type, { target: { value: 'material' } });
    fireEvent.change(sort, { target: { value: '-date' } });
  });
  await waitFor(() => expect(address()).toBe('/materials?type=material&sort=-date'));
  expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('material');
  expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('-date');
});

it('never calls a folder that holds items empty: a page past the end moves back to the last page', async () => {
  const items = Array.from({ length: 3 }, (_, i) => contentItem({ id: `m${i}`, title: `File ${i}.pdf` }));
  mockApi({
    'GET /content/': ({ search }: { search: URLSearchParams }) => {
      const asked = Number(search.get('page') ?? 1);
      // 53 items in pages of 50 after a delete: page 3 no longer exists.
      return { items: asked <= 2 ? items : [], total: 53, page: asked, size: 50, pages: 2 };
    },
  });
  renderWithStore(ui, { path: '/materials?page=3', route: '/materials' });
  expect(await screen.findByRole('link', { name: 'File 0.pdf' })).toBeInTheDocument();
  expect(address()).toBe('/materials?page=2');
  expect(screen.queryByText('This folder is empty')).not.toBeInTheDocument();
  expect(screen.queryByText('No materials yet')).not.toBeInTheDocument();
});

it('shows what arrived as soon as a notification says so, without a reload', async () => {
  let arrived = false;
  mockApi({
    'GET /content/shared': () =>
      page(
        arrived
          ? [contentItem({ id: 'n1', title: 'New rates.pdf', space: 'shared', shared_by: { id: 'a', full_name: 'Alex Agent' } })]
          : [],
      ),
  });
  const store = renderWithStore(<ContentBrowser space="shared" />, { path: '/materials', route: '/materials' });
  expect(await screen.findByText('Nothing shared with you yet')).toBeInTheDocument();
  arrived = true;
  handleServerMessage(
    {
      type: 'notification',
      payload: {
        id: 'x1',
        type: 'content_received',
        title: 'Alex Agent shared the file “New rates.pdf” with you',
        body: 'Find it under “Shared with me” in Materials.',
        link: null,
        read: false,
        created_at: '2026-11-23T10:00:00Z',
      },
    },
    { dispatch: store.dispatch },
  );
  expect(await screen.findByRole('link', { name: 'New rates.pdf' })).toBeInTheDocument();
});

it('steps to the next and previous page from the edge of the page on screen, and jumps by number', async () => {
  const asked: URLSearchParams[] = [];
  mockApi({
    'GET /content/': ({ search }: { search: URLSearchParams }) => {
      asked.push(search);
      const at = Number(search.get('page') ?? 1);
      // Small pages: the rule is the same with 5 rows as with 50, and each render costs a fraction.
      const items = Array.from({ length: 5 }, (_, i) => contentItem({ id: `p${at}-${i}`, title: `Page ${at} file ${i}.pdf` }));
      return { items, total: 25, page: at, size: 5, pages: 5 };
    },
  });
  renderWithStore(ui, { path: '/materials?page=2', route: '/materials' });
  await screen.findByRole('link', { name: 'Page 2 file 0.pdf' });
  expect(asked.at(-1)?.has('after_id')).toBe(false);

  await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
  await screen.findByRole('link', { name: 'Page 3 file 0.pdf' });
  expect(asked.at(-1)?.get('after_id')).toBe('p2-4');
  expect(address()).toBe('/materials?page=3');

  await userEvent.click(screen.getByRole('button', { name: 'Go to previous page' }));
  await screen.findByRole('link', { name: 'Page 2 file 0.pdf' });
  expect(asked.at(-1)?.get('before_id')).toBe('p3-0');

  await userEvent.click(screen.getByRole('button', { name: 'Go to page 5' }));
  await screen.findByRole('link', { name: 'Page 5 file 0.pdf' });
  expect(asked.at(-1)?.has('after_id')).toBe(false);
  expect(asked.at(-1)?.has('before_id')).toBe(false);
});
