import { lazyDateFormat } from './date-format';

it('formats like Intl.DateTimeFormat with the same locale and options', () => {
  const options: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' };
  const format = lazyDateFormat('en-US', options);
  const date = new Date('2026-11-20T10:00:00.000Z');
  expect(format(date)).toBe('Nov 20, 2026');
  expect(format(new Date('2026-01-02T00:00:00.000Z'))).toBe('Jan 2, 2026');
});

it('builds the formatter on its first use, not before, and only once', () => {
  const spy = jest.spyOn(Intl, 'DateTimeFormat');
  try {
    const format = lazyDateFormat('en-US', { dateStyle: 'medium' });
    expect(spy).not.toHaveBeenCalled();
    format(new Date());
    format(new Date());
    expect(spy).toHaveBeenCalledTimes(1);
  } finally {
    spy.mockRestore();
  }
});
