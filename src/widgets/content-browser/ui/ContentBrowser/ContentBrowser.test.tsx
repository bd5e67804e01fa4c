import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { File as NodeFile } from 'node:buffer';
import { ToastProvider } from '@/shared/ui/toast';
import { contentItem, mockApi, page, renderWithStore } from '../../../../../tests/jest/content-harness';
import { installFakeXhr } from '../../../../../tests/jest/fake-xhr';
import { ContentBrowser } from './ContentBrowser';

const folder = contentItem({ id: 'f1', title: 'Contracts', type: 'folder', size: null, content_type: null });
const brochure = contentItem({ id: 'm1', title: 'Brochure.pdf', size: 2048 });
const notes = contentItem({ id: 'm2', title: 'notes.txt', size: 10, content_type: 'text/plain' });
const inside = contentItem({ id: 'm3', title: 'Lease.pdf', folder_id: 'f1' });

/** The own space: the root holds a folder and two files; the folder holds one file; search finds nothing. */
function ownSpace(extra: Record<string, unknown> = {}) {
  return mockApi({
    'GET /content/': ({ search }: { search: URLSearchParams }) => {
      if (search.get('title')) return page([]);
      return page(search.get('folder_id') === 'f1' ? [inside] : [notes, folder, brochure]);
    },
    ...extra,
  });
}

