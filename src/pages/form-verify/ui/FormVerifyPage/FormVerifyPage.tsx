import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { errorDetail, useVerifyIntakeFormPdfMutation } from '@/shared/api';
import { PageHeader } from '@/shared/ui/page-header';

/** Checks any PDF: a sealed record of this company, unchanged — for which form and signer, or why not. */
export function FormVerifyPage() {
  const [verify, result] = useVerifyIntakeFormPdfMutation();
  const answer = result.data;
  return (
    <Stack spacing={3} sx={{ maxWidth: 760, mx: 'auto', width: '100%' }}>
      <PageHeader
        title="Verify a signed form"
        description="Choose a PDF to check whether it is a sealed record of your company and unchanged since it was signed."
      />
      <Button variant="contained" component="label" sx={{ alignSelf: 'flex-start' }} disabled={result.isLoading}>
        Choose a PDF
        <input
          hidden
          type="file"
          accept="application/pdf,.pdf"
          aria-label="PDF to verify"
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) void verify({ verifyPdf: { file } });
            e.target.value = '';
          }}
        />
      </Button>
      {result.isError && (
        <Alert severity="error">{errorDetail(result.error) ?? 'The file could not be checked. Try again.'}</Alert>
      )}
      {answer && (
        <Alert severity={answer.valid ? 'success' : 'error'} role="status">
          <AlertTitle>{answer.valid ? 'Valid and unchanged' : 'Not a valid sealed record'}</AlertTitle>
          {answer.reason}
          {answer.form && (
            <>
              {' '}
              <RouterLink to={`/materials/form-review/${answer.form.id}`}>Open the form</RouterLink>
            </>
          )}
        </Alert>
      )}
    </Stack>
  );
}
