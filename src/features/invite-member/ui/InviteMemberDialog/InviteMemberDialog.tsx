import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { Field, Form } from 'react-final-form';
import { roleLabel } from '@/entities/session';
import { invitableRoles, useInviteMemberMutation, type Role } from '@/shared/api';
import { submitErrors } from '@/shared/lib/form';
import { FormError } from '@/shared/ui/form-error';
import { FormTextField } from '@/shared/ui/form-text-field';
import { notifySuccess } from '@/shared/ui/toast';
import { defaultInviteRole, type InviteValues } from '../../lib/roles';
import { validateInvite } from '../../lib/validate';

export interface InviteMemberDialogProps {
  open: boolean;
  onClose: () => void;
  /** The inviter's role decides which roles can be chosen. */
  inviterRole: Role;
  /** The role of the list the dialog was opened from: chosen first when the inviter may invite it. */
  listRole?: Role;
}

/** Invites someone by email; they get a link to create their account. */
export function InviteMemberDialog({ open, onClose, inviterRole, listRole }: InviteMemberDialogProps) {
  const roles = invitableRoles(inviterRole);
  const initialRole = defaultInviteRole(roles, listRole);
  const [invite] = useInviteMemberMutation();

  const onSubmit = async (values: InviteValues) => {
    const email = values.email?.trim() ?? '';
    const result = await invite({
      inviteMember: {
        email,
        role: values.role ?? initialRole!,
        first_name: values.first_name?.trim() || undefined,
        last_name: values.last_name?.trim() || undefined,
      },
    });
    if ('error' in result) return submitErrors(result.error, 'The invitation could not be sent. Please try again.');
    notifySuccess(`We emailed an invitation to ${email}.`, 'Invitation sent');
    onClose();
    return undefined;
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="invite-member-title">
      <Form<InviteValues> onSubmit={onSubmit} validate={validateInvite} initialValues={{ role: initialRole }}>
        {({ handleSubmit, submitting, submitError, dirtySinceLastSubmit }) => (
          <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Invite a member">
            <DialogTitle id="invite-member-title">Invite a member</DialogTitle>
            <DialogContent sx={{ display: 'grid', gap: 2.5, pt: '4px !important' }}>
              {submitError && !dirtySinceLastSubmit ? <FormError>{submitError as string}</FormError> : null}
              <FormTextField name="email" label="Email" type="email" autoFocus required />
              {roles.length > 1 ? (
                <Field<Role> name="role">
                  {({ input }) => (
                    <Box>
                      <FormLabel id="invite-role-label" sx={{ typography: 'body2', fontWeight: 500, color: 'text.primary' }}>
                        Role
                      </FormLabel>
                      <RadioGroup
                        row
                        aria-labelledby="invite-role-label"
                        name={input.name}
                        value={input.value}
                        onChange={(e) => input.onChange(e.target.value)}
                      >
                        {roles.map((role) => (
                          <FormControlLabel key={role} value={role} control={<Radio />} label={roleLabel(role)} />
                        ))}
                      </RadioGroup>
                    </Box>
                  )}
                </Field>
              ) : roles[0] ? (
                <Typography variant="body2" color="text.secondary">
                  They will join as {roleLabel(roles[0]).toLowerCase()}.
                </Typography>
              ) : null}
              <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                <FormTextField name="first_name" label="First name (optional)" />
                <FormTextField name="last_name" label="Last name (optional)" />
              </Box>
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2.5 }}>
              <Button onClick={onClose}>Cancel</Button>
              <Button type="submit" variant="contained" loading={submitting}>
                Send invitation
              </Button>
            </DialogActions>
          </Box>
        )}
      </Form>
    </Dialog>
  );
}
