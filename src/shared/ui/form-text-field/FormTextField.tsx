import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import { alpha } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';
import { Field } from 'react-final-form';

export interface FormTextFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password' | 'tel' | 'url' | 'search' | 'number';
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  disabled?: boolean;
  placeholder?: string;
  helperText?: ReactNode;
  /** Something to the right of the label, e.g. a "Forgot password?" link. */
  labelAction?: ReactNode;
}

/**
 * A react-final-form text field: label above, input, then the help or error text. Shows the validation
 * error once the field was edited and left (or a submit was tried), and a server error for the field
 * until it is edited again.
 * (Built on InputBase rather than TextField, which would pull the whole Select/Menu stack into the
 * sign-in page.)
 */
export function FormTextField({ name, label, type = 'text', helperText, labelAction, required, ...input }: FormTextFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <Field name={name} type={type}>
      {({ input: field, meta }) => {
        const serverError = !meta.dirtySinceLastSubmit ? (meta.submitError as string | undefined) : undefined;
        // Errors show once the person typed and left the field, or tried to submit: merely passing through
        // an empty field must not shift the layout under their pointer.
        const showValidation = meta.submitFailed || (meta.touched && meta.modified);
        const message = (showValidation && (meta.error as string | undefined)) || serverError;
        const helper = message || helperText;
        return (
          <Box>
            <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mb: 0.75 }}>
              <Box component="label" htmlFor={id} sx={{ typography: 'body2', fontWeight: 500, color: 'text.primary' }}>
                {label}
              </Box>
              {labelAction}
            </Box>
            <InputBase
              {...input}
              {...field}
              id={id}
              type={type}
              fullWidth
              error={Boolean(message)}
              slotProps={{
                input: { 'aria-describedby': helper ? helperId : undefined, 'aria-required': required || undefined },
              }}
              sx={(theme) => ({
                borderRadius: 2,
                border: 1,
                borderColor: 'grey.300',
                bgcolor: 'background.paper',
                transition: 'border-color 120ms, box-shadow 120ms',
                '& .MuiInputBase-input': { px: 1.5, py: 1.25, height: 'auto' },
                '&:hover': { borderColor: 'grey.400' },
                '&.Mui-focused': {
                  borderColor: 'primary.main',
                  boxShadow: `0 0 0 3px ${alpha(theme.palette.primary.main, 0.2)}`,
                },
                '&.Mui-error': { borderColor: 'error.main' },
                '&.Mui-error.Mui-focused': { boxShadow: `0 0 0 3px ${alpha(theme.palette.error.main, 0.2)}` },
              })}
            />
            {helper ? (
              <Box id={helperId} sx={{ typography: 'caption', mt: 0.75, color: message ? 'error.main' : 'text.secondary' }}>
                {helper}
              </Box>
            ) : null}
          </Box>
        );
      }}
    </Field>
  );
}
