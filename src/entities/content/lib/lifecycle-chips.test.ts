import { lifecycleChips } from './lifecycle-chips';

const DAY = 86_400_000;
const now = Date.parse('2026-11-28T12:00:00Z');
const labels = (life: Parameters<typeof lifecycleChips>[0]) => lifecycleChips(life, now).map((c) => c.label);

describe('state chips, in words', () => {
  it('says Pending approval, Approved and Expires in N days within 14 days of "use until"', () => {
    expect(labels({ states: ['pending'], version_state: 'pending', use_until: null })).toEqual(['Pending approval']);
    expect(labels({ states: [], version_state: 'approved', use_until: new Date(now + 5 * DAY).toISOString() })).toEqual([
      'Approved',
      'Expires in 5 days',
    ]);
    expect(labels({ states: [], version_state: 'published', use_until: new Date(now + 30 * DAY).toISOString() })).toEqual([]);
    expect(labels({ states: [], version_state: 'published', use_until: new Date(now + DAY).toISOString() })).toEqual([
      'Expires in 1 day',
    ]);
  });

  it('puts Withdrawn and Expired first, and no countdown once expired', () => {
    expect(
      labels({ states: ['withdrawn', 'expired'], version_state: 'approved', use_until: new Date(now - DAY).toISOString() }),
    ).toEqual(['Withdrawn', 'Expired', 'Approved']);
    expect(labels({ states: ['rejected'], version_state: 'rejected', use_until: null })).toEqual(['Not approved']);
  });
});

it('says in lists what a copy’s sender kept from it', () => {
  const life = { states: [], version_state: null, use_until: null };
  expect(lifecycleChips({ ...life, ceilings: ['view_only', 'no_resend'] }).map((c) => c.label)).toEqual([
    'View only',
    'No re-send',
  ]);
  expect(lifecycleChips({ ...life, ceilings: [] })).toEqual([]);
});
