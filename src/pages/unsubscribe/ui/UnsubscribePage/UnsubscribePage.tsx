import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { errorDetail, useReadUnsubscribeQuery, useUnsubscribeMutation } from '@/shared/api';

/**
 * Stops one kind of mail from the link in its footer, signed in or not. Opening the page changes
 * nothing (mail scanners open links); the button does, once.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const state = useReadUnsubscribeQuery({ token }, { skip: !token });
  const [unsubscribe, result] = useUnsubscribeMutation();

  let body;
  if (!token) body = <Alert severity="error">This unsubscribe link is incomplete. Open the link from the email again.</Alert>;
  else if (state.isLoading) body = <CircularProgress aria-label="Reading the unsubscribe link" />;
  else if (state.error)
    body = (
      <Alert severity="error">{errorDetail(state.error) ?? 'This unsubscribe link could not be read. Please try again.'}</Alert>
    );
  else if (result.error)
    body = <Alert severity="error">{errorDetail(result.error) ?? 'You could not be unsubscribed. Please try again.'}</Alert>;
  else if (result.data || state.data?.done)
    body = (
      <Alert severity="success">
        Done: you will no longer get this email — {(result.data ?? state.data)!.what.toLowerCase()}. You still see it in the app.
      </Alert>
    );
  else
    body = (
      <>
        <Typography sx={{ mb: 2 }}>
          Stop this email? <strong>{state.data?.what}</strong>
        </Typography>
        <Button
          variant="contained"
          size="large"
          loading={result.isLoading}
          onClick={() => void unsubscribe({ token, oneClickUnsubscribe: {} })}
        >
          Unsubscribe
        </Button>
      </>
    );

  return (
    <>
      <Typography variant="h2" component="h1" sx={{ mb: 3 }}>
        Unsubscribe
      </Typography>
      {body}
      <Button component={RouterLink} to="/settings/profile#mail" variant="outlined" size="large" fullWidth sx={{ mt: 4 }}>
        Choose what you receive
      </Button>
    </>
  );
}
