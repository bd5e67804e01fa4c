import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import {
  useIntakeFormPdfUrlQuery,
  useIntakeFormSignatureUrlQuery,
  useLazyIntakeFormPdfUrlQuery,
  type FormDetails,
} from '@/shared/api';
import { PdfViewer } from '@/shared/ui/pdf-viewer';
import { AnswerList } from '@/entities/intake-form';
import { AuditTrail } from '../AuditTrail/AuditTrail';

/** A form read-only: answers, signature, audit trail and the sealed PDF. */
export function FormReview({ form }: { form: FormDetails }) {
  const signed = form.status === 'signed';
  const signature = useIntakeFormSignatureUrlQuery({ formId: form.id }, { skip: !signed });
  const [download, pdf] = useLazyIntakeFormPdfUrlQuery();
  const sealed = useIntakeFormPdfUrlQuery({ formId: form.id }, { skip: !signed });
  useEffect(() => () => void (signature.data && URL.revokeObjectURL(signature.data)), [signature.data]);
  useEffect(() => () => void (sealed.data && URL.revokeObjectURL(sealed.data)), [sealed.data]);

  const save = async () => {
    const url = await download({ formId: form.id }).unwrap();
    const link = document.createElement('a');
    link.href = url;
    link.download = `${form.title}.pdf`;
    link.click();
  };

  return (
    <Stack spacing={3}>
      <Alert severity={signed ? 'success' : 'info'}>
        {signed
          ? `Signed by ${form.signer_name} (${form.signer_email}) on ${new Date(form.signed_at!).toLocaleString()}.`
          : `Waiting for ${form.client.full_name} to fill it in and sign it.`}
      </Alert>
      {signed && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Button variant="contained" onClick={() => void save()} disabled={pdf.isFetching}>
            Download sealed PDF
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center', wordBreak: 'break-all' }}>
            SHA-256 {form.sealed_sha256}
          </Typography>
        </Stack>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <AnswerList sections={form.template.sections} form={form} />
      </Paper>
      {signed && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h6" component="h3">
            Signature
          </Typography>
          {signature.data && (
            <Box
              component="img"
              src={signature.data}
              alt={`Signature of ${form.signer_name}`}
              sx={{ maxWidth: '100%', maxHeight: 140 }}
            />
          )}
          <Typography variant="body2" color="text.secondary">
            {form.consent_text}
          </Typography>
        </Paper>
      )}
      {signed && sealed.data ? (
        <Stack spacing={1} component="section" aria-label="Sealed PDF">
          <Typography variant="h6" component="h3">
            Sealed PDF
          </Typography>
          <PdfViewer url={sealed.data} title={`${form.title} (sealed)`} />
        </Stack>
      ) : null}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h3">
          Audit trail
        </Typography>
        <AuditTrail events={form.events} />
      </Paper>
    </Stack>
  );
}
