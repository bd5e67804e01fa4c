import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { displayAnswer, maskValue, type AnswerValue, type FormSection } from '@/shared/api';

/**
 * The signer's own answers before they sign, read-only; sensitive ones stay masked until "Show" is
 * pressed (the signer holds the values: nothing is asked of the server). Sections are level-4 headings: the
 * list sits under the "Your answers" heading of the signing step.
 */
export function SignerAnswerList({ sections, answers }: { sections: FormSection[]; answers: Record<string, AnswerValue> }) {
  const [revealed, setRevealed] = useState<Set<string>>(new Set());
  return (
    <Stack spacing={3}>
      {sections.map((section) => (
        <Stack key={section.id} spacing={1.5} component="section" aria-label={section.title}>
          <Typography variant="h6" component="h4">
            {section.title}
          </Typography>
          {section.fields.map((field) => {
            const value = answers[field.key];
            const secret = field.kind === 'sensitive' && typeof value === 'string' && value !== '';
            const masked = secret && !revealed.has(field.key);
            return (
              <Stack key={field.key} spacing={0.25}>
                <Typography variant="body2" color="text.secondary">
                  {field.label}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Typography sx={{ wordBreak: 'break-word' }}>
                    {masked ? maskValue(value) : displayAnswer(field, value)}
                  </Typography>
                  {secret && (
                    <Button
                      size="small"
                      aria-label={`${masked ? 'Show' : 'Hide'} ${field.label}`}
                      aria-pressed={!masked}
                      onClick={() => {
                        const next = new Set(revealed);
                        if (masked) next.add(field.key);
                        else next.delete(field.key);
                        setRevealed(next);
                      }}
                    >
                      {masked ? 'Show' : 'Hide'}
                    </Button>
                  )}
                </Stack>
              </Stack>
            );
          })}
        </Stack>
      ))}
    </Stack>
  );
}
