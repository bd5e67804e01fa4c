import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

export interface LabelledSliderProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  format?: (value: number) => string;
  onChange: (value: number) => void;
}

export function LabelledSlider({ label, value, min, max, step, format = String, onChange }: LabelledSliderProps) {
  const id = useId();
  return (
    <Box>
      <Typography id={id} variant="body2">
        {label}: {format(value)}
      </Typography>
      <Slider
        aria-labelledby={id}
        value={value}
        min={min}
        max={max}
        step={step}
        onChange={(_e, v) => onChange(v as number)}
        getAriaValueText={format}
      />
    </Box>
  );
}
