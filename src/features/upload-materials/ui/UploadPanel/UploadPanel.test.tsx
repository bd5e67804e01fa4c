import { render, screen, within } from '@testing-library/react';
import type { UploadItem } from '../../model/useUploads';
import { UploadPanel } from './UploadPanel';

const LONG = `${'Quarterly Medicare Advantage plan comparison for the northern region '.repeat(3)}final.pdf`;
const file = (name: string, size: number) => new File(['x'.repeat(size)], name, { type: 'application/pdf' });
const noop = () => undefined;

const show = (items: UploadItem[]) =>
  render(<UploadPanel items={items} onCancel={noop} onRetry={noop} onCancelAll={noop} onClear={noop} />);

it('says a cancelled upload was cancelled, with an empty bar, never "0 B of 0 B"', async () => {
  show([{ id: 'u1', file: file('Rates.pdf', 2048), folderId: null, loaded: 0, total: 0, status: 'cancelled' }]);
  const panel = await screen.findByRole('region', { name: 'Uploads' });
  expect(panel).toHaveTextContent('Upload cancelled');
  expect(panel).not.toHaveTextContent('0 B of 0 B');
  const row = within(panel).getByRole('listitem', { name: 'Rates.pdf' });
  expect(row).toHaveTextContent('Cancelled');
  expect(within(row).getByRole('progressbar', { name: 'Progress of Rates.pdf' })).toHaveAttribute('aria-valuenow', '0');
});

it('counts a cancelled upload apart from the others', async () => {
  show([
    { id: 'u1', file: file('a.pdf', 1024), folderId: null, loaded: 1024, total: 1024, status: 'done' },
    { id: 'u2', file: file('b.pdf', 1024), folderId: null, loaded: 0, total: 0, status: 'cancelled' },
  ]);
  expect(await screen.findByRole('region', { name: 'Uploads' })).toHaveTextContent(
    '1 of 2 uploaded · 1.0 kB of 1.0 kB · 1 cancelled',
  );
});

it('keeps a long name on one line with an ellipsis, its full name still readable', async () => {
  show([{ id: 'u1', file: file(LONG, 10), folderId: null, loaded: 5, total: 10, status: 'uploading' }]);
  const row = await screen.findByRole('listitem', { name: LONG });
  const name = within(row).getByText(LONG);
  expect(name).toHaveStyle({ whiteSpace: 'nowrap', textOverflow: 'ellipsis', overflow: 'hidden' });
  expect(name).toHaveAttribute('aria-label', LONG);
});

it('shows sizes in SI units: 200,000,000 bytes are 200 MB', async () => {
  const big = Object.defineProperty(new File([], 'big.mp4'), 'size', { value: 200_000_000 });
  show([{ id: 'u1', file: big, folderId: null, loaded: 191_000_000, total: 200_000_000, status: 'uploading' }]);
  expect(await screen.findByRole('region', { name: 'Uploads' })).toHaveTextContent('191 MB of 200 MB');
});
