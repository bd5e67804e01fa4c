import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { MeetingLobbyEntry } from '@/entities/meeting';

export interface LobbyPanelProps {
  waiting: MeetingLobbyEntry[];
  onAdmit: (participant: string) => void;
  onRefuse: (participant: string) => void;
}

/** For the host: who knocks, with Admit and Refuse. */
export function LobbyPanel({ waiting, onAdmit, onRefuse }: LobbyPanelProps) {
  if (waiting.length === 0) return null;
  return (
    <section aria-label="Waiting to join">
      <Alert severity="info" icon={false} role="status" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
        <Typography variant="subtitle2" component="h2">
          Waiting to join
        </Typography>
        {waiting.map((entry) => (
          <Box key={entry.participant} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 1 }}>
            <Typography sx={{ flex: 1, minWidth: 140 }}>{entry.fullName} asks to join</Typography>
            <Button
              size="small"
              variant="contained"
              onClick={() => onAdmit(entry.participant)}
              aria-label={`Admit ${entry.fullName}`}
            >
              Admit
            </Button>
            <Button size="small" onClick={() => onRefuse(entry.participant)} aria-label={`Refuse ${entry.fullName}`}>
              Refuse
            </Button>
          </Box>
        ))}
      </Alert>
    </section>
  );
}
