import { lazyDateFormat } from '@/shared/lib/date-format';

const DATE = lazyDateFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** "Nov 20, 2026". */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : DATE(date);
}
