import Box from '@mui/material/Box';

export interface SpeakingIndicatorProps {
  level: number;
  speaking: boolean;
  /** Who, for screen readers ("Alex Agent is speaking"). */
  name: string;
}

const BARS = [0.55, 1, 0.75];

/** Three bars that move with the voice while someone speaks and rest flat otherwise. */
export function SpeakingIndicator({ level, speaking, name }: SpeakingIndicatorProps) {
  return (
    <Box
      role="img"
      aria-label={speaking ? `${name} is speaking` : `${name} is not speaking`}
      data-speaking={speaking ? 'true' : 'false'}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: '2px', height: 16, width: 14 }}
    >
      {BARS.map((weight, index) => (
        <Box
          key={index}
          sx={{
            width: 3,
            borderRadius: 1,
            bgcolor: speaking ? 'primary.main' : 'grey.400',
            height: `${Math.max(3, Math.round((speaking ? Math.min(1, level * weight * 1.4) : 0) * 16))}px`,
            transition: 'height 80ms linear',
          }}
        />
      ))}
    </Box>
  );
}
