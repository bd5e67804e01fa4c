import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { errorDetail, useApplyEmailChangeMutation } from '@/shared/api';

/** Applies an email change from the link mailed to the new address (token in the query). */
export function ConfirmEmailChangePage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [apply, { data, error, isUninitialized, isLoading }] = useApplyEmailChangeMutation();
  const sent = useRef(false);

  useEffect(() => {
    // The token is single use: never send it twice (e.g. when effects run twice in development).
    if (!token || sent.current) return;
    sent.current = true;
    void apply({ token });
  }, [apply, token]);

  let body;
  if (!token) body = <Alert severity="error">This confirmation link is incomplete. Open the link from the email again.</Alert>;
  else if (isUninitialized || isLoading) body = <CircularProgress aria-label="Confirming your new email" />;
  else if (error)
    body = <Alert severity="error">{errorDetail(error) ?? 'Your new email could not be confirmed. Please try again.'}</Alert>;
  else
    body = (
      <Alert severity="success">{data?.detail ?? 'Your email address was changed.'} Use it the next time you sign in.</Alert>
    );

  return (
    <>
      <Typography variant="h2" component="h1" sx={{ mb: 3 }}>
        Confirm your new email
      </Typography>
      {body}
      <Button component={RouterLink} to="/" variant="outlined" size="large" fullWidth sx={{ mt: 4 }}>
        Continue to Cascade
      </Button>
    </>
  );
}
