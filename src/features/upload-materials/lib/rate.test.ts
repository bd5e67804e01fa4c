import { addSample, speedOf, timeLeftText, type Sample } from './rate';

const run = (points: Array<[number, number]>) =>
  points.reduce<Sample[]>((samples, [at, loaded]) => addSample(samples, { at, loaded }), []);

it('measures bytes per second over the last five seconds', () => {
  // 1 MB/s for ten seconds, then 4 MB/s for six: the window sees only the recent speed.
  const slowThenFast = run([
    ...Array.from({ length: 11 }, (_, s): [number, number] => [s * 1000, s * 1_000_000]),
    ...Array.from({ length: 6 }, (_, s): [number, number] => [11_000 + s * 1000, 10_000_000 + (s + 1) * 4_000_000]),
  ]);
  expect(speedOf(slowThenFast)).toBe(4_000_000);
});

it('knows no speed before a second of samples, and starts afresh when bytes go back (a resume)', () => {
  expect(
    speedOf(
      run([
        [0, 0],
        [500, 1000],
      ]),
    ),
  ).toBeUndefined();
  const resumed = run([
    [0, 0],
    [2000, 8000],
    [3000, 4000],
    [4000, 6000],
  ]);
  expect(resumed.map((sample) => sample.loaded)).toEqual([4000, 6000]);
  expect(speedOf(resumed)).toBe(2000);
});

it('says the time left in seconds, minutes, or hours and minutes', () => {
  expect(timeLeftText(45_000, 1000)).toBe('45 s left');
  expect(timeLeftText(150_000, 1000)).toBe('3 min left');
  expect(timeLeftText(3_900_000, 1000)).toBe('1 h 5 min left');
  expect(timeLeftText(1000, undefined)).toBeUndefined();
});
