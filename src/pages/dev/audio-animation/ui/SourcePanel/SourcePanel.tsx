import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { LevelMeter, SpeakingIndicator, useAudioLevel, type SpeakingThresholds } from '@/entities/meeting';
import { SectionCard } from '@/shared/ui/section-card';

export interface SourcePanelProps {
  title: string;
  on: boolean;
  onToggle: (on: boolean) => void;
  stream: MediaStream | null;
  thresholds: SpeakingThresholds;
  error?: string | null;
  children?: ReactNode;
}

/** One audio source with the room's level meter and speaking indicator. */
export function SourcePanel({ title, on, onToggle, stream, thresholds, error, children }: SourcePanelProps) {
  const { level, speaking } = useAudioLevel(stream, thresholds);
  return (
    <SectionCard title={title} size="h6" gap={1.5}>
      <FormControlLabel
        control={<Switch checked={on} onChange={(e) => onToggle(e.target.checked)} />}
        label={on ? 'On' : 'Off'}
      />
      {children}
      <LevelMeter level={level} label={`${title} level`} marks={[thresholds.off, thresholds.on]} />
      <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <SpeakingIndicator level={level} speaking={speaking} name={title} />
        {speaking ? 'Speaking' : 'Quiet'} · level {level.toFixed(2)}
      </Typography>
      {error ? <Alert severity="warning">{error}</Alert> : null}
    </SectionCard>
  );
}
