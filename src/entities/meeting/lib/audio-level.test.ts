import { levelOf, nextSpeaking } from './audio-level';

const sine = (amplitude: number) => Array.from({ length: 1024 }, (_, i) => amplitude * Math.sin((2 * Math.PI * i) / 64));

describe('levelOf', () => {
  it('is 0 for silence and rises with loudness on a -60..0 dBFS scale', () => {
    expect(levelOf(new Array(1024).fill(0))).toBe(0);
    // A full-scale sine has an RMS of 1/√2 (-3 dBFS).
    expect(levelOf(sine(1))).toBeCloseTo(57 / 60, 2);
    expect(levelOf(sine(0.01))).toBeCloseTo(17 / 60, 1);
    expect(levelOf(sine(0.0001))).toBe(0);
  });
});

describe('nextSpeaking', () => {
  const t = { on: 0.5, off: 0.3, holdMs: 400 };
  const quiet = { speaking: false, quietSince: null };

  it('starts at the upper threshold, not below it', () => {
    expect(nextSpeaking(quiet, 0.49, 0, t).speaking).toBe(false);
    expect(nextSpeaking(quiet, 0.5, 0, t).speaking).toBe(true);
  });

  it('keeps speaking between the thresholds and for the hold time after falling below the lower one', () => {
    let state = nextSpeaking(quiet, 0.8, 0, t);
    state = nextSpeaking(state, 0.35, 100, t);
    expect(state).toEqual({ speaking: true, quietSince: null });
    state = nextSpeaking(state, 0.1, 200, t);
    expect(state.speaking).toBe(true);
    state = nextSpeaking(state, 0.1, 599, t);
    expect(state.speaking).toBe(true);
    state = nextSpeaking(state, 0.1, 600, t);
    expect(state.speaking).toBe(false);
  });
});