/** A file the way the browser hands it over; Node's File, so that FormData (Node's too) takes it. */
const file = (parts: string[], name: string, options?: { type: string }) => new NodeFile(parts, name, options) as unknown as File;

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
    expect(within(screen.getByRole('row', { name: 'Brochure.pdf' })).getByText('2.0 KB')).toBeInTheDocument();
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
    expect(within(cards[1]!).getByText('2.0 KB')).toBeInTheDocument();
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
    const dialog = screen.getByRole('dialog', { name: 'Delete 2 items?' });
    expect(dialog).toHaveTextContent('Folders are deleted with everything in them.');
    const lists = calls.filter((call) => call.path === '/content/').length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const removal = calls.find((call) => call.method === 'DELETE');
    expect(JSON.parse(removal!.body)).toEqual({ folder_ids: ['f1'], material_ids: ['m2'] });
    await waitFor(() => expect(calls.filter((call) => call.path === '/content/').length).toBeGreaterThan(lists));
    expect(screen.queryByRole('toolbar', { name: 'Selection actions' })).not.toBeInTheDocument();
  });

  it('downloads one selected material under the name the server gives', async () => {
    const saved: Array<{ name: string; text: Promise<string> }> = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      saved.push({ name: '', text: blob.text() });
      return 'blob:test';
    });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.at(-1)!.name = this.download;
    });
    const calls = ownSpace({
      'GET /material/m2': () =>
        new Response('the notes', {
          headers: { 'content-type': 'text/plain', 'content-disposition': 'attachment; filename="notes.txt"' },
        }),
    });
    renderWithStore(<ContentBrowser space="own" />);
    await screen.findByRole('link', { name: 'notes.txt' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select notes.txt' }));
    await userEvent.click(
      within(screen.getByRole('toolbar', { name: 'Selection actions' })).getByRole('button', { name: 'Download' }),
    );
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toBe('notes.txt');
    expect(await saved[0]!.text).toBe('the notes');
    expect(calls.some((call) => call.method === 'GET' && call.path === '/material/m2')).toBe(true);
  });

  it('downloads a selection of several items as one zip, POSTing the ids', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:test');
    const names: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const calls = ownSpace({
      'POST /content/download': () => new Response(new Blob(['PK']), { headers: { 'content-type': 'application/zip' } }),
    });
    renderWithStore(<ContentBrowser space="own" />);
    await screen.findByRole('link', { name: 'Brochure.pdf' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Contracts' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Brochure.pdf' }));
    await userEvent.click(
      within(screen.getByRole('toolbar', { name: 'Selection actions' })).getByRole('button', { name: 'Download' }),
    );
    await waitFor(() => expect(names).toEqual(['materials.zip']));
    expect(JSON.parse(calls.find((call) => call.path === '/content/download')!.body)).toEqual({
      folder_ids: ['f1'],
      material_ids: ['m1'],
    });
  });

  it('says the download failed, in an error toast', async () => {
    render(<ToastProvider />);
    await act(async () => {
      await import('@/shared/ui/toast/ToastHost');
    });
    ownSpace({ 'GET /material/m1': () => Response.json({ detail: 'This material is no longer available.' }, { status: 404 }) });
    renderWithStore(<ContentBrowser space="own" />);
    await screen.findByRole('link', { name: 'Brochure.pdf' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Brochure.pdf' }));
    await userEvent.click(
      within(screen.getByRole('toolbar', { name: 'Selection actions' })).getByRole('button', { name: 'Download' }),
    );
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('The download failed.');
  });

  it('uploads chosen files into the open folder with progress, then lists them', async () => {
    const xhr = installFakeXhr();
    try {
      const calls = ownSpace();
      renderWithStore(<ContentBrowser space="own" />);
      await userEvent.click(await screen.findByRole('button', { name: 'Contracts' }));
      await screen.findByRole('link', { name: 'Lease.pdf' });
      await userEvent.upload(
        screen.getByLabelText('Choose files to upload'),
        file(['x'.repeat(2000)], 'plan.pdf', { type: 'application/pdf' }),
      );
      await waitFor(() => expect(xhr.sent).toHaveLength(1));
      const [upload] = xhr.sent;
      expect(upload!.url).toBe('http://localhost/api/frontend/material/');
      expect(upload!.authorization).toBe('Bearer t');
      expect([...upload!.form.keys()]).toEqual(['folder_id', 'file']);
      expect(upload!.form.get('folder_id')).toBe('f1');

      const item = screen.getByRole('listitem', { name: 'plan.pdf' });
      act(() => upload!.progress(1000, 2000));
      expect(within(item).getByRole('progressbar', { name: 'Progress of plan.pdf' })).toHaveAttribute('aria-valuenow', '50');
      const lists = calls.length;
      act(() => upload!.respond(201, { ...inside, id: 'm9', title: 'plan.pdf' }));
      expect(await within(item).findByText('Uploaded')).toBeInTheDocument();
      expect(screen.getByText(/1 of 1 uploaded/)).toBeInTheDocument();
      await waitFor(() => expect(calls.length).toBeGreaterThan(lists));
    } finally {
      xhr.restore();
    }
  });

  it('shows a failed upload with the reason, and retries it', async () => {
    const xhr = installFakeXhr();
    try {
      ownSpace();
      renderWithStore(<ContentBrowser space="own" />);
      await screen.findByRole('link', { name: 'Brochure.pdf' });
      await userEvent.upload(screen.getByLabelText('Choose files to upload'), file(['x'], 'huge.bin'));
      await waitFor(() => expect(xhr.sent).toHaveLength(1));
      act(() => xhr.sent[0]!.respond(413, { detail: 'The file is larger than 1 GiB.' }));
      const item = screen.getByRole('listitem', { name: 'huge.bin' });
      expect(await within(item).findByText('Failed: The file is larger than 1 GiB.')).toBeInTheDocument();
      await userEvent.click(within(item).getByRole('button', { name: 'Retry huge.bin' }));
      await waitFor(() => expect(xhr.sent).toHaveLength(2));
      act(() => xhr.sent[1]!.respond(201, { ...brochure, id: 'm8', title: 'huge.bin' }));
      expect(await within(item).findByText('Uploaded')).toBeInTheDocument();
    } finally {
      xhr.restore();
    }
  });

  it('cancels an upload in flight', async () => {
    const xhr = installFakeXhr();
    try {
      ownSpace();
      renderWithStore(<ContentBrowser space="own" />);
      await screen.findByRole('link', { name: 'Brochure.pdf' });
      await userEvent.upload(screen.getByLabelText('Choose files to upload'), file(['x'], 'slow.mov'));
      await waitFor(() => expect(xhr.sent).toHaveLength(1));
      const item = screen.getByRole('listitem', { name: 'slow.mov' });
      await userEvent.click(within(item).getByRole('button', { name: 'Cancel slow.mov' }));
      expect(await within(item).findByText('Cancelled')).toBeInTheDocument();
      expect(xhr.sent[0]!.aborted).toBe(true);
    } finally {
      xhr.restore();
    }
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
