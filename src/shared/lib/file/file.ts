/** Saves a blob under a name through a temporary object URL. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

const UNITS = ['B', 'kB', 'MB', 'GB', 'TB'];

/**
 * A size as people read it, in SI units as macOS and Android show them (1 MB = 1,000,000 bytes):
 * 200,000,000 → "200 MB", 1,500 → "1.5 kB". The one size formatter of the app: every size goes through it.
 */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined) return '—';
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  // 999,950 bytes would round to "1000 kB": say "1.0 MB" instead.
  if (unit > 0 && unit < UNITS.length - 1 && Math.round(value) >= 1000) {
    value /= 1000;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(value < 10 ? 1 : 0)} ${UNITS[unit]}`;
}

/** Longer URLs go as a form post: some proxies refuse request lines past 8 KB. */
const LONGEST_LINK = 4000;

/**
 * Lets the browser download from a URL itself (its own progress, nothing held in memory): a link
 * with `download`, or for a long token a form posted into a hidden frame (the page stays).
 */
export function openBrowserDownload(href: string, token: string): void {
  if (href.length <= LONGEST_LINK) {
    const link = document.createElement('a');
    link.href = href;
    link.download = '';
    link.rel = 'noopener';
    document.body.appendChild(link);
    link.click();
    link.remove();
    return;
  }
  const frameName = 'cascade-download-frame';
  if (!document.querySelector(`iframe[name="${frameName}"]`)) {
    const frame = document.createElement('iframe');
    frame.name = frameName;
    frame.title = 'Downloads';
    frame.hidden = true;
    document.body.appendChild(frame);
  }
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = href.split('?')[0]!;
  form.target = frameName;
  const field = document.createElement('input');
  field.type = 'hidden';
  field.name = 'token';
  field.value = token;
  form.appendChild(field);
  document.body.appendChild(form);
  form.submit();
  form.remove();
}
