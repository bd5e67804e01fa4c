import { lazyDateFormat } from '@/shared/lib/date-format';

const formatDay = lazyDateFormat(undefined, { dateStyle: 'medium' });
const formatMoment = lazyDateFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A date for a person to read (a day), or a dash. */
export const day = (iso: string | null | undefined) => (iso ? formatDay(new Date(iso)) : '—');
/** A moment (day and time), or a dash. */
export const moment = (iso: string | null | undefined) => (iso ? formatMoment(new Date(iso)) : '—');
/** A share as a whole percentage. */
export const percent = (rate: number | null) => (rate === null ? '—' : `${Math.round(rate * 100)}%`);
/** "1 time", "3 times". */
export const times = (n: number) => `${n} ${n === 1 ? 'time' : 'times'}`;
