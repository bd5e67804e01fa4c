import { checkRange } from './range';

it('covers both days, the last one whole', () => {
  expect(checkRange({ from: '2026-03-01', to: '2026-03-31' })).toEqual({
    ok: true,
    from: '2026-03-01T00:00:00.000Z',
    to: '2026-04-01T00:00:00.000Z',
  });
  expect(checkRange({ from: '2026-03-01', to: '2026-03-01' })).toMatchObject({ ok: true, to: '2026-03-02T00:00:00.000Z' });
});

it('refuses an end before the start, and a missing day, naming the field', () => {
  expect(checkRange({ from: '2026-03-10', to: '2026-03-09' })).toEqual({
    ok: false,
    field: 'to',
    message: 'The last day is before the first: choose a last day on or after the first.',
  });
  expect(checkRange({ from: '', to: '2026-03-09' })).toMatchObject({ ok: false, field: 'from' });
  expect(checkRange({ from: '2026-03-01', to: '' })).toMatchObject({ ok: false, field: 'to' });
});
