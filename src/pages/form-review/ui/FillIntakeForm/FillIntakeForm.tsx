import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Form, FormSpy } from 'react-final-form';
import type { FormDetails } from '@/shared/api';
import { FormSectionFields, validateAnswer } from '@/entities/intake-form';
import type { SaveState } from '../../lib/draft-saver';
import { useDraftAutosave } from '../../model/useDraftAutosave';

const SAVE_TEXT: Record<SaveState, string> = {
  idle: 'Your answers are saved as you type.',
  pending: 'Saving…',
  saving: 'Saving…',
  saved: 'All changes saved.',
  error: 'Could not save just now; your answers are kept and saved again on the next change.',
  conflict: '',
};

export interface FillIntakeFormProps {
  form: FormDetails;
  /** Reload the form from the server (after a 409). */
  onReload: () => void;
  /** The last step: the signature, given the answers as they are now. */
  renderSign: (answers: Record<string, unknown>, flush: () => Promise<void>) => ReactNode;
}

/** The client's form: sections as steps, each field validated as they type, answers saved as a draft. */
export function FillIntakeForm({ form, onReload, renderSign }: FillIntakeFormProps) {
  const sections = form.template.sections;
  const [step, setStep] = useState(0);
  const [checked, setChecked] = useState<Set<number>>(new Set());
  const { saver, state } = useDraftAutosave(form.id, form.version);
  const signing = step === sections.length;
  const steps = sections.length + 1;

  return (
    <Form<Record<string, unknown>> onSubmit={() => undefined} initialValues={form.answers} subscription={{}}>
      {() => (
        <Stack spacing={3} component="form" noValidate onSubmit={(e) => e.preventDefault()}>
          <FormSpy
            subscription={{ values: true, dirty: true }}
            onChange={({ values, dirty }) => dirty && saver.schedule(values)}
          />
          <Box>
            <Typography variant="overline" color="text.secondary">
              Step {step + 1} of {steps}
            </Typography>
            <Typography variant="h5" component="h2">
              {signing ? 'Review and sign' : sections[step]!.title}
            </Typography>
            <LinearProgress variant="determinate" value={((step + 1) / steps) * 100} sx={{ mt: 1 }} aria-label="Progress" />
          </Box>
          {state === 'conflict' ? (
            <Alert
              severity="warning"
              action={
                <Button color="inherit" onClick={onReload}>
                  Reload
                </Button>
              }
            >
              This form was changed in another tab or on another device. Reload it to see the latest answers; nothing more is
              saved from this page.
            </Alert>
          ) : (
            <Typography variant="body2" color={state === 'error' ? 'error' : 'text.secondary'} role="status">
              {SAVE_TEXT[state]}
            </Typography>
          )}
          {signing ? (
            <FormSpy subscription={{ values: true }}>{({ values }) => renderSign(values, () => saver.flush())}</FormSpy>
          ) : (
            <FormSectionFields key={`${step}-${checked.has(step)}`} section={sections[step]!} requireFilled={checked.has(step)} />
          )}
          <FormSpy subscription={{ values: true }}>
            {({ values }) => {
              const missing = !signing && sections[step]!.fields.some((f) => validateAnswer(f, values[f.key], true));
              return (
                <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
                  <Button disabled={step === 0} onClick={() => setStep(step - 1)}>
                    Back
                  </Button>
                  {!signing && (
                    <Button
                      variant="contained"
                      onClick={() => {
                        setChecked(new Set([...checked, step]));
                        if (missing) return;
                        void saver.flush();
                        setStep(step + 1);
                        window.scrollTo?.({ top: 0 });
                      }}
                    >
                      {step === sections.length - 1 ? 'Review and sign' : 'Next'}
                    </Button>
                  )}
                </Stack>
              );
            }}
          </FormSpy>
        </Stack>
      )}
    </Form>
  );
}
