import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form } from 'react-final-form';
import { FormSectionFields } from '@/entities/intake-form';
import type { FormSection } from '@/shared/api';

/** The template as a client will see it: the same field renderer, answers kept only on this page. */
export function TemplatePreview({
  title,
  description,
  sections,
}: {
  title: string;
  description: string;
  sections: FormSection[];
}) {
  return (
    <Form<Record<string, unknown>> onSubmit={() => undefined} subscription={{}}>
      {() => (
        <Stack spacing={3} component="form" noValidate aria-label="Preview" onSubmit={(e) => e.preventDefault()}>
          <Stack spacing={1}>
            <Typography variant="h5" component="h2">
              {title || 'Untitled template'}
            </Typography>
            {description && <Typography color="text.secondary">{description}</Typography>}
          </Stack>
          {sections.map((section) => (
            <Stack key={section.id} spacing={2}>
              <Typography variant="h6" component="h3">
                {section.title}
              </Typography>
              <FormSectionFields section={section} />
            </Stack>
          ))}
        </Stack>
      )}
    </Form>
  );
}
