import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { landingPathFor, roleLabel } from '@/entities/session';
import { InviteMemberButton } from '@/features/invite-member';
import { useGetUplineDetailsQuery, type CurrentUser } from '@/shared/api';
import { FIRST_STEPS } from '../../config/first-steps';

export interface WelcomeSignedInProps {
  user: CurrentUser;
}

/** Welcome for a signed-in member: their company, their upline, and the first things to do. */
export function WelcomeSignedIn({ user }: WelcomeSignedInProps) {
  const { data: upline } = useGetUplineDetailsQuery(undefined, { skip: !user.invited_by_id });
  return (
    <>
      <Typography variant="h2" component="h1">
        Welcome to {user.company.name}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, mb: 3 }}>
        You are {user.role === 'admin' ? 'an' : 'a'} {roleLabel(user.role).toLowerCase()} on Cascade
        {upline ? `, invited by ${upline.full_name} (${roleLabel(upline.role).toLowerCase()})` : ''}.
      </Typography>
      <Box component="ol" aria-label="First steps" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {FIRST_STEPS[user.role].map((step) => (
          <Paper component="li" key={step.title} variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
            <Typography sx={{ fontWeight: 600 }}>{step.title}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {step.description}
            </Typography>
            <Button component={RouterLink} to={step.to} size="small">
              {step.action}
            </Button>
          </Paper>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, mt: 3, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={landingPathFor(user.role)} variant="contained">
          Get started
        </Button>
        <InviteMemberButton variant="outlined" />
      </Box>
    </>
  );
}
