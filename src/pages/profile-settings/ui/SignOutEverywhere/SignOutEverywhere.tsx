import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { loggedOut } from '@/entities/session';
import { errorDetail, useSignOutEverywhereMutation } from '@/shared/api';
import { FormError } from '@/shared/ui/form-error';

/** Ends every session of the member on the server — other devices and this one — then signs out here. */
export function SignOutEverywhere() {
  const [signOutEverywhere, { isLoading }] = useSignOutEverywhereMutation();
  const [error, setError] = useState<string | null>(null);
  const dispatch = useDispatch();

  const onClick = async () => {
    setError(null);
    const result = await signOutEverywhere();
    if ('error' in result) {
      setError(errorDetail(result.error) ?? 'You could not be signed out everywhere. Please try again.');
      return;
    }
    dispatch(loggedOut());
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
      {error ? <FormError>{error}</FormError> : null}
      <Button variant="outlined" color="error" loading={isLoading} onClick={() => void onClick()}>
        Sign out everywhere
      </Button>
    </Box>
  );
}
