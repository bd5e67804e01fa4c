import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useListOutboxQuery } from '@/shared/api';
import { linkify } from '../../lib/jwt';

/** The API's mail outbox (DEV_OUTBOX): every mailed link, clickable. */
export function OutboxList() {
  const { data, isError, refetch, isFetching } = useListOutboxQuery({});
  return (
    <Box component="section" aria-label="Outbox" sx={{ display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2">
          Outbox
        </Typography>
        <Button size="small" onClick={() => void refetch()} loading={isFetching}>
          Reload
        </Button>
      </Box>
      {isError ? <Typography color="error">The outbox is not available (is DEV_OUTBOX on?).</Typography> : null}
      {data?.length === 0 ? <Typography color="text.secondary">No mail yet.</Typography> : null}
      {[...(data ?? [])].reverse().map((message) => (
        <Paper key={message.id} variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {new Date(message.created_at).toLocaleString()} · to {message.to}
          </Typography>
          <Typography sx={{ fontWeight: 600 }}>{message.subject}</Typography>
          <Typography variant="body2" component="p" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mt: 1 }}>
            {linkify(message.text).map((part, index) =>
              part.href ? (
                <Link key={index} href={part.href}>
                  {part.text}
                </Link>
              ) : (
                <span key={index}>{part.text}</span>
              ),
            )}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
