/** An instant as a `datetime-local` input shows it: the device's local time, to the minute. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A `datetime-local` value (the device's local time) as an ISO instant, or null when it is not a time. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}

/** When a meeting starts, in the reader's own time zone. */
export const startLabel = (iso: string): string =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'full', timeStyle: 'short' });
