import { act, render, screen, within } from '@testing-library/react';
import { notifyError, notifyInfo, notifySuccess } from './notify';
import { ToastProvider } from './ToastProvider';

async function renderToasts() {
  render(<ToastProvider />);
  // The toast host is its own chunk; wait until it is in place.
  await act(async () => {
    await import('./ToastHost');
  });
}

describe('toasts', () => {
  it('shows the response detail of a 400 in an error toast titled "Error"', async () => {
    await renderToasts();
    act(() => notifyError({ status: 400, data: { detail: 'That folder name is taken.' } }, 'Could not save.'));
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Error')).toBeInTheDocument();
    expect(within(toast).getByText('That folder name is taken.')).toBeInTheDocument();
    expect(within(toast).queryByText('Could not save.')).not.toBeInTheDocument();
  });

  it('uses the fallback for any other error, even one with a detail', async () => {
    await renderToasts();
    act(() => notifyError({ status: 500, data: { detail: 'Internal failure' } }, 'Could not save.'));
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Could not save.')).toBeInTheDocument();
    expect(within(toast).queryByText('Internal failure')).not.toBeInTheDocument();
  });

  it('uses the fallback for a 400 without a detail and for network failures', async () => {
    await renderToasts();
    act(() => notifyError({ status: 400, data: {} }, 'Invalid invitation link'));
    act(() => notifyError({ status: 'FETCH_ERROR', error: 'TypeError' }, 'Cannot reach the server.'));
    expect(await screen.findByText('Invalid invitation link')).toBeInTheDocument();
    expect(await screen.findByText('Cannot reach the server.')).toBeInTheDocument();
  });

  it('shows success and info toasts as status messages', async () => {
    await renderToasts();
    act(() => notifySuccess('Folder created.', 'Saved'));
    act(() => notifyInfo('A new material was shared with you.'));
    const statuses = await screen.findAllByRole('status');
    expect(statuses.map((s) => s.textContent)).toEqual(
      expect.arrayContaining([expect.stringContaining('Folder created.'), expect.stringContaining('A new material was shared')]),
    );
    expect(screen.getByText('Saved')).toBeInTheDocument();
  });

  it('closes after the toast timeout', async () => {
    jest.useFakeTimers();
    try {
      await renderToasts();
      await act(async () => notifyInfo('Short-lived'));
      expect(screen.getByText('Short-lived')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(4500));
      expect(screen.getByText('Short-lived')).toBeInTheDocument();
      for (let i = 0; i < 10; i += 1) act(() => jest.advanceTimersByTime(200));
      expect(screen.queryByText('Short-lived')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
