import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormSection } from '@/shared/api';
import { FormFieldInput } from '../FormFieldInput/FormFieldInput';

/** A section's fields, one per row (on every width: a phone never gets two columns). */
export function FormSectionFields({
  section,
  requireFilled,
  disabled,
}: {
  section: FormSection;
  requireFilled?: boolean;
  disabled?: boolean;
}) {
  return (
    <Stack spacing={3} component="section" aria-label={section.title}>
      {section.description && <Typography color="text.secondary">{section.description}</Typography>}
      {section.fields.map((field) => (
        <FormFieldInput key={field.key} field={field} requireFilled={requireFilled} disabled={disabled} />
      ))}
    </Stack>
  );
}
