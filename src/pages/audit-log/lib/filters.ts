import type { AuditAction, ListAuditEntriesApiArg } from '@/shared/api';

export interface AuditFilterValues {
  memberId: string | null;
  action: AuditAction | null;
  /** Days as the date inputs give them (YYYY-MM-DD), or ''. */
  from: string;
  to: string;
}

export const NO_FILTERS: AuditFilterValues = { memberId: null, action: null, from: '', to: '' };

/** The query arguments for the filters: empty ones are left out. */
export function filterArgs(values: AuditFilterValues): Omit<ListAuditEntriesApiArg, 'page' | 'size'> {
  return {
    ...(values.memberId ? { memberId: values.memberId } : {}),
    ...(values.action ? { action: values.action } : {}),
    ...(values.from ? { from: values.from } : {}),
    ...(values.to ? { to: values.to } : {}),
  };
}

/** A problem with the period a person can fix, or null. */
export function periodProblem(values: AuditFilterValues): string | null {
  return values.from && values.to && values.from > values.to ? 'The start date is after the end date.' : null;
}

/** The export's file name: the day it was taken, and the filters' period when there is one. */
export function exportFileName(values: AuditFilterValues, today = new Date()): string {
  const period = values.from || values.to ? `-${values.from || 'start'}-to-${values.to || 'today'}` : '';
  return `audit-log-${today.toISOString().slice(0, 10)}${period}.csv`;
}
