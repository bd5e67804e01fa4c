import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  errorDetail,
  MAIL_KIND_LABELS,
  MAIL_KINDS,
  isEssential,
  useGetCompanyMailDefaultsQuery,
  useUpdateCompanyMailDefaultsMutation,
  type DigestFrequency,
  type MailChannel,
} from '@/shared/api';
import { FormError } from '@/shared/ui/form-error';

const CHANNEL_LABELS: Record<MailChannel | 'role', string> = {
  role: 'As each role’s default',
  app: 'In the app only',
  now: 'Email at once',
  digest: 'In the digest',
};

/** The admins' defaults: what members get for each kind of event unless they choose otherwise. */
export function MailDefaultsForm() {
  const { data, isLoading, isError } = useGetCompanyMailDefaultsQuery();
  const [update, { isLoading: saving }] = useUpdateCompanyMailDefaultsMutation();
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  const save = async (change: Parameters<typeof update>[0]['companyMailDefaultsUpdate'], what: string) => {
    setError(null);
    setSaved(null);
    const result = await update({ companyMailDefaultsUpdate: change });
    if ('error' in result) setError(errorDetail(result.error) ?? 'The defaults were not saved. Please try again.');
    else setSaved(`Saved: ${what}.`);
  };

  if (isLoading) return <Skeleton variant="rounded" height={200} aria-label="Loading the mail defaults" />;
  if (isError || !data) return <Alert severity="error">The mail defaults could not be loaded. Please try again later.</Alert>;
  const channels = data.channels as Partial<Record<string, MailChannel>>;
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      {error ? <FormError>{error}</FormError> : null}
      <Box aria-live="polite" sx={{ minHeight: 20 }}>
        {saved ? (
          <Typography variant="body2" color="success.main">
            {saved}
          </Typography>
        ) : null}
      </Box>
      {MAIL_KINDS.filter((kind) => !isEssential(kind)).map((kind) => (
        <TextField
          key={kind}
          select
          size="small"
          label={MAIL_KIND_LABELS[kind]}
          value={channels[kind] ?? 'role'}
          disabled={saving}
          onChange={(event) => {
            const value = event.target.value as MailChannel | 'role';
            if (value !== 'role')
              void save({ channels: { [kind]: value } }, `${MAIL_KIND_LABELS[kind]} — ${CHANNEL_LABELS[value]}`);
          }}
        >
          {(['role', 'app', 'now', 'digest'] as const).map((channel) => (
            <MenuItem key={channel} value={channel} disabled={channel === 'role'}>
              {CHANNEL_LABELS[channel]}
            </MenuItem>
          ))}
        </TextField>
      ))}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          select
          size="small"
          label="Digest"
          value={data.digest.frequency}
          disabled={saving}
          onChange={(event) =>
            void save({ digest: { frequency: event.target.value as DigestFrequency } }, `digest ${event.target.value}`)
          }
        >
          <MenuItem value="daily">Once a day</MenuItem>
          <MenuItem value="hourly">Every hour</MenuItem>
          <MenuItem value="off">Off — no digest</MenuItem>
        </TextField>
        <TextField
          select
          size="small"
          label="Daily digest at (member's local time)"
          value={data.digest.hour}
          disabled={saving}
          onChange={(event) =>
            void save({ digest: { hour: Number(event.target.value) } }, `daily digest at ${event.target.value}:00`)
          }
        >
          {Array.from({ length: 24 }, (_, hour) => (
            <MenuItem key={hour} value={hour}>
              {`${String(hour).padStart(2, '0')}:00`}
            </MenuItem>
          ))}
        </TextField>
      </Box>
    </Box>
  );
}
