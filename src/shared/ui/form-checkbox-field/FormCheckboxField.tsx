import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { Field } from 'react-final-form';

export interface FormCheckboxFieldProps {
  name: string;
  label: string;
  disabled?: boolean;
}

/** A react-final-form checkbox with its label beside it. */
export function FormCheckboxField({ name, label, disabled }: FormCheckboxFieldProps) {
  return (
    <Field name={name} type="checkbox">
      {({ input }) => (
        <FormControlLabel
          control={<Checkbox name={input.name} checked={Boolean(input.checked)} onChange={input.onChange} disabled={disabled} />}
          label={label}
        />
      )}
    </Field>
  );
}
