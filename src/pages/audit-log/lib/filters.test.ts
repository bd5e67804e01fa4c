import { exportFileName, filterArgs, NO_FILTERS, periodProblem } from './filters';

it('leaves empty filters out of the query', () => {
  expect(filterArgs(NO_FILTERS)).toEqual({});
  expect(filterArgs({ memberId: 'm1', action: 'content.sent', from: '2026-01-01', to: '' })).toEqual({
    memberId: 'm1',
    action: 'content.sent',
    from: '2026-01-01',
  });
});

it('refuses a period that ends before it starts', () => {
  expect(periodProblem({ ...NO_FILTERS, from: '2026-02-01', to: '2026-01-01' })).toBe('The start date is after the end date.');
  expect(periodProblem({ ...NO_FILTERS, from: '2026-01-01', to: '2026-01-01' })).toBeNull();
});

it('names the export by the day and the period', () => {
  const today = new Date('2026-11-23T10:00:00Z');
  expect(exportFileName(NO_FILTERS, today)).toBe('audit-log-2026-11-23.csv');
  expect(exportFileName({ ...NO_FILTERS, from: '2026-11-01' }, today)).toBe('audit-log-2026-11-23-2026-11-01-to-today.csv');
});
