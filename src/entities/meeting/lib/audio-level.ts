let shared: AudioContext | null = null;

/** One AudioContext for the page (browsers limit how many may exist). */
export function audioContext(): AudioContext {
  if (!shared || shared.state === 'closed') shared = new AudioContext();
  if (shared.state === 'suspended') void shared.resume();
  return shared;
}

/**
 * The loudness of a stream's audio, 0 (silence) to 1, read from a WebAudio AnalyserNode: the RMS of
 * the latest samples on a logarithmic scale from -60 dBFS (0) to 0 dBFS (1), as level meters show it.
 */
export class AudioLevel {
  private readonly source: MediaStreamAudioSourceNode;
  private readonly analyser: AnalyserNode;
  private readonly samples: Float32Array<ArrayBuffer>;

  constructor(stream: MediaStream, context: AudioContext = audioContext()) {
    this.source = context.createMediaStreamSource(stream);
    this.analyser = context.createAnalyser();
    this.analyser.fftSize = 1024;
    this.samples = new Float32Array(this.analyser.fftSize);
    this.source.connect(this.analyser);
  }

  read(): number {
    this.analyser.getFloatTimeDomainData(this.samples);
    return levelOf(this.samples);
  }

  stop(): void {
    this.source.disconnect();
  }
}

/** RMS of samples in [-1, 1] mapped to 0..1 over -60..0 dBFS. */
export function levelOf(samples: ArrayLike<number>): number {
  let sum = 0;
  for (let i = 0; i < samples.length; i += 1) sum += samples[i]! * samples[i]!;
  const rms = Math.sqrt(sum / Math.max(1, samples.length));
  if (rms <= 0) return 0;
  const db = 20 * Math.log10(rms);
  return Math.min(1, Math.max(0, (db + 60) / 60));
}

export interface SpeakingThresholds {
  /** Level at which one starts speaking. */
  on: number;
  /** Level below which one stops (lower than `on`, so a voice does not flicker). */
  off: number;
  /** How long speaking lasts after the level fell below `off`, in ms. */
  holdMs: number;
}

export const DEFAULT_SPEAKING: SpeakingThresholds = { on: 0.45, off: 0.35, holdMs: 400 };

/** Speaking or not after a new level reading, with hysteresis and a hold time. */
export function nextSpeaking(
  state: { speaking: boolean; quietSince: number | null },
  level: number,
  now: number,
  t: SpeakingThresholds = DEFAULT_SPEAKING,
): { speaking: boolean; quietSince: number | null } {
  if (level >= t.on) return { speaking: true, quietSince: null };
  if (!state.speaking) return state;
  if (level >= t.off) return { speaking: true, quietSince: null };
  const quietSince = state.quietSince ?? now;
  return now - quietSince >= t.holdMs ? { speaking: false, quietSince: null } : { speaking: true, quietSince };
}
