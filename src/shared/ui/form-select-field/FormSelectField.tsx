import { Field } from 'react-final-form';
import { SelectMenu, type SelectMenuOption } from '../select-menu';

export interface FormSelectFieldProps {
  name: string;
  label: string;
  options: readonly SelectMenuOption[];
  helperText?: string;
  disabled?: boolean;
}

/** A react-final-form field on the searchable select menu; the value is the option's `value` (or null). */
export function FormSelectField({ name, label, options, helperText, disabled }: FormSelectFieldProps) {
  return (
    <Field<string | null> name={name} allowNull>
      {({ input, meta }) => {
        const serverError = !meta.dirtySinceLastSubmit ? (meta.submitError as string | undefined) : undefined;
        const message = (meta.submitFailed && (meta.error as string | undefined)) || serverError;
        return (
          <SelectMenu
            label={label}
            options={options}
            value={input.value || null}
            onChange={(value) => input.onChange(value)}
            onBlur={() => input.onBlur()}
            helperText={message || helperText}
            error={Boolean(message)}
            disabled={disabled}
          />
        );
      }}
    </Field>
  );
}
