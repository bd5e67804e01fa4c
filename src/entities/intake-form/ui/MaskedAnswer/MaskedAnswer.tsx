import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorDetail, useRevealIntakeFormAnswerMutation } from '@/shared/api';

interface Props {
  formId: string;
  fieldKey: string;
  label: string;
  /** The masked value as the server sent it (last four only). */
  masked: string;
  canReveal: boolean;
}

/**
 * A sensitive answer as the server sent it, masked. "Show" asks the server for it in full (each reveal is
 * its own call, allowed by the policy, audited and throttled); "Hide" forgets it again.
 */
export function MaskedAnswer({ formId, fieldKey, label, masked, canReveal }: Props) {
  const [reveal, state] = useRevealIntakeFormAnswerMutation();
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const show = async () => {
    setError(null);
    try {
      const answer = await reveal({ formId, revealField: { field: fieldKey } }).unwrap();
      setValue(answer.value ?? '');
    } catch (failure) {
      setError(errorDetail(failure) ?? 'The answer could not be shown. Try again.');
    }
  };

  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography aria-live="polite">{value ?? masked}</Typography>
        {canReveal &&
          (value === null ? (
            <Button size="small" onClick={() => void show()} disabled={state.isLoading} aria-label={`Show ${label}`}>
              Show
            </Button>
          ) : (
            <Button size="small" onClick={() => setValue(null)} aria-label={`Hide ${label}`}>
              Hide
            </Button>
          ))}
      </Stack>
      {error && (
        <Typography role="alert" variant="body2" color="error">
          {error}
        </Typography>
      )}
    </Stack>
  );
}
