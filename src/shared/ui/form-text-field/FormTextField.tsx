import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Field } from 'react-final-form';

export type FormTextFieldProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'error'> & {
  name: string;
};

/**
 * A react-final-form field drawn as an MUI text field. Shows the validation error once the field was
 * touched, and a server error for the field until it is edited again.
 */
export function FormTextField({ name, helperText, type, ...props }: FormTextFieldProps) {
  return (
    <Field name={name} type={type}>
      {({ input, meta }) => {
        const serverError = !meta.dirtySinceLastSubmit ? (meta.submitError as string | undefined) : undefined;
        const message = (meta.touched && (meta.error as string | undefined)) || serverError;
        return (
          <TextField
            {...props}
            {...input}
            type={type}
            error={Boolean(message)}
            helperText={message || helperText}
          />
        );
      }}
    </Field>
  );
}
