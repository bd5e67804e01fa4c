import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useState } from 'react';
import { useIntakeFormSignatureUrlQuery, type FormDetails } from '@/shared/api';
import { PdfViewer } from '@/shared/ui/pdf-viewer';
import { AnswerList } from '@/entities/intake-form';
import { waitingText } from '../../lib/waiting';
import { useSealedPdf } from '../../model/useSealedPdf';
import { AuditTrail } from '../AuditTrail/AuditTrail';

/**
 * A form read-only: answers, signature, audit trail and the sealed PDF. The sealed PDF prints every
 * answer in full, so for a reviewer opening it is a reveal (audited, counted like one): it is fetched only
 * when they ask, and offered only to those who may reveal. The signer sees their own record at once.
 */
export function FormReview({ form }: { form: FormDetails }) {
  const signed = form.status === 'signed';
  const reviewer = form.can_review;
  const [opened, setOpened] = useState(false);
  const signature = useIntakeFormSignatureUrlQuery({ formId: form.id }, { skip: !signed });
  const sealed = useSealedPdf(form.id, signed && (!reviewer || opened));
  const mayOpen = !reviewer || form.can_reveal;
  const showPdf = !reviewer || opened;
  useEffect(() => () => void (signature.data && URL.revokeObjectURL(signature.data)), [signature.data]);

  const save = (blob: Blob) => {
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `${form.title}.pdf`;
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };

  return (
    <Stack spacing={3}>
      <Alert severity={signed ? 'success' : 'info'}>
        {signed
          ? `Signed by ${form.signer_name} (${form.signer_email}) on ${new Date(form.signed_at!).toLocaleString()}.`
          : waitingText(form)}
      </Alert>
      {signed && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {showPdf && (
            <Button variant="contained" onClick={() => sealed.blob && save(sealed.blob)} disabled={!sealed.blob}>
              Download sealed PDF
            </Button>
          )}
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
          <Typography variant="h6" component="h2">
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
          {form.signatures.length > 1 && (
            <Stack component="ul" aria-label="Signatures in order" sx={{ pl: 2, my: 1 }}>
              {form.signatures.map((s) => (
                <Typography component="li" key={s.party} variant="body2">
                  {s.name} ({s.party === 'agent' ? 'agent, countersigned' : 'client'}) on {new Date(s.signed_at).toLocaleString()}
                </Typography>
              ))}
            </Stack>
          )}
          <Typography variant="body2" color="text.secondary">
            {form.consent_text}
          </Typography>
        </Paper>
      )}
      {signed && (
        <Stack spacing={1} component="section" aria-label="Sealed PDF">
          <Typography variant="h6" component="h2">
            Sealed PDF
          </Typography>
          {!mayOpen ? (
            <Typography variant="body2" color="text.secondary">
              The sealed PDF prints every answer in full, so only those who may reveal sensitive answers can open it.
            </Typography>
          ) : !showPdf ? (
            <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Typography variant="body2" color="text.secondary">
                It prints every answer in full: opening it counts as revealing them and is recorded in the audit trail.
              </Typography>
              <Button variant="outlined" onClick={() => setOpened(true)}>
                Show sealed PDF
              </Button>
            </Stack>
          ) : sealed.bytes ? (
            <PdfViewer source={sealed.bytes} title={`${form.title} (sealed)`} />
          ) : sealed.error ? (
            <Alert severity="error">{sealed.error}</Alert>
          ) : (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
              <CircularProgress aria-label="Loading the sealed PDF" />
            </Box>
          )}
        </Stack>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2">
          Audit trail
        </Typography>
        <AuditTrail events={form.events} />
      </Paper>
    </Stack>
  );
}
