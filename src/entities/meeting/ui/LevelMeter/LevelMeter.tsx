import Box from '@mui/material/Box';

export interface LevelMeterProps {
  /** 0..1 */
  level: number;
  label: string;
  /** Marks on the scale (e.g. the speaking thresholds), 0..1. */
  marks?: number[];
}

/** A horizontal level meter: the live microphone level on the pre-join screen and the developer page. */
export function LevelMeter({ level, label, marks = [] }: LevelMeterProps) {
  const percent = Math.round(level * 100);
  return (
    <Box
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      sx={{ position: 'relative', height: 10, borderRadius: 5, bgcolor: 'grey.200', overflow: 'hidden' }}
    >
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          width: `${percent}%`,
          bgcolor: level > 0.85 ? 'warning.main' : 'primary.main',
          transition: 'width 60ms linear',
        }}
      />
      {marks.map((mark, index) => (
        <Box
          key={index}
          sx={{ position: 'absolute', top: 0, bottom: 0, left: `${mark * 100}%`, width: 2, bgcolor: 'grey.600' }}
        />
      ))}
    </Box>
  );
}
