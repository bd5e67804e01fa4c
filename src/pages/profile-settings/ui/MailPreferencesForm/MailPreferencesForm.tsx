import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  errorDetail,
  useGetMailPreferencesQuery,
  useUpdateMailPreferencesMutation,
  type DigestFrequency,
  type MailChannel,
  type MailPreferencesUpdate,
} from '@/shared/api';
import { FormError } from '@/shared/ui/form-error';

const CHANNEL_LABELS: Record<MailChannel, string> = {
  app: 'In the app only',
  now: 'Email at once',
  digest: 'In the digest',
};

const FREQUENCY_LABELS: Record<DigestFrequency, string> = {
  daily: 'Once a day',
  hourly: 'Every hour',
  off: 'Off — no digest',
};

const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** How the member is told of each kind of event, and when their digest goes out. Each change is saved at once. */
export function MailPreferencesForm() {
  const { data, isLoading, isError, refetch } = useGetMailPreferencesQuery();
  const [update, { isLoading: saving }] = useUpdateMailPreferencesMutation();
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [zone, setZone] = useState<string | null>(null);

  const save = async (change: MailPreferencesUpdate, what: string) => {
    setError(null);
    setSaved(null);
    const result = await update({ mailPreferencesUpdate: change });
    if ('error' in result) setError(errorDetail(result.error) ?? 'Your mail settings were not saved. Please try again.');
    else setSaved(`Saved: ${what}.`);
  };

  if (isLoading) return <Skeleton variant="rounded" height={240} aria-label="Loading your mail settings" />;
  if (isError || !data)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void refetch()}>
            Retry
          </Button>
        }
      >
        Your mail settings could not be loaded.
      </Alert>
    );

  const timeZone = zone ?? data.digest.time_zone;
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
      {data.kinds.map((kind) => (
        <TextField
          key={kind.kind}
          select
          size="small"
          label={kind.label}
          value={kind.channel}
          disabled={kind.essential || saving}
          helperText={kind.essential ? kind.essential_reason : kind.channel === kind.default_channel ? 'The default' : null}
          // The reason essential mail cannot be turned off is read, not greyed out with the locked field.
          slotProps={{ formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } }}
          onChange={(event) =>
            void save(
              { channels: { [kind.kind]: event.target.value as MailChannel } },
              `${kind.label} — ${CHANNEL_LABELS[event.target.value as MailChannel]}`,
            )
          }
        >
          {(['app', 'now', 'digest'] as const).map((channel) => (
            <MenuItem key={channel} value={channel}>
              {CHANNEL_LABELS[channel]}
            </MenuItem>
          ))}
        </TextField>
      ))}
      <Typography variant="subtitle1" component="h3" sx={{ mt: 1 }}>
        Digest
      </Typography>
      <Typography variant="body2" color="text.secondary">
        What you have not read in the app, gathered into one email. What you read first is left out.
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          select
          size="small"
          label="Digest"
          value={data.digest.frequency}
          disabled={saving}
          onChange={(event) =>
            void save(
              { digest: { frequency: event.target.value as DigestFrequency } },
              `digest ${FREQUENCY_LABELS[event.target.value as DigestFrequency].toLowerCase()}`,
            )
          }
        >
          {(['daily', 'hourly', 'off'] as const).map((f) => (
            <MenuItem key={f} value={f}>
              {FREQUENCY_LABELS[f]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Daily digest at"
          value={data.digest.hour}
          disabled={saving || data.digest.frequency !== 'daily'}
          onChange={(event) =>
            void save(
              { digest: { hour: Number(event.target.value) } },
              `daily digest at ${hourLabel(Number(event.target.value))}`,
            )
          }
        >
          {Array.from({ length: 24 }, (_, hour) => (
            <MenuItem key={hour} value={hour}>
              {hourLabel(hour)}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          size="small"
          label="Time zone"
          value={timeZone}
          helperText="Your digest goes out at this zone's local time, e.g. America/Chicago."
          onChange={(event) => setZone(event.target.value)}
          onBlur={() => {
            if (zone && zone !== data.digest.time_zone)
              void save({ digest: { time_zone: zone.trim() } }, `time zone ${zone.trim()}`);
          }}
          sx={{ flex: '1 1 220px' }}
        />
        {deviceZone() !== data.digest.time_zone ? (
          <Button
            variant="outlined"
            onClick={() => {
              setZone(deviceZone());
              void save({ digest: { time_zone: deviceZone() } }, `time zone ${deviceZone()}`);
            }}
          >
            Use {deviceZone()}
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}
