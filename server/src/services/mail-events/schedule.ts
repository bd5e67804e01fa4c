import type { DigestFrequency } from '../../contract/mail-preferences.js';

const QUARTER_MS = 15 * 60_000;
/** Two days of quarter hours: enough to reach any local hour across a DST change. */
const MAX_STEPS = 2 * 24 * 4 + 8;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: 'numeric', hourCycle: 'h23' });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The local hour and minute of an instant in a time zone. */
function localTime(ms: number, timeZone: string): { hour: number; minute: number } {
  const parts = formatter(timeZone).formatToParts(new Date(ms));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { hour: get('hour') % 24, minute: get('minute') };
}

/** Whether the runtime knows this IANA time zone. */
export function isTimeZone(name: string): boolean {
  try {
    formatter(name);
    return true;
  } catch {
    return false;
  }
}

/**
 * When the member's next digest goes out after `now`: the next top of a local hour (hourly), or the next
 * time the local clock shows `hour`:00 (daily). Every zone's offset is a multiple of 15 minutes, so the
 * quarter hours after `now` are the candidates.
 */
export function nextDigestAt(now: number, frequency: Exclude<DigestFrequency, 'off'>, hour: number, timeZone: string): number {
  let t = Math.floor(now / QUARTER_MS) * QUARTER_MS + QUARTER_MS;
  for (let step = 0; step < MAX_STEPS; step += 1, t += QUARTER_MS) {
    const local = localTime(t, timeZone);
    if (local.minute === 0 && (frequency === 'hourly' || local.hour === hour)) return t;
  }
  // A zone whose clock skips this hour today and tomorrow does not exist; fall back to a day from now.
  return now + 24 * 3600_000;
}
