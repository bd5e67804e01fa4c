import Button from '@mui/material/Button';
import { useState } from 'react';
import { MEMBER_ROLE_LABELS } from '@/entities/member';
import { errorDetail, useRestoreMemberMutation, type Member } from '@/shared/api';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { notifySuccess } from '@/shared/ui/toast';

export interface RestoreMemberButtonProps {
  member: Pick<Member, 'id' | 'full_name' | 'role'>;
  onRestored?: () => void;
  size?: 'small' | 'medium';
}

/** "Restore" and its confirmation; a refusal (e.g. the upline is archived) is shown in the dialog. */
export function RestoreMemberButton({ member, onRestored, size = 'small' }: RestoreMemberButtonProps) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [restore, { isLoading }] = useRestoreMemberMutation();
  const role = MEMBER_ROLE_LABELS[member.role].one.toLowerCase();

  const close = () => {
    setOpen(false);
    setError(null);
  };
  const confirm = async () => {
    setError(null);
    try {
      await restore({ id: member.id }).unwrap();
      close();
      notifySuccess(`${member.full_name} was restored.`);
      onRestored?.();
    } catch (failure) {
      setError(errorDetail(failure) ?? `${member.full_name} could not be restored. Please try again.`);
    }
  };

  return (
    <>
      <Button size={size} variant="outlined" onClick={() => setOpen(true)} aria-label={`Restore ${member.full_name}`}>
        Restore
      </Button>
      <ConfirmDialog
        open={open}
        title={`Restore ${member.full_name}?`}
        description={`This ${role} will be able to sign in again (with a new session) and will get back their content, shares and history, under the same upline as before.`}
        confirmLabel="Restore"
        busy={isLoading}
        error={error}
        onConfirm={() => void confirm()}
        onClose={close}
      />
    </>
  );
}
