import { render, screen, within } from '@testing-library/react';
import type { UploadItem } from '../../model/upload-queue';
import { UploadPanel } from './UploadPanel';

const LONG = `${'Quarterly Medicare Advantage plan comparison for the northern region '.repeat(3)}final.pdf`;
const noop = () => undefined;
const item = (name: string, size: number, change: Partial<UploadItem>): UploadItem => ({
  id: name,
  name,
  size,
  folderId: null,
  loaded: 0,
  status: 'uploading',
  ...change,
});

const show = (items: UploadItem[]) =>
  render(<UploadPanel items={items} onCancel={noop} onRetry={noop} onDiscard={noop} onCancelAll={noop} onClear={noop} />);

it('says a cancelled upload was cancelled, with an empty bar, never "0 B of 0 B"', async () => {
  show([item('Rates.pdf', 2048, { status: 'cancelled' })]);
  const panel = await screen.findByRole('region', { name: 'Uploads' });
  expect(panel).toHaveTextContent('Upload cancelled');
  expect(panel).not.toHaveTextContent('0 B of 0 B');
  const row = within(panel).getByRole('listitem', { name: 'Rates.pdf' });
  expect(row).toHaveTextContent('Cancelled');
  expect(within(row).getByRole('progressbar', { name: 'Progress of Rates.pdf' })).toHaveAttribute('aria-valuenow', '0');
});

it('counts a cancelled upload apart from the others', async () => {
  show([item('a.pdf', 1024, { loaded: 1024, status: 'done' }), item('b.pdf', 1024, { status: 'cancelled' })]);
  expect(await screen.findByRole('region', { name: 'Uploads' })).toHaveTextContent(
    '1 of 2 uploaded · 1.0 kB of 1.0 kB · 1 cancelled',
  );
});

it('keeps a long name on one line with an ellipsis, its full name still readable', async () => {
  show([item(LONG, 10, { loaded: 5 })]);
  const row = await screen.findByRole('listitem', { name: LONG });
  const name = within(row).getByText(LONG);
  expect(name).toHaveStyle({ whiteSpace: 'nowrap', textOverflow: 'ellipsis', overflow: 'hidden' });
  expect(name).toHaveAttribute('aria-label', LONG);
});

it('shows sizes in SI units: 200,000,000 bytes are 200 MB', async () => {
  show([item('big.mp4', 200_000_000, { loaded: 191_000_000 })]);
  expect(await screen.findByRole('region', { name: 'Uploads' })).toHaveTextContent('191 MB of 200 MB');
});

it('shows speed and time left for each upload and for all of them, and tells a screen reader only every tenth', async () => {
  show([
    item('a.mp4', 100_000_000, { loaded: 40_000_000, speed: 10_000_000 }),
    item('b.mp4', 100_000_000, { loaded: 20_000_000, speed: 5_000_000 }),
  ]);
  const panel = await screen.findByRole('region', { name: 'Uploads' });
  expect(panel).toHaveTextContent('Uploading 0 of 2 done · 60 MB of 200 MB · 15 MB/s · 10 s left');
  expect(within(panel).getByRole('listitem', { name: 'a.mp4' })).toHaveTextContent('40 MB of 100 MB · 10 MB/s · 6 s left');
  expect(within(panel).getByRole('status')).toHaveTextContent('Uploading: 30% done.');
  expect(within(panel).getByRole('button', { name: 'Cancel a.mp4' })).toBeInTheDocument();
  expect(within(panel).getByRole('button', { name: 'Cancel all' })).toBeInTheDocument();
});

it('says an offline upload waits for the network, and what to do with an unfinished one', async () => {
  show([item('a.mp4', 1000, { loaded: 400, status: 'offline' }), item('b.mp4', 1000, { loaded: 300, status: 'unfinished' })]);
  const panel = await screen.findByRole('region', { name: 'Uploads' });
  expect(within(panel).getByRole('listitem', { name: 'a.mp4' })).toHaveTextContent('continues when the network is back');
  const unfinished = within(panel).getByRole('listitem', { name: 'b.mp4' });
  expect(unfinished).toHaveTextContent('Stopped at 300 B of 1.0 kB. Choose the same file again to continue.');
  expect(within(unfinished).getByRole('button', { name: 'Discard b.mp4' })).toBeInTheDocument();
  expect(within(unfinished).queryByRole('button', { name: 'Cancel b.mp4' })).not.toBeInTheDocument();
  expect(within(panel).getByRole('status')).toHaveTextContent('Uploads paused: waiting for the network.');
  expect(panel).toHaveTextContent('1 unfinished');
});

/** Whether `selector` selects `element`; selectors jsdom does not know (browser-specific) select nothing. */
function matches(element: Element, selector: string): boolean {
  try {
    return element.matches(selector);
  } catch {
    return false;
  }
}

/** The `transition` of the style rules that apply to `element` (jsdom computes no cascade of it). */
const transitionsOf = (element: Element) =>
  [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && matches(element, rule.selectorText))
    .map((rule) => rule.style.transition)
    .filter(Boolean);

it('moves its bars to each new value at once: a sliding bar keeps the browser painting for the whole upload', async () => {
  show([item('Tour.mp4', 1000, { loaded: 400 }), item('Plan.pdf', 1000, { loaded: 100 })]);
  const bars = await screen.findAllByRole('progressbar');
  expect(bars).toHaveLength(3); // the total and one per file
  for (const bar of bars) {
    const fill = bar.querySelector('.MuiLinearProgress-bar');
    expect(fill).not.toBeNull();
    // MUI's own rule slides it; ours, more specific (root and bar), turns that off.
    expect(transitionsOf(fill!)).toContain('none');
  }
});
