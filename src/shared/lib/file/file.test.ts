import { formatBytes } from './file';

describe('formatBytes', () => {
  it.each<[number | null | undefined, string]>([
    [null, '—'],
    [undefined, '—'],
    [0, '0 B'],
    [999, '999 B'],
    [1000, '1.0 kB'],
    [1500, '1.5 kB'],
    [2048, '2.0 kB'],
    [999_949, '1.0 MB'],
    [999_400, '999 kB'],
    [1_000_000, '1.0 MB'],
    [5 * 1024 * 1024, '5.2 MB'],
    [191_000_000, '191 MB'],
    [200_000_000, '200 MB'],
    [2_000_000_000, '2.0 GB'],
    [3_500_000_000_000, '3.5 TB'],
  ])('%s bytes → %s (SI: 1 MB = 1,000,000 bytes)', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});
