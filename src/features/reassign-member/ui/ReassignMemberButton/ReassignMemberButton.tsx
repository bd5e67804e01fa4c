import Button from '@mui/material/Button';
import { useState } from 'react';
import { MEMBER_ROLE_LABELS, UPLINE_ROLE } from '@/entities/member';
import { errorDetail, useListMembersQuery, useReassignMemberMutation, type Member } from '@/shared/api';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { SelectMenu } from '@/shared/ui/select-menu';
import { notifySuccess } from '@/shared/ui/toast';

export interface ReassignMemberButtonProps {
  member: Pick<Member, 'id' | 'full_name' | 'role' | 'invited_by_id'>;
  onReassigned?: () => void;
  size?: 'small' | 'medium';
}

/**
 * "Reassign" (for whom the policy table allows it): pick a new upline of the right role among those the
 * viewer sees, confirm, see a refusal in the dialog. Not offered while there is no other upline to pick.
 */
export function ReassignMemberButton({ member, onReassigned, size = 'small' }: ReassignMemberButtonProps) {
  const [open, setOpen] = useState(false);
  const [uplineId, setUplineId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reassign, { isLoading }] = useReassignMemberMutation();
  const uplineRole = UPLINE_ROLE[member.role] ?? 'admin';
  const uplineLabel = MEMBER_ROLE_LABELS[uplineRole].one.toLowerCase();
  // The same list for every row of a page (one request): Reassign is offered only when there is somewhere to move to.
  const uplines = useListMembersQuery({ role: uplineRole, size: 100, sort: 'name' });
  const options = (uplines.data?.items ?? [])
    .filter((m) => m.status === 'active' && m.id !== member.id && m.id !== member.invited_by_id)
    .map((m) => ({ value: m.id, label: `${m.full_name} (${m.email})` }));
  const chosen = options.find((o) => o.value === uplineId);
  if (options.length === 0 && !open) return null;

  const close = () => {
    setOpen(false);
    setError(null);
    setUplineId(null);
  };
  const confirm = async () => {
    if (!uplineId) return;
    setError(null);
    try {
      await reassign({ id: member.id, body: { invited_by_id: uplineId } }).unwrap();
      close();
      notifySuccess(`${member.full_name} now works under ${chosen?.label.replace(/ \(.*\)$/, '') ?? `another ${uplineLabel}`}.`);
      onReassigned?.();
    } catch (failure) {
      setError(errorDetail(failure) ?? `${member.full_name} could not be reassigned. Please try again.`);
    }
  };

  return (
    <>
      <Button size={size} variant="outlined" onClick={() => setOpen(true)} aria-label={`Reassign ${member.full_name}`}>
        Reassign
      </Button>
      <ConfirmDialog
        open={open}
        title={`Reassign ${member.full_name}?`}
        description={`${member.full_name} will move under the ${uplineLabel} you choose, with all their content, shares, history and downline. Their current upline will no longer see them.`}
        confirmLabel="Reassign"
        confirmDisabled={!uplineId}
        busy={isLoading}
        error={error}
        onConfirm={() => void confirm()}
        onClose={close}
      >
        <SelectMenu
          label={`New ${uplineLabel}`}
          options={options}
          value={uplineId}
          onChange={setUplineId}
          loading={uplines.isFetching}
        />
      </ConfirmDialog>
    </>
  );
}
