import type { ListLifecycle, MaterialLifecycle } from '@/shared/api';

type ChipColor = 'default' | 'info' | 'success' | 'warning' | 'error';

const DAY_MS = 86_400_000;

/**
 * The state chips of a material, most serious first: Withdrawn, Expired, Pending approval, Not approved,
 * Withheld (its holder no longer qualifies: the material page only), Approved, Expires in N days (within 14 days of its "use until"),
 * then a copy's ceilings in lists: View only, No re-send. Each is a word, never a colour alone.
 * The lists, search and the review page show the same chips.
 */
export function lifecycleChips(
  life: Pick<ListLifecycle | MaterialLifecycle, 'version_state' | 'use_until'> & {
    states: readonly string[];
    ceilings?: readonly string[];
  },
  now = Date.now(),
): { label: string; color: ChipColor }[] {
  const chips: { label: string; color: ChipColor }[] = [];
  if (life.states.includes('withdrawn')) chips.push({ label: 'Withdrawn', color: 'error' });
  if (life.states.includes('expired')) chips.push({ label: 'Expired', color: 'default' });
  if (life.states.includes('pending')) chips.push({ label: 'Pending approval', color: 'warning' });
  if (life.states.includes('rejected')) chips.push({ label: 'Not approved', color: 'error' });
  if (life.states.includes('withheld')) chips.push({ label: 'Withheld', color: 'warning' });
  if (life.version_state === 'approved') chips.push({ label: 'Approved', color: 'success' });
  if (life.use_until && !life.states.includes('expired')) {
    const days = Math.ceil((Date.parse(life.use_until) - now) / DAY_MS);
    if (days <= 14) chips.push({ label: `Expires in ${days} day${days === 1 ? '' : 's'}`, color: 'warning' });
  }
  const ceilings = life.ceilings ?? [];
  if (ceilings.includes('view_only')) chips.push({ label: 'View only', color: 'default' });
  if (ceilings.includes('no_resend')) chips.push({ label: 'No re-send', color: 'default' });
  return chips;
}
