import Button from '@mui/material/Button';
import { useState } from 'react';
import { MEMBER_ROLE_LABELS } from '@/entities/member';
import { errorDetail, useArchiveMemberMutation, type Member } from '@/shared/api';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { notifySuccess } from '@/shared/ui/toast';

export interface ArchiveMemberButtonProps {
  member: Pick<Member, 'id' | 'full_name' | 'role'>;
  onArchived?: () => void;
  size?: 'small' | 'medium';
}

/** "Archive" and its confirmation; a refusal (e.g. downline still to reassign) is shown in the dialog. */
export function ArchiveMemberButton({ member, onArchived, size = 'small' }: ArchiveMemberButtonProps) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [archive, { isLoading }] = useArchiveMemberMutation();
  const role = MEMBER_ROLE_LABELS[member.role].one.toLowerCase();

  const close = () => {
    setOpen(false);
    setError(null);
  };
  const confirm = async () => {
    setError(null);
    try {
      await archive({ id: member.id }).unwrap();
      close();
      notifySuccess(`${member.full_name} was archived.`);
      onArchived?.();
    } catch (failure) {
      setError(errorDetail(failure) ?? `${member.full_name} could not be archived. Please try again.`);
    }
  };

  return (
    <>
      <Button
        size={size}
        color="error"
        variant="outlined"
        onClick={() => setOpen(true)}
        aria-label={`Archive ${member.full_name}`}
      >
        Archive
      </Button>
      <ConfirmDialog
        open={open}
        title={`Archive ${member.full_name}?`}
        description={`This ${role} will be signed out at once and will no longer be able to sign in. Their content, shares and history are kept, and you can restore them from the Archive at any time.`}
        confirmLabel="Archive"
        destructive
        busy={isLoading}
        error={error}
        onConfirm={() => void confirm()}
        onClose={close}
      />
    </>
  );
}
