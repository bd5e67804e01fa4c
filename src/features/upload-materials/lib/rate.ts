/** Progress samples of the last few seconds: speed and time left follow the network as it changes. */
const WINDOW_MS = 5_000;

export interface Sample {
  at: number;
  loaded: number;
}

/** Adds a sample and drops those older than the window (keeping one before it, to measure from). */
export function addSample(samples: readonly Sample[], sample: Sample): Sample[] {
  // Bytes going backwards (a resumed upload starting again from the server's offset) start afresh.
  const last = samples[samples.length - 1];
  const next = last && last.loaded > sample.loaded ? [sample] : [...samples, sample];
  while (next.length > 2 && next[1]!.at <= sample.at - WINDOW_MS) next.shift();
  return next;
}

/** Bytes per second over the samples, or undefined until there is a second's worth of them. */
export function speedOf(samples: readonly Sample[]): number | undefined {
  const first = samples[0];
  const last = samples[samples.length - 1];
  if (!first || !last || last.at - first.at < 1_000) return undefined;
  return ((last.loaded - first.loaded) * 1000) / (last.at - first.at);
}

/** "45 s left", "3 min left", "1 h 5 min left"; nothing while the speed is unknown or zero. */
export function timeLeftText(remainingBytes: number, speed: number | undefined): string | undefined {
  if (!speed || speed <= 0) return undefined;
  const seconds = Math.ceil(remainingBytes / speed);
  if (seconds < 60) return `${seconds} s left`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} min left`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min left`;
}
