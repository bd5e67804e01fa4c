/** A date range as the admin picks it: two calendar days, both included. */
export interface DayRange {
  from: string;
  to: string;
}

export type RangeCheck = { ok: true; from: string; to: string } | { ok: false; field: 'from' | 'to'; message: string };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The export's range from two days (`YYYY-MM-DD`, the date inputs' value), as the API reads it: from the
 * start of the first day to the start of the day after the last (UTC, the record's clock). The message
 * says what to change.
 */
export function checkRange({ from, to }: DayRange): RangeCheck {
  if (!DAY.test(from)) return { ok: false, field: 'from', message: 'Choose the first day of the range.' };
  if (!DAY.test(to)) return { ok: false, field: 'to', message: 'Choose the last day of the range.' };
  if (to < from)
    return { ok: false, field: 'to', message: 'The last day is before the first: choose a last day on or after the first.' };
  const end = new Date(`${to}T00:00:00.000Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  return { ok: true, from: `${from}T00:00:00.000Z`, to: end.toISOString() };
}
