import type { DistributionRules, MaterialLifecycle } from '@/shared/api';

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
  if (life.states.includes('withheld') && life.withheld_reason) return life.withheld_reason;
  return 'This version is waiting for approval and cannot be opened yet.';
}

export const useUntilText = (life: MaterialLifecycle): string | null =>
  life.use_until ? `use until ${day(life.use_until)}` : null;

/** "For agents with a securities licence · clients in TX, OK · watermarked for clients", or null when open to all. */
export function rulesText(rules: DistributionRules): string | null {
  const parts = [
    rules.requires_license ? 'For agents with a securities licence' : null,
    rules.allowed_states.length > 0 ? `clients in ${rules.allowed_states.join(', ')}` : null,
    rules.watermark_clients ? 'watermarked for clients' : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}
