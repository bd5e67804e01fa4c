import { useEffect, useRef, useState } from 'react';
import { audioContext } from '@/entities/meeting';

interface ToneNodes {
  osc: OscillatorNode;
  amp: GainNode;
}

/** A synthetic voice: an OscillatorNode through a GainNode into a MediaStream, switched on and off. */
export function useOscillator(frequency: number, gain: number) {
  const nodes = useRef<ToneNodes | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);

  const stop = () => {
    nodes.current?.osc.stop();
    nodes.current?.osc.disconnect();
    nodes.current?.amp.disconnect();
    nodes.current = null;
    setStream(null);
  };

  const start = () => {
    if (nodes.current || typeof AudioContext === 'undefined') return;
    const context = audioContext();
    const osc = context.createOscillator();
    const amp = context.createGain();
    const out = context.createMediaStreamDestination();
    osc.frequency.value = frequency;
    amp.gain.value = gain;
    osc.connect(amp).connect(out);
    osc.start();
    nodes.current = { osc, amp };
    setStream(out.stream);
  };

  useEffect(() => {
    if (!nodes.current) return;
    nodes.current.osc.frequency.value = frequency;
    nodes.current.amp.gain.value = gain;
  }, [frequency, gain, stream]);

  useEffect(
    () => () => {
      nodes.current?.osc.stop();
      nodes.current = null;
    },
    [],
  );

  return { stream, toggle: (on: boolean) => (on ? start() : stop()) };
}
