import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { displayAnswer, type FormDetails, type FormSection } from '@/shared/api';
import { MaskedAnswer } from '../MaskedAnswer/MaskedAnswer';

type Form = Pick<FormDetails, 'id' | 'answers' | 'masked_fields' | 'can_reveal'>;

/**
 * Every section and answer, read-only, each section under a level-2 heading (a part of the page). Sensitive
 * answers come from the server already masked (to all but the signer); "Show" reveals one through its own call.
 */
export function AnswerList({ sections, form }: { sections: FormSection[]; form: Form }) {
  const masked = new Set(form.masked_fields);
  return (
    <Stack spacing={3}>
      {sections.map((section) => (
        <Stack key={section.id} spacing={1.5} component="section" aria-label={section.title}>
          <Typography variant="h6" component="h2">
            {section.title}
          </Typography>
          {section.fields.map((field) => {
            const value = form.answers[field.key];
            return (
              <Stack key={field.key} spacing={0.25}>
                <Typography variant="body2" color="text.secondary">
                  {field.label}
                </Typography>
                {masked.has(field.key) && typeof value === 'string' ? (
                  <MaskedAnswer
                    formId={form.id}
                    fieldKey={field.key}
                    label={field.label}
                    masked={value}
                    canReveal={form.can_reveal}
                  />
                ) : (
                  <Typography>{displayAnswer(field, value)}</Typography>
                )}
              </Stack>
            );
          })}
        </Stack>
      ))}
    </Stack>
  );
}
