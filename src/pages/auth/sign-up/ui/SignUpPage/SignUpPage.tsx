import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { roleLabel } from '@/entities/session';
import { SignUpForm } from '@/features/sign-up';
import { errorDetail, errorStatus, useGetInvitationDetailsQuery, type Role } from '@/shared/api';
import { InvalidInvitation } from '../InvalidInvitation/InvalidInvitation';

export interface SignUpPageProps {
  role: Role;
}

const ARTICLE: Record<Role, string> = { admin: 'an', marketer: 'a', agent: 'an', client: 'a' };

/** Sign-up from an invitation link; the link carries the invited email and the invitation token. */
export function SignUpPage({ role }: SignUpPageProps) {
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  const valid = email !== '' && token !== '';
  const { data: invitation, error, isLoading } = useGetInvitationDetailsQuery({ email, token }, { skip: !valid });
  const initialValues = useMemo(
    () => ({ first_name: invitation?.first_name ?? undefined, last_name: invitation?.last_name ?? undefined }),
    [invitation],
  );

  if (!valid) return <InvalidInvitation />;
  if (error) return <InvalidInvitation detail={errorDetail(error)} throttled={errorStatus(error) === 429} />;

  return (
    <>
      <Typography variant="h2" component="h1">
        Create your account
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, mb: 3 }}>
        {isLoading || !invitation ? (
          <Skeleton width="80%" />
        ) : (
          <>
            {invitation.inviter_name} invited you to join <strong>{invitation.company_name}</strong> on Cascade as{' '}
            {ARTICLE[invitation.role ?? role]} {roleLabel(invitation.role).toLowerCase()}, with <strong>{email}</strong>.
          </>
        )}
      </Typography>
      {invitation ? <SignUpForm role={invitation.role} email={email} token={token} initialValues={initialValues} /> : null}
    </>
  );
}
