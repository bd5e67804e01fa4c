import { useEffect, useRef, useState } from 'react';
import { AudioLevel, DEFAULT_SPEAKING, nextSpeaking, type SpeakingThresholds } from './audio-level';

/**
 * The live audio level of a stream's first audio track (0..1) and whether its owner speaks, updated
 * every animation frame while the stream has audio. `null` stream or no audio: 0, not speaking.
 */
export function useAudioLevel(stream: MediaStream | null, thresholds: SpeakingThresholds = DEFAULT_SPEAKING) {
  const [reading, setReading] = useState({ level: 0, speaking: false });
  const t = useRef(thresholds);
  useEffect(() => {
    t.current = thresholds;
  }, [thresholds]);
  const audioTrack = stream?.getAudioTracks()[0] ?? null;
  const active = Boolean(audioTrack) && typeof AudioContext !== 'undefined';

  useEffect(() => {
    if (!audioTrack || typeof AudioContext === 'undefined') return;
    let meter: AudioLevel;
    try {
      meter = new AudioLevel(new MediaStream([audioTrack]));
    } catch {
      return;
    }
    let frame = 0;
    let state = { speaking: false, quietSince: null as number | null };
    let shown = { level: -1, speaking: false };
    const loop = () => {
      const level = meter.read();
      state = nextSpeaking(state, level, performance.now(), t.current);
      // Re-render only for visible changes.
      if (Math.abs(level - shown.level) >= 0.02 || state.speaking !== shown.speaking) {
        shown = { level, speaking: state.speaking };
        setReading(shown);
      }
      frame = requestAnimationFrame(loop);
    };
    frame = requestAnimationFrame(loop);
    return () => {
      cancelAnimationFrame(frame);
      meter.stop();
    };
  }, [audioTrack]);

  return active ? reading : { level: 0, speaking: false };
}
