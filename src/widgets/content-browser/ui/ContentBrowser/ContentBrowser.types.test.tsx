import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { handleServerMessage } from '@/features/realtime';
import { contentItem, mockApi, page, renderWithStore } from '../../../../../tests/jest/content-harness';
import { ContentBrowser } from './ContentBrowser';
import { folder, ownSpace } from './test-fixtures';

afterEach(() => jest.restoreAllMocks());

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{`${pathname}${search}`}</output>;
}
const address = () => screen.getByRole('status', { name: 'Address' }).textContent;

const sender = { id: 'g1', full_name: 'Alex Agent' };
const form = contentItem({
  id: 'form-1',
  title: 'Health intake',
  type: 'intake_form',
  size: null,
  content_type: 'intake_form',
  form_status: 'draft',
  space: 'shared',
  shared_by: sender,
});
const shared = contentItem({ id: 'm1', title: 'Brochure.pdf', space: 'shared', shared_by: sender });

/** The shared space: a folder, an intake form and a file; `type` narrows it as the API does. */
function sharedSpace() {
  return mockApi({
    'GET /content/shared': ({ search }: { search: URLSearchParams }) => {
      const all = [{ ...folder, space: 'shared' as const }, form, shared];
      const type = search.get('type');
      return page(type ? all.filter((item) => item.type === type) : all);
    },
  });
}

it('narrows the shared list to intake forms on the server and keeps the type in the address', async () => {
  const calls = sharedSpace();
  renderWithStore(
    <>
      <ContentBrowser space="shared" />
      <Address />
    </>,
    { path: '/materials?tab=shared&page=2', route: '/materials' },
  );
  await screen.findByRole('link', { name: 'Brochure.pdf' });
  const typeField = screen.getByRole('combobox', { name: 'Type' });
  expect(
    within(typeField)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['All', 'Folders', 'Files', 'Intake forms']);
  await userEvent.selectOptions(typeField, 'Intake forms');
  await waitFor(() => expect(screen.queryByRole('link', { name: 'Brochure.pdf' })).not.toBeInTheDocument());
  expect(calls.at(-1)?.search.get('type')).toBe('intake_form');
  // A new filter starts on page one.
  expect(address()).toBe('/materials?tab=shared&type=intake_form');

  await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'All');
  // The whole list again (answered from the cache: it was read before the filter).
  await screen.findByRole('link', { name: 'Brochure.pdf' });
  expect(address()).toBe('/materials?tab=shared');
});

it('opens the list at the type named in the address', async () => {
  const calls = sharedSpace();
  renderWithStore(<ContentBrowser space="shared" />, { path: '/materials?type=folder', route: '/materials' });
  expect(await screen.findByRole('button', { name: 'Contracts' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Health intake' })).not.toBeInTheDocument();
  expect(calls.at(-1)?.search.get('type')).toBe('folder');
  expect(screen.getByRole('combobox', { name: 'Type' })).toHaveDisplayValue('Folders');
});

it('offers no intake forms in my own materials, and ignores one named in the address', async () => {
  const calls = ownSpace();
  renderWithStore(<ContentBrowser space="own" />, { path: '/materials?type=intake_form', route: '/materials' });
  await screen.findByRole('link', { name: 'Brochure.pdf' });
  expect(calls.at(-1)?.search.has('type')).toBe(false);
  const options = within(screen.getByRole('combobox', { name: 'Type' })).getAllByRole('option');
  expect(options.map((o) => o.textContent)).toEqual(['All', 'Folders', 'Files']);
});

it('shows an intake form with its state, opens it on its form page, and never selects it', async () => {
  sharedSpace();
  renderWithStore(<ContentBrowser space="shared" />, { path: '/materials?tab=shared', route: '/materials' });
  const link = await screen.findByRole('link', { name: 'Health intake' });
  expect(link).toHaveAttribute('href', '/materials/form-review/form-1');
  const row = screen.getByRole('row', { name: 'Health intake' });
  expect(within(row).getByLabelText('Intake form')).toBeInTheDocument();
  expect(within(row).getByText('To fill in')).toBeInTheDocument();
  expect(within(row).queryByRole('checkbox')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
  expect(screen.getByRole('checkbox', { name: 'Select Brochure.pdf' })).toBeChecked();
  expect(screen.getByText(/2 selected/)).toBeInTheDocument();
});

it('shows a form sent to me as soon as its notification arrives, in the list filtered to intake forms', async () => {
  let arrived = false;
  mockApi({
    'GET /content/shared': ({ search }: { search: URLSearchParams }) => {
      expect(search.get('type')).toBe('intake_form');
      return page(arrived ? [form] : []);
    },
  });
  const store = renderWithStore(<ContentBrowser space="shared" />, { path: '/materials?type=intake_form', route: '/materials' });
  expect(await screen.findByText('No intake forms here')).toBeInTheDocument();
  arrived = true;
  handleServerMessage(
    {
      type: 'notification',
      payload: {
        id: 'x2',
        type: 'intake_form_sent',
        title: 'New form to fill in: Health intake',
        body: 'Fill it in and sign it when you are ready.',
        link: '/materials/form-review/form-1',
        read: false,
        created_at: '2026-11-23T10:00:00Z',
      },
    },
    { dispatch: store.dispatch },
  );
  expect(await screen.findByRole('link', { name: 'Health intake' })).toBeInTheDocument();
});
