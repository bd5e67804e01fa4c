import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { Brand } from '@/shared/ui/brand';
import { MAIN_CONTENT_ID } from '@/shared/ui/skip-link';
import { DEFAULT_ERROR_STATUS, errorMessageFor } from '../../config/messages';

export interface ErrorPageProps {
  status?: number;
}

/** Unknown pages and failures: the status code, its message, and a way home. */
export function ErrorPage({ status = DEFAULT_ERROR_STATUS }: ErrorPageProps) {
  const message = errorMessageFor(status);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', px: 2, py: { xs: 4, sm: 8 } }}>
      <Box component="header">
        <Brand />
      </Box>
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          textAlign: 'center',
          outline: 'none',
        }}
      >
        <Typography
          component="p"
          aria-label={`Error ${status}`}
          sx={{
            fontSize: { xs: '4.5rem', sm: '6rem' },
            fontWeight: 700,
            lineHeight: 1,
            letterSpacing: '-0.04em',
            color: 'primary.main',
          }}
        >
          {status}
        </Typography>
        <Typography variant="h1" sx={{ mt: 2 }}>
          {message}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5, maxWidth: 420 }}>
          {status === 404
            ? 'The page you are looking for does not exist or has moved.'
            : 'Something went wrong on our side. Please try again in a moment.'}
        </Typography>
        <Button component={RouterLink} to="/" variant="contained" size="large" sx={{ mt: 4 }}>
          Go to the home page
        </Button>
      </Box>
    </Box>
  );
}
