import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from '@/shared/ui/toast';
import { installFakeTus } from '../../../../../tests/jest/fake-tus';
import { ContentBrowser } from './ContentBrowser';
import { page, renderWithStore } from '../../../../../tests/jest/content-harness';
import { brochure, file, ownSpace } from './test-fixtures';

afterEach(() => jest.restoreAllMocks());

describe('ContentBrowser transfers', () => {
  const link = (token: string) => ({ url: `/api/frontend/download?token=${token}`, token, expires_at: '2030-01-01T00:00:00Z' });

  it('starts the browser’s own download of one material from a link minted for it', async () => {
    const opened: Array<{ href: string; download: string }> = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      opened.push({ href: this.href, download: this.getAttribute('download') ?? '' });
    });
    const calls = ownSpace({ 'POST /download/link': link('one') });
    renderWithStore(<ContentBrowser space="own" />);
    await screen.findByRole('link', { name: 'notes.txt' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select notes.txt' }));
    await userEvent.click(
      within(screen.getByRole('toolbar', { name: 'Selection actions' })).getByRole('button', { name: 'Download' }),
    );
    await waitFor(() => expect(opened).toEqual([{ href: 'http://localhost/api/frontend/download?token=one', download: '' }]));
    expect(JSON.parse(calls.find((call) => call.path === '/download/link')!.body)).toEqual({
      folder_ids: [],
      material_ids: ['m2'],
      purpose: 'download',
    });
    // The SPA never fetches the bytes itself.
    expect(calls.some((call) => call.path.startsWith('/material/m2'))).toBe(false);
  });

  it('downloads a selection of several items as one zip from one link for those ids', async () => {
    const opened: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      opened.push(this.href);
    });
    const calls = ownSpace({ 'POST /download/link': link('zip') });
    renderWithStore(<ContentBrowser space="own" />);
    await screen.findByRole('link', { name: 'Brochure.pdf' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Contracts' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Brochure.pdf' }));
    await userEvent.click(
      within(screen.getByRole('toolbar', { name: 'Selection actions' })).getByRole('button', { name: 'Download' }),
    );
    await waitFor(() => expect(opened).toEqual(['http://localhost/api/frontend/download?token=zip']));
    expect(JSON.parse(calls.find((call) => call.path === '/download/link')!.body)).toEqual({
      folder_ids: ['f1'],
      material_ids: ['m1'],
      purpose: 'download',
    });
  });

  it('says the download failed, in an error toast', async () => {
    render(<ToastProvider />);
    await act(async () => {
      await import('@/shared/ui/toast/ToastHost');
    });
    ownSpace({
      'POST /download/link': () => Response.json({ detail: 'This material is no longer available.' }, { status: 404 }),
    });
    renderWithStore(<ContentBrowser space="own" />);
    await screen.findByRole('link', { name: 'Brochure.pdf' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Brochure.pdf' }));
    await userEvent.click(
      within(screen.getByRole('toolbar', { name: 'Selection actions' })).getByRole('button', { name: 'Download' }),
    );
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('The download could not be started.');
  });

  // Uploads are resumable (tus); the upload feature's own tests walk drops, reloads and cancels.
  it('uploads chosen files into the open folder with progress, then lists them', async () => {
    const calls = ownSpace();
    const tus = installFakeTus();
    try {
      renderWithStore(<ContentBrowser space="own" />, { user: { id: 'browser-user-1' } });
      await userEvent.click(await screen.findByRole('button', { name: 'Contracts' }));
      await screen.findByRole('link', { name: 'Lease.pdf' });
      await userEvent.upload(
        screen.getByLabelText('Choose files to upload'),
        file(['x'.repeat(2000)], 'plan.pdf', { type: 'application/pdf' }),
      );
      await waitFor(() => expect(tus.patches).toHaveLength(1));
      expect(tus.uploads.get('up1')?.metadata).toEqual({ filename: 'plan.pdf', filetype: 'application/pdf', folder_id: 'f1' });
      expect(tus.patches[0]!.authorization).toBe('Bearer t');

      const item = await screen.findByRole('listitem', { name: 'plan.pdf' });
      act(() => tus.patches[0]!.progress(1000));
      await waitFor(() =>
        expect(within(item).getByRole('progressbar', { name: 'Progress of plan.pdf' })).toHaveAttribute('aria-valuenow', '50'),
      );
      const lists = calls.length;
      act(() => tus.patches[0]!.complete());
      expect(await within(item).findByText('Uploaded')).toBeInTheDocument();
      expect(screen.getByText(/1 of 1 uploaded ·/)).toBeInTheDocument();
      await waitFor(() => expect(calls.length).toBeGreaterThan(lists));
    } finally {
      tus.restore();
    }
  });

  it('shows no upload panel in the shared space', async () => {
    ownSpace({ 'GET /content/shared': page([brochure]) });
    renderWithStore(<ContentBrowser space="shared" />, { user: { id: 'browser-user-2' } });
    await screen.findByRole('link', { name: 'Brochure.pdf' });
    expect(screen.queryByRole('region', { name: 'Uploads' })).not.toBeInTheDocument();
  });
});
