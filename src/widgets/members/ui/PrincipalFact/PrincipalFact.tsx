import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSelector } from 'react-redux';
import { selectPolicyViewer } from '@/entities/session';
import { MATERIAL_POLICY, mayInCompany, useMarkPrincipalMutation, type MemberDetails } from '@/shared/api';
import { notifyError, notifySuccess } from '@/shared/ui/toast';

/**
 * Whether a marketer or agent is a principal (approves materials before they reach clients), and for an
 * admin the switch: the policy table says who may mark (`markPrincipal`) and which roles can be marked.
 */
export function PrincipalFact({ member }: { member: MemberDetails }) {
  const viewer = useSelector(selectPolicyViewer);
  const [mark, marking] = useMarkPrincipalMutation();
  const relations: readonly string[] = MATERIAL_POLICY.approveMaterial[member.role];
  if (!relations.includes('principal')) return null;
  const mayMark = mayInCompany(viewer?.role, 'markPrincipal') && member.status === 'active';
  const toggle = async () => {
    try {
      await mark({ id: member.id, body: { principal: !member.principal } }).unwrap();
      notifySuccess(
        member.principal ? `${member.full_name} no longer approves materials.` : `${member.full_name} now approves materials.`,
      );
    } catch (error) {
      notifyError(error as Parameters<typeof notifyError>[0], 'The change was not saved; try again.');
    }
  };
  return (
    <>
      <Typography variant="body2" color="text.secondary" component="dt">
        Principal
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0 }}>
        {member.principal ? 'Yes — approves materials' : 'No'}
        {mayMark ? (
          <Button size="small" sx={{ ml: 1 }} disabled={marking.isLoading} onClick={() => void toggle()}>
            {member.principal ? 'Unmark' : 'Mark as principal'}
          </Button>
        ) : null}
      </Typography>
    </>
  );
}
