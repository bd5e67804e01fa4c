import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LevelMeter, useAudioLevel } from '@/entities/meeting';
import type { DeviceChoice, Devices, LocalMediaResult } from '@/features/meeting-session';
import { VideoView } from '../VideoView/VideoView';

export interface PreJoinProps {
  title: string;
  host: string;
  access: 'host' | 'invited' | 'lobby';
  local: LocalMediaResult | null;
  devices: Devices;
  choice: DeviceChoice;
  onChoice: (choice: DeviceChoice) => void;
  onEnter: () => void;
  entering: boolean;
}

function DeviceSelect({
  label,
  list,
  value,
  onChange,
}: {
  label: string;
  list: MediaDeviceInfo[];
  value?: string;
  onChange: (id: string) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? list[0]?.deviceId ?? ''}
      onChange={(e) => onChange(e.target.value)}
      disabled={list.length === 0}
      fullWidth
    >
      {list.length === 0 ? <MenuItem value="">None available</MenuItem> : null}
      {list.map((device, index) => (
        <MenuItem key={device.deviceId || index} value={device.deviceId}>
          {device.label || `${label} ${index + 1}`}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Before entering: the camera preview, the microphone level, the device choice, and Join (or Ask to join). */
export function PreJoin({ title, host, access, local, devices, choice, onChoice, onEnter, entering }: PreJoinProps) {
  const { level } = useAudioLevel(local?.audio ? local.stream : null);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
      <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: 'grey.900', borderRadius: 2, overflow: 'hidden' }}>
        {local?.video ? (
          <VideoView stream={local.stream} muted mirrored label="Your camera preview" />
        ) : (
          <Typography sx={{ color: 'common.white', position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
            {local ? 'Camera off' : 'Starting your camera…'}
          </Typography>
        )}
      </Box>
      <Card variant="outlined">
        <CardContent sx={{ display: 'grid', gap: 2 }}>
          <div>
            <Typography component="h2" variant="h5">
              {title}
            </Typography>
            <Typography color="text.secondary">Hosted by {host}</Typography>
          </div>
          {local?.notice ? <Alert severity="warning">{local.notice}</Alert> : null}
          <DeviceSelect
            label="Microphone"
            list={devices.microphones}
            value={choice.audioId}
            onChange={(audioId) => onChoice({ ...choice, audioId })}
          />
          <LevelMeter level={level} label="Microphone level" />
          <DeviceSelect
            label="Camera"
            list={devices.cameras}
            value={choice.videoId}
            onChange={(videoId) => onChoice({ ...choice, videoId })}
          />
          {access === 'lobby' ? (
            <Typography variant="body2" color="text.secondary">
              You were not invited to this room. Ask to join and the host can let you in.
            </Typography>
          ) : null}
          <Button variant="contained" size="large" onClick={onEnter} disabled={!local || entering}>
            {access === 'lobby' ? 'Ask to join' : 'Join'}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
