import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { displayAnswer, maskValue, type AnswerValue, type FormSection } from '@/shared/api';

/** Every section and answer, read-only; sensitive answers stay masked until "Show" is pressed. */
export function AnswerList({ sections, answers }: { sections: FormSection[]; answers: Record<string, AnswerValue> }) {
  const [revealed, setRevealed] = useState<Set<string>>(new Set());
  return (
    <Stack spacing={3}>
      {sections.map((section) => (
        <Stack key={section.id} spacing={1.5} component="section" aria-label={section.title}>
          <Typography variant="h6" component="h3">
            {section.title}
          </Typography>
          {section.fields.map((field) => {
            const value = answers[field.key];
            const masked = field.kind === 'sensitive' && typeof value === 'string' && !revealed.has(field.key);
            return (
              <Stack key={field.key} spacing={0.25}>
                <Typography variant="body2" color="text.secondary">
                  {field.label}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Typography>{masked ? maskValue(value) : displayAnswer(field, value)}</Typography>
                  {masked && (
                    <Button size="small" onClick={() => setRevealed(new Set([...revealed, field.key]))}>
                      Show
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
