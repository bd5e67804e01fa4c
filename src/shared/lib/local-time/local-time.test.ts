import { fromLocalInput, toLocalInput } from './local-time';

describe('local date-time inputs', () => {
  it('reads a datetime-local value as the device’s local time and writes it back the same', () => {
    const iso = fromLocalInput('2027-01-15T14:30');
    expect(iso).toBe(new Date(2027, 0, 15, 14, 30).toISOString());
    expect(toLocalInput(iso!)).toBe('2027-01-15T14:30');
  });

  it('refuses what is not a date and a time', () => {
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('2027-01-15')).toBeNull();
    expect(fromLocalInput('2027-13-45T99:99')).toBeNull();
  });
});
