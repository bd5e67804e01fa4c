import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { Form, FormSpy } from 'react-final-form';
import SignatureCanvas from 'react-signature-canvas';
import type { FormSection } from '@/shared/api';
import { PageHeader } from '@/shared/ui/page-header';
import { FormSectionFields } from '@/entities/intake-form';

/** One field of every kind, as the intake forms use them. */
export const EVERY_KIND: FormSection = {
  id: 'every-kind',
  title: 'Every field kind',
  fields: [
    { key: 'short', kind: 'short_text', label: 'Short text', required: true, help: 'Up to 200 characters.' },
    { key: 'long', kind: 'long_text', label: 'Long text', required: false },
    { key: 'email', kind: 'email', label: 'Email', required: true },
    { key: 'phone', kind: 'phone', label: 'Phone', required: false },
    { key: 'date', kind: 'date', label: 'Date', required: false },
    { key: 'number', kind: 'number', label: 'Number (0–10)', required: false, min: 0, max: 10 },
    { key: 'currency', kind: 'currency', label: 'Currency', required: false },
    { key: 'single', kind: 'single_choice', label: 'Single choice', required: false, options: ['Red', 'Green', 'Blue'] },
    {
      key: 'multiple',
      kind: 'multiple_choice',
      label: 'Multiple choice',
      required: false,
      options: ['Term life', 'Health', 'Dental'],
    },
    { key: 'yes_no', kind: 'yes_no', label: 'Yes or no', required: true },
    { key: 'state', kind: 'us_state', label: 'US state', required: false },
    { key: 'ssn', kind: 'sensitive', label: 'Sensitive (e.g. SSN)', required: false },
  ],
};

/** A developer page (development builds only): every field kind and the signature pad, with live state. */
export function DevFormsPage() {
  const pad = useRef<SignatureCanvas | null>(null);
  const [strokes, setStrokes] = useState(0);
  return (
    <Stack spacing={3}>
      <PageHeader
        title="Forms playground"
        description="Every intake form field kind and the signature pad, with their values and validation shown live."
      />
      <Form<Record<string, unknown>> onSubmit={() => undefined} subscription={{}}>
        {() => (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
            <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
              <FormSectionFields section={EVERY_KIND} />
            </Paper>
            <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
              <Typography variant="h6" component="h2">
                Live state
              </Typography>
              <FormSpy subscription={{ values: true, errors: true, valid: true }}>
                {({ values, errors, valid }) => (
                  <Box component="pre" aria-label="Form state" sx={{ whiteSpace: 'pre-wrap', fontSize: 13 }}>
                    {JSON.stringify({ valid, values, errors }, null, 2)}
                  </Box>
                )}
              </FormSpy>
            </Paper>
          </Stack>
        )}
      </Form>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="h6" component="h2">
          Signature pad
        </Typography>
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, touchAction: 'none', maxWidth: 600 }}>
          <SignatureCanvas
            ref={pad}
            onEnd={() => setStrokes(pad.current?.toData().length ?? 0)}
            canvasProps={{ width: 600, height: 180, style: { width: '100%', height: 180 }, 'aria-label': 'Signature pad' }}
          />
        </Box>
        <Typography role="status">{strokes === 0 ? 'Empty' : `${strokes} stroke${strokes === 1 ? '' : 's'}`}</Typography>
      </Paper>
    </Stack>
  );
}
