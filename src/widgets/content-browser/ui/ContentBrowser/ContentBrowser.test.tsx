import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contentItem, mockApi, page, renderWithStore } from '../../../../../tests/jest/content-harness';
import { ContentBrowser } from './ContentBrowser';
import { ownSpace } from './test-fixtures';

const rowNames = () =>
  within(screen.getByRole('table', { name: 'Materials' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.getAttribute('aria-label'));

afterEach(() => jest.restoreAllMocks());

describe('ContentBrowser', () => {
  it('lists folders first with sizes, opens a folder and comes back by the path', async () => {
    const calls = ownSpace();
    renderWithStore(<ContentBrowser space="own" />);
    await screen.findByRole('link', { name: 'Brochure.pdf' });
    expect(rowNames()).toEqual(['Contracts', 'Brochure.pdf', 'notes.txt']);
    expect(within(screen.getByRole('row', { name: 'Brochure.pdf' })).getByText('2.0 kB')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Brochure.pdf' })).toHaveAttribute('href', '/materials/review/m1');

    await userEvent.click(screen.getByRole('button', { name: 'Contracts' }));
    expect(await screen.findByRole('link', { name: 'Lease.pdf' })).toBeInTheDocument();
    expect(calls.at(-1)?.search.get('folder_id')).toBe('f1');
    const path = screen.getByRole('navigation', { name: 'Folder path' });
    expect(within(path).getByText('Contracts')).toHaveAttribute('aria-current', 'page');

    await userEvent.click(within(path).getByRole('button', { name: 'My materials' }));
    expect(await screen.findByRole('link', { name: 'Brochure.pdf' })).toBeInTheDocument();
  });

  it('searches by title and says when nothing matches', async () => {
    const calls = ownSpace();
    renderWithStore(<ContentBrowser space="own" />);
    await screen.findByRole('link', { name: 'Brochure.pdf' });
    await userEvent.type(screen.getByLabelText('Search by title'), 'zebra');
    expect(await screen.findByRole('heading', { name: 'Nothing matches' })).toBeInTheDocument();
    expect(screen.getByText('No folder or file is called “zebra”.')).toBeInTheDocument();
    expect(calls.at(-1)?.search.get('title')).toBe('zebra');
  });

  it('shows the grid with a card per item when the grid view is chosen', async () => {
    ownSpace();
    renderWithStore(<ContentBrowser space="own" />);
    await screen.findByRole('link', { name: 'Brochure.pdf' });
    await userEvent.click(screen.getByRole('button', { name: 'Grid view' }));
    const cards = within(screen.getByRole('list', { name: 'Materials' })).getAllByRole('listitem');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['Contracts', 'Brochure.pdf', 'notes.txt']);
    expect(within(cards[0]!).getByText('Folder')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('2.0 kB')).toBeInTheDocument();
  });

  it('opens in the view the address names (?view=grid), whatever the kept preference says', async () => {
    ownSpace();
    const store = renderWithStore(<ContentBrowser space="own" />, { path: '/?view=grid' });
    expect(await screen.findByRole('list', { name: 'Materials' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'List view' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(store.getState().preferences.contentView).toBe('list');
  });

  it('offers the actions for the selection, and "Select all" selects every row', async () => {
    ownSpace();
    renderWithStore(<ContentBrowser space="own" />);
    await screen.findByRole('link', { name: 'Brochure.pdf' });
    expect(screen.queryByRole('toolbar', { name: 'Selection actions' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Brochure.pdf' }));
    const bar = screen.getByRole('toolbar', { name: 'Selection actions' });
    expect(within(bar).getByText('1 selected')).toBeInTheDocument();
    expect(
      within(bar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Move', 'Copy', 'Send', 'Download', 'Delete', 'Clear selection']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    expect(within(bar).getByText('3 selected')).toBeInTheDocument();
    await userEvent.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('toolbar', { name: 'Selection actions' })).not.toBeInTheDocument();
  });

  it('deletes the selection after asking, and the list is loaded again', async () => {
    const calls = ownSpace({ 'DELETE /content/delete': { deleted: 2 } });
    renderWithStore(<ContentBrowser space="own" />);
    await screen.findByRole('link', { name: 'Brochure.pdf' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Contracts' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select notes.txt' }));
    await userEvent.click(
      within(screen.getByRole('toolbar', { name: 'Selection actions' })).getByRole('button', { name: 'Delete' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 items?' });
    expect(dialog).toHaveTextContent('Folders are deleted with everything in them.');
    const lists = calls.filter((call) => call.path === '/content/').length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const removal = calls.find((call) => call.method === 'DELETE');
    expect(JSON.parse(removal!.body)).toEqual({ folder_ids: ['f1'], material_ids: ['m2'] });
    await waitFor(() => expect(calls.filter((call) => call.path === '/content/').length).toBeGreaterThan(lists));
    expect(screen.queryByRole('toolbar', { name: 'Selection actions' })).not.toBeInTheDocument();
  });

  it('in the shared space names the sender, offers no move and no upload', async () => {
    mockApi({
      'GET /content/shared': page([
        contentItem({ id: 'm5', title: 'Policy.pdf', space: 'shared', shared_by: { id: 'a1', full_name: 'Alex Agent' } }),
      ]),
    });
    renderWithStore(<ContentBrowser space="shared" />);
    await screen.findByRole('link', { name: 'Policy.pdf' });
    expect(within(screen.getByRole('row', { name: 'Policy.pdf' })).getByText('Alex Agent')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload files' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New folder' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Policy.pdf' }));
    const bar = screen.getByRole('toolbar', { name: 'Selection actions' });
    expect(
      within(bar)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Copy', 'Send', 'Download', 'Delete', 'Clear selection']);
  });
});
