import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Form, FormSpy } from 'react-final-form';
import { answerProblem, type FormDetails } from '@/shared/api';
import { cleanAnswers, FormSectionFields, SignerAnswerList } from '@/entities/intake-form';
import { useDraftAutosave } from '../../model/useDraftAutosave';
import { SaveStatus } from '../SaveStatus/SaveStatus';
import { StepProblems, type StepProblem } from '../StepProblems/StepProblems';

/** The fields of a step whose answers stop it, with what to fix. */
const problemsOf = (fields: FormDetails['template']['sections'][number]['fields'], values: Record<string, unknown>) =>
  fields.flatMap((field): StepProblem[] => {
    const message = answerProblem(field, values[field.key], true);
    return message ? [{ field, message }] : [];
  });

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
  // The step is in the address (?step=2), so a reload reopens where the client was.
  const [params, setParams] = useSearchParams();
  const step = Math.min(Math.max(Number(params.get('step')) || 1, 1), sections.length + 1) - 1;
  const setStep = (next: number) =>
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        out.set('step', String(next + 1));
        return out;
      },
      { replace: true },
    );
  const [checked, setChecked] = useState<Set<number>>(new Set());
  const { initial, change, flush, status } = useDraftAutosave(form);
  const fields = sections.flatMap((s) => s.fields);
  const signing = step === sections.length;
  const steps = sections.length + 1;

  return (
    <Form<Record<string, unknown>> onSubmit={() => undefined} initialValues={initial} subscription={{}}>
      {() => (
        <Stack spacing={3} component="form" noValidate onSubmit={(e) => e.preventDefault()}>
          <FormSpy
            subscription={{ values: true, dirty: true }}
            onChange={({ values, dirty }) => change(values, Boolean(dirty))}
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
          {status.state === 'conflict' ? (
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
            <SaveStatus status={status} fields={fields} />
          )}
          {signing ? (
            <FormSpy subscription={{ values: true }}>
              {({ values }) => (
                <Stack spacing={3}>
                  <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-label="Your answers">
                    <Typography variant="h6" component="h3" sx={{ mb: 2 }}>
                      Your answers
                    </Typography>
                    <SignerAnswerList sections={sections} answers={cleanAnswers(values)} />
                  </Paper>
                  {renderSign(values, flush)}
                </Stack>
              )}
            </FormSpy>
          ) : (
            <FormSectionFields key={`${step}-${checked.has(step)}`} section={sections[step]!} requireFilled={checked.has(step)} />
          )}
          <FormSpy subscription={{ values: true }}>
            {({ values }) => {
              const problems = signing ? [] : problemsOf(sections[step]!.fields, values);
              return (
                <Stack spacing={2}>
                  {checked.has(step) && <StepProblems problems={problems} />}
                  <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
                    <Button disabled={step === 0} onClick={() => setStep(step - 1)}>
                      Back
                    </Button>
                    {!signing && (
                      <Button
                        variant="contained"
                        onClick={() => {
                          setChecked(new Set([...checked, step]));
                          if (problems.length > 0) return;
                          void flush();
                          setStep(step + 1);
                          window.scrollTo?.({ top: 0 });
                        }}
                      >
                        {step === sections.length - 1 ? 'Review and sign' : 'Next'}
                      </Button>
                    )}
                  </Stack>
                </Stack>
              );
            }}
          </FormSpy>
        </Stack>
      )}
    </Form>
  );
}
