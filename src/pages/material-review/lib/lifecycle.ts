import type { MaterialLifecycle } from '@/shared/api';

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/** "approved by Ada Admin on 28 Nov 2026", when the version shown was approved. */
export const approvedText = (life: MaterialLifecycle): string | null =>
  life.approved_by && life.approved_at ? `approved by ${life.approved_by} on ${day(life.approved_at)}` : null;

/** Why the material cannot be opened now, in the words of its state. */
export function closedText(life: MaterialLifecycle): string {
  if (life.states.includes('withdrawn'))
    return `This material was withdrawn${life.withdrawn_reason ? `: ${life.withdrawn_reason}` : '.'}`;
  if (life.states.includes('expired'))
    return `This material expired on ${life.use_until ? day(life.use_until) : ''} and can no longer be opened.`;
  return 'This version is waiting for approval and cannot be opened yet.';
}

export const useUntilText = (life: MaterialLifecycle): string | null =>
  life.use_until ? `use until ${day(life.use_until)}` : null;
