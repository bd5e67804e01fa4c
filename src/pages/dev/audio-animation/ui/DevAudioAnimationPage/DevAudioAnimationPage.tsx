import Box from '@mui/material/Box';
import { useState } from 'react';
import { DEFAULT_SPEAKING, type SpeakingThresholds } from '@/entities/meeting';
import { PageHeader } from '@/shared/ui/page-header';
import { SectionCard } from '@/shared/ui/section-card';
import { useMicrophone } from '../../model/useMicrophone';
import { useOscillator } from '../../model/useOscillator';
import { LabelledSlider } from '../LabelledSlider/LabelledSlider';
import { SourcePanel } from '../SourcePanel/SourcePanel';

/** A developer page (development builds only): the room's level meter and speaking indicator on test sources. */
export function DevAudioAnimationPage() {
  const [thresholds, setThresholds] = useState<SpeakingThresholds>(DEFAULT_SPEAKING);
  const [frequency, setFrequency] = useState(220);
  const [gain, setGain] = useState(0.2);
  const [micOn, setMicOn] = useState(false);
  const tone = useOscillator(frequency, gain);
  const mic = useMicrophone(micOn);
  const set = (change: Partial<SpeakingThresholds>) => setThresholds((t) => ({ ...t, ...change }));

  return (
    <>
      <PageHeader
        title="Audio animation"
        description="The meeting room’s level meter and speaking indicator on a test tone and on the microphone."
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, alignItems: 'start' }}>
        <SectionCard title="Thresholds" size="h6">
          <LabelledSlider
            label="Starts speaking at"
            value={thresholds.on}
            min={0}
            max={1}
            step={0.01}
            format={(v) => v.toFixed(2)}
            onChange={(on) => set({ on, off: Math.min(thresholds.off, on) })}
          />
          <LabelledSlider
            label="Stops below"
            value={thresholds.off}
            min={0}
            max={1}
            step={0.01}
            format={(v) => v.toFixed(2)}
            onChange={(off) => set({ off: Math.min(off, thresholds.on) })}
          />
          <LabelledSlider
            label="Hold"
            value={thresholds.holdMs}
            min={0}
            max={2000}
            step={50}
            format={(v) => `${v} ms`}
            onChange={(holdMs) => set({ holdMs })}
          />
        </SectionCard>
        <SourcePanel
          title="Test tone"
          on={tone.stream !== null}
          onToggle={tone.toggle}
          stream={tone.stream}
          thresholds={thresholds}
        >
          <LabelledSlider
            label="Frequency"
            value={frequency}
            min={50}
            max={2000}
            step={10}
            format={(v) => `${v} Hz`}
            onChange={setFrequency}
          />
          <LabelledSlider label="Gain" value={gain} min={0} max={1} step={0.01} format={(v) => v.toFixed(2)} onChange={setGain} />
        </SourcePanel>
        <SourcePanel
          title="Microphone"
          on={micOn}
          onToggle={setMicOn}
          stream={mic.stream}
          thresholds={thresholds}
          error={mic.error}
        />
      </Box>
    </>
  );
}
