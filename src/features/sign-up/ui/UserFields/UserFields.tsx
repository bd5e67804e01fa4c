import Box from '@mui/material/Box';
import { US_STATE_OPTIONS } from '@/shared/api';
import { GENDERS } from '@/shared/config';
import { FormCheckboxField } from '@/shared/ui/form-checkbox-field';
import { FormSelectField } from '@/shared/ui/form-select-field';
import { FormTextField } from '@/shared/ui/form-text-field';

export interface UserFieldsProps {
  /** Marketers and agents also give their National Producer Number and securities licence. */
  licensed: boolean;
  autoFocus?: boolean;
}

/** The person's details, for sign-up, company registration and the profile page (inside a final-form). */
export function UserFields({ licensed, autoFocus }: UserFieldsProps) {
  return (
    <>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <FormTextField name="first_name" label="First name" autoComplete="given-name" autoFocus={autoFocus} required />
        <FormTextField name="last_name" label="Last name" autoComplete="family-name" required />
      </Box>
      <FormTextField name="phone" label="Phone" type="tel" autoComplete="tel" required />
      <FormTextField name="address" label="Address" autoComplete="street-address" required />
      {/* Full width: the select's floating label would be cut short in a half-width column. */}
      <FormSelectField name="state" label="State" options={US_STATE_OPTIONS} />
      <FormSelectField name="gender" label="Gender (optional)" options={GENDERS} />
      {licensed ? (
        <>
          <FormTextField name="national_producer_number" label="National Producer Number (optional)" />
          <FormCheckboxField name="has_security_license" label="I hold a securities licence" />
        </>
      ) : null}
    </>
  );
}
