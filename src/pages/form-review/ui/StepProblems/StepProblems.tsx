import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { FormField } from '@/shared/api';

export interface StepProblem {
  field: FormField;
  message: string;
}

/** The step's summary when Next is pressed: names every field that stops it, with what to fix. */
export function StepProblems({ problems }: { problems: StepProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <Alert severity="error" role="alert">
      {problems.length === 1 ? 'One thing needs fixing' : `${problems.length} things need fixing`} before the next step:
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {problems.map(({ field, message }) => (
          <li key={field.key}>
            {field.label} — {message}
          </li>
        ))}
      </Box>
    </Alert>
  );
}
