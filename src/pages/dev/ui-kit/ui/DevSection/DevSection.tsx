import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

export interface DevSectionProps {
  title: string;
  description?: string;
  children?: ReactNode;
}

export function DevSection({ title, description, children }: DevSectionProps) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Typography id={id} variant="h2">
        {title}
      </Typography>
      {description ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {description}
        </Typography>
      ) : null}
      <div style={{ marginTop: 20 }}>{children}</div>
    </Paper>
  );
}
