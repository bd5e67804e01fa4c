import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from '@/shared/ui/toast';
import { renderWithStore } from '../../../../../tests/jest/content-harness';
import { installFakeXhr } from '../../../../../tests/jest/fake-xhr';
import { ContentBrowser } from './ContentBrowser';
import { brochure, file, inside, ownSpace } from './test-fixtures';

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

      const item = await screen.findByRole('listitem', { name: 'plan.pdf' });
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
      const item = await screen.findByRole('listitem', { name: 'huge.bin' });
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
});
