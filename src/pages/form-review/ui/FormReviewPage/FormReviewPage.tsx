import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { CARRIER_PDF_LABEL } from '@/entities/intake-form';
import { errorDetail, useGetIntakeFormDetailsQuery } from '@/shared/api';
import { PageHeader } from '@/shared/ui/page-header';
import { forgetLocalDrafts } from '../../lib/local-draft';
import { CarrierFill } from '../CarrierFill/CarrierFill';
import { FillIntakeForm } from '../FillIntakeForm/FillIntakeForm';
import { FormReview } from '../FormReview/FormReview';
import { SignatureStep } from '../SignatureStep/SignatureStep';

/** " Please sign it by Friday, December 4, 2026." (in the reader's time zone), or nothing without a due date. */
const dueText = (dueAt: string | null) =>
  dueAt
    ? ` Please sign it by ${new Date(dueAt).toLocaleDateString(undefined, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' })}.`
    : '';

/** `/materials/form-review/{id}`: the client fills and signs; the sender and those above review. */
export function FormReviewPage() {
  const { id = '' } = useParams();
  const details = useGetIntakeFormDetailsQuery({ formId: id }, { refetchOnMountOrArgChange: true });
  const form = details.data;
  const signed = form?.status === 'signed';
  // A signed form takes no more answers: what this device kept of it goes.
  useEffect(() => {
    if (signed) forgetLocalDrafts(id);
  }, [signed, id]);
  return (
    <Stack spacing={3} sx={{ maxWidth: 760, mx: 'auto', width: '100%' }}>
      <PageHeader
        title={form?.title ?? 'Review intake form'}
        description={
          form
            ? form.can_fill && form.party !== 'agent'
              ? `From ${form.sender?.full_name ?? 'your agent'}.${dueText(form.due_at)} ${form.template.description}`
              : `${form.template.pdf ? `${CARRIER_PDF_LABEL} · ` : ''}For ${form.client.full_name}`
            : undefined
        }
      />
      {details.isLoading && <CircularProgress aria-label="Loading the form" />}
      {details.isError && (
        <Alert severity="error">{errorDetail(details.error) ?? 'The form could not be loaded. Try again.'}</Alert>
      )}
      {form &&
        (form.can_fill && form.template.pdf ? (
          <CarrierFill key={form.version} form={form} onReload={() => void details.refetch()} />
        ) : form.can_fill ? (
          <FillIntakeForm
            key={form.version}
            form={form}
            onReload={() => void details.refetch()}
            renderSign={(_answers, flush) => (
              <SignatureStep
                formId={form.id}
                consentText={form.consent_text}
                signerName={form.client.full_name}
                beforeSign={flush}
                onSigned={() => void details.refetch()}
              />
            )}
          />
        ) : (
          <FormReview form={form} />
        ))}
    </Stack>
  );
}
