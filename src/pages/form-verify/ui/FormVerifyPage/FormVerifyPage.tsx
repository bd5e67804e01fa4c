import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';
import { errorDetail, useVerifyIntakeFormPdfMutation } from '@/shared/api';
import { FilePickButton } from '@/shared/ui/file-pick-button';
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
      <FilePickButton
        variant="contained"
        sx={{ alignSelf: 'flex-start' }}
        disabled={result.isLoading}
        accept="application/pdf,.pdf"
        inputLabel="PDF to verify"
        onPick={(file) => {
          if (file) void verify({ verifyPdf: { file } });
        }}
      >
        Choose a PDF
      </FilePickButton>
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
