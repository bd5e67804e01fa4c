import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useDispatch, useSelector } from 'react-redux';
import { selectSession } from '@/entities/session';
import { tokensRefreshed, useRefreshTokenMutation } from '@/shared/api';
import { notifyError, notifySuccess } from '@/shared/ui/toast';
import { jwtExpiry } from '../../lib/jwt';

/** The session as the SPA holds it: status, user, token expiry; and a manual refresh. */
export function SessionPanel() {
  const session = useSelector(selectSession);
  const dispatch = useDispatch();
  const [refresh, { isLoading }] = useRefreshTokenMutation();
  const expiry = jwtExpiry(session.accessToken);

  const onRefresh = async () => {
    if (!session.refreshToken) return;
    const result = await refresh({ body: { refresh_token: session.refreshToken, token_type: 'bearer' } });
    if ('error' in result) return notifyError(result.error, 'The tokens could not be refreshed.');
    dispatch(tokensRefreshed({ accessToken: result.data.access_token, refreshToken: result.data.refresh_token }));
    notifySuccess('Tokens refreshed.');
  };

  return (
    <Box component="section" aria-label="Session" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="h6" component="h2">
        Session
      </Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 3, rowGap: 1, m: 0 }}>
        <Box component="dt" sx={{ color: 'text.secondary' }}>
          Status
        </Box>
        <Box component="dd" sx={{ m: 0 }}>
          {session.status}
        </Box>
        <Box component="dt" sx={{ color: 'text.secondary' }}>
          Access token expires
        </Box>
        <Box component="dd" sx={{ m: 0 }}>
          {expiry ? expiry.toLocaleString() : '—'}
        </Box>
        <Box component="dt" sx={{ color: 'text.secondary' }}>
          Refresh token
        </Box>
        <Box component="dd" sx={{ m: 0 }}>
          {session.refreshToken ? 'present' : 'none'}
        </Box>
      </Box>
      {/* Scrolls sideways when a line is long: a region the keyboard can reach and scroll. */}
      <Box
        component="pre"
        role="region"
        aria-label="Signed-in user"
        tabIndex={0}
        sx={{ m: 0, p: 1.5, bgcolor: 'grey.100', borderRadius: 2, overflow: 'auto', typography: 'caption' }}
      >
        {JSON.stringify(session.user, null, 2)}
      </Box>
      <Box>
        <Button variant="outlined" onClick={() => void onRefresh()} loading={isLoading} disabled={!session.refreshToken}>
          Refresh tokens
        </Button>
      </Box>
    </Box>
  );
}
