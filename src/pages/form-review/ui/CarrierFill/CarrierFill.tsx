import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { useSearchParams } from 'react-router-dom';
import { FormFieldInput, FormSectionFields } from '@/entities/intake-form';
import { errorDetail, useSendIntakeFormToClientMutation, type FormDetails } from '@/shared/api';
import { TabBar, type TabOption } from '@/shared/ui/tab-bar';
import { leftText, ownFields, requiredLeft } from '../../lib/guided';
import { useDraftAutosave } from '../../model/useDraftAutosave';
import { CarrierPageView } from '../CarrierPageView/CarrierPageView';
import { SaveStatus } from '../SaveStatus/SaveStatus';
import { SignatureStep } from '../SignatureStep/SignatureStep';

export interface CarrierFillProps {
  form: FormDetails;
  onReload: () => void;
}

const MODES: readonly TabOption<'guided' | 'list'>[] = [
  { value: 'guided', label: 'One field at a time' },
  { value: 'list', label: 'All fields' },
];

/**
 * A carrier PDF form for the party whose turn it is: guided (field by field over the real page, zoomed to
 * each) or as a list; answers autosave as on every form. Then the client signs, the agent sends a
 * prepared form on or countersigns.
 */
export function CarrierFill({ form, onReload }: CarrierFillProps) {
  const party = form.party === 'agent' ? 'agent' : 'client';
  const fields = useMemo(() => ownFields(form, party), [form, party]);
  const ownKeys = useMemo(() => new Set(fields.map((f) => f.key)), [fields]);
  const { initial, change, flush, status } = useDraftAutosave(form, ownKeys);
  const [mode, setMode] = useState<'guided' | 'list'>('guided');
  const [params, setParams] = useSearchParams();
  const index = Math.min(Math.max(Number(params.get('field')) || 1, 1), fields.length + 1) - 1;
  const go = (next: number) =>
    setParams((p) => new URLSearchParams({ ...Object.fromEntries(p), field: String(next + 1) }), { replace: true });
  const [sendOn, sending] = useSendIntakeFormToClientMutation();
  const finishing = index === fields.length;
  const placed = form.template.pdf?.fields ?? [];
  const mine = (kind: string) => placed.filter((f) => f.kind === kind && f.party === party).flatMap((f) => f.rects);
  const signatures = mine('signature');
  const initials = mine('initials');
  const places = `Your signature goes in ${signatures.length} place${signatures.length === 1 ? '' : 's'}${
    initials.length > 0 ? `, your initials in ${initials.length}` : ''
  } (pages ${[...new Set([...signatures, ...initials].map((r) => r.page))].join(', ') || '—'}).`;
  const field = fields[index];

  return (
    <Form<Record<string, unknown>> onSubmit={() => undefined} initialValues={initial} subscription={{}}>
      {() => (
        <Stack spacing={3} component="form" noValidate onSubmit={(e) => e.preventDefault()}>
          <FormSpy
            subscription={{ values: true, dirty: true }}
            onChange={({ values, dirty }) => change(values, Boolean(dirty))}
          />
          {status.state === 'conflict' ? (
            <Alert
              severity="warning"
              action={
                <Button color="inherit" onClick={onReload}>
                  Reload
                </Button>
              }
            >
              This form was changed in another tab or on another device. Reload it to see the latest answers.
            </Alert>
          ) : (
            <SaveStatus status={status} fields={fields} />
          )}
          <FormSpy subscription={{ values: true }}>
            {({ values }) => (
              <Typography role="status" aria-label="Required fields left" color="text.secondary">
                {leftText(requiredLeft(fields, values))}
              </Typography>
            )}
          </FormSpy>
          {!finishing && <TabBar value={mode} options={MODES} onChange={setMode} label="How to fill in" />}
          {!finishing && mode === 'guided' && field && (
            <Stack spacing={2}>
              <Typography variant="overline" color="text.secondary">
                Field {index + 1} of {fields.length}
              </Typography>
              <CarrierPageView form={form} fieldKey={field.key} />
              <FormFieldInput key={field.key} field={field} />
            </Stack>
          )}
          {!finishing &&
            mode === 'list' &&
            form.template.sections.map((section) => {
              const own = section.fields.filter((f) => ownKeys.has(f.key));
              return own.length === 0 ? null : <FormSectionFields key={section.id} section={{ ...section, fields: own }} />;
            })}
          {finishing && party === 'agent' && form.step === 'prepare' ? (
            <Stack spacing={2}>
              <Typography>
                Your part is filled in. Send the form to {form.client.full_name}: they fill in theirs and sign.
              </Typography>
              {sending.error ? (
                <Alert severity="error">{errorDetail(sending.error) ?? 'The form could not be sent. Try again.'}</Alert>
              ) : null}
              <Button
                variant="contained"
                disabled={sending.isLoading}
                onClick={() =>
                  void flush()
                    .then(() => sendOn({ formId: form.id }).unwrap())
                    .then(onReload, () => undefined)
                }
              >
                Send to {form.client.full_name}
              </Button>
            </Stack>
          ) : finishing ? (
            <SignatureStep
              formId={form.id}
              consentText={form.consent_text}
              signerName={party === 'agent' ? (form.sender?.full_name ?? '') : form.client.full_name}
              beforeSign={flush}
              onSigned={onReload}
              countersign={party === 'agent'}
              initialsPages={initials.map((r) => r.page)}
              places={places}
            />
          ) : null}
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
            <Button disabled={index === 0 && !finishing} onClick={() => go(finishing && mode === 'list' ? 0 : index - 1)}>
              Back
            </Button>
            {!finishing && (
              <Button variant="contained" onClick={() => (void flush(), go(mode === 'list' ? fields.length : index + 1))}>
                {mode === 'list' || index === fields.length - 1
                  ? party === 'agent' && form.step === 'prepare'
                    ? 'Done'
                    : 'Sign'
                  : 'Next'}
              </Button>
            )}
          </Stack>
        </Stack>
      )}
    </Form>
  );
}
