import { FormTextField } from '@/shared/ui/form-text-field';
import { PASSWORD_MIN } from '../../lib/validate';

export interface PasswordFieldsProps {
  /** The name of the new-password field: `password` on sign-up, `new_password` when changing it. */
  name?: 'password' | 'new_password';
  label?: string;
}

/** A new password and its confirmation. */
export function PasswordFields({ name = 'password', label = 'Password' }: PasswordFieldsProps) {
  return (
    <>
      <FormTextField
        name={name}
        label={label}
        type="password"
        autoComplete="new-password"
        required
        helperText={`At least ${PASSWORD_MIN} characters.`}
      />
      <FormTextField name="confirm_password" label="Confirm password" type="password" autoComplete="new-password" required />
    </>
  );
}
