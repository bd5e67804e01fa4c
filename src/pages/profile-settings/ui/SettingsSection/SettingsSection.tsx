import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface SettingsSectionProps {
  title: string;
  description?: string;
  /** The anchor a link can point at (`#mail`). */
  id?: string;
  children: ReactNode;
}

/** One titled card of the settings page. */
export function SettingsSection({ id, title, description, children }: SettingsSectionProps) {
  return (
    <Paper id={id} component="section" variant="outlined" aria-label={title} sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3 }}>
      <Typography variant="h6" component="h2">
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
