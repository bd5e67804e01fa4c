import Button, { type ButtonProps } from '@mui/material/Button';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { selectCurrentUser } from '@/entities/session';
import { InviteMemberDialog } from '../InviteMemberDialog/InviteMemberDialog';
import { invitableRoles } from '@/shared/api';

export interface InviteMemberButtonProps {
  variant?: ButtonProps['variant'];
}

/** "Invite" and its dialog; nothing for people who cannot invite anyone. */
export function InviteMemberButton({ variant = 'contained' }: InviteMemberButtonProps) {
  const user = useSelector(selectCurrentUser);
  const [open, setOpen] = useState(false);
  if (!user || invitableRoles(user.role).length === 0) return null;
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)}>
        Invite
      </Button>
      {open ? <InviteMemberDialog open onClose={() => setOpen(false)} inviterRole={user.role} /> : null}
    </>
  );
}
