import Button, { type ButtonProps } from '@mui/material/Button';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { selectCurrentUser } from '@/entities/session';
import { InviteMemberDialog } from '../InviteMemberDialog/InviteMemberDialog';
import { invitableRoles, type Role } from '@/shared/api';

export interface InviteMemberButtonProps {
  variant?: ButtonProps['variant'];
  /** The list the button sits on: the dialog starts with this role, and the button is only there when it may be invited. */
  listRole?: Role;
}

/** "Invite" and its dialog; nothing for people who cannot invite anyone (or not the role of this list). */
export function InviteMemberButton({ variant = 'contained', listRole }: InviteMemberButtonProps) {
  const user = useSelector(selectCurrentUser);
  const [open, setOpen] = useState(false);
  const invitable = user ? invitableRoles(user.role) : [];
  if (invitable.length === 0 || (listRole && !invitable.includes(listRole))) return null;
  return (
    <>
      <Button variant={variant} onClick={() => setOpen(true)}>
        Invite
      </Button>
      {open && user ? (
        <InviteMemberDialog open onClose={() => setOpen(false)} inviterRole={user.role} listRole={listRole} />
      ) : null}
    </>
  );
}
