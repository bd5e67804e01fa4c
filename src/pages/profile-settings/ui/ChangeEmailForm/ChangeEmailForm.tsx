import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useRequestEmailChangeMutation } from '@/shared/api';
import { submitErrors } from '@/shared/lib/form';
import { FormError } from '@/shared/ui/form-error';
import { FormTextField } from '@/shared/ui/form-text-field';
import { validateChangeEmail, type ChangeEmailValues } from '../../lib/validate';

export interface ChangeEmailFormProps {
  currentEmail: string;
}

/** Asks for a confirmation link at the new address; the change happens when that link is opened. */
export function ChangeEmailForm({ currentEmail }: ChangeEmailFormProps) {
  const [requestChange] = useRequestEmailChangeMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = async (values: ChangeEmailValues) => {
    const newEmail = values.new_email?.trim() ?? '';
    const result = await requestChange({ newEmail, password: values.password ?? '' });
    if ('error' in result)
      return submitErrors(result.error, 'The confirmation link could not be sent. Please try again.', { new_email: 'new_email' });
    setSentTo(newEmail);
    return undefined;
  };

  return (
    <Form<ChangeEmailValues> onSubmit={onSubmit} validate={validateChangeEmail}>
      {({ handleSubmit, submitting, submitError, dirtySinceLastSubmit }) => (
        <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Change email" sx={{ display: 'grid', gap: 2.5 }}>
          {sentTo ? (
            <Alert severity="info" role="status">
              Check the inbox of {sentTo}: open the link we sent there to confirm the change. Until then you sign in with{' '}
              {currentEmail}.
            </Alert>
          ) : null}
          {submitError && !dirtySinceLastSubmit ? <FormError>{submitError as string}</FormError> : null}
          <FormTextField name="new_email" label="New email" type="email" autoComplete="email" required />
          <FormTextField name="password" label="Your password" type="password" autoComplete="current-password" required />
          <Box>
            <Button type="submit" variant="contained" loading={submitting}>
              Send confirmation link
            </Button>
          </Box>
        </Box>
      )}
    </Form>
  );
}
