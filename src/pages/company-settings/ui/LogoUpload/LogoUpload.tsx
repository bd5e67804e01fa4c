import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { errorDetail, useDeleteCompanyLogoMutation, useUploadCompanyLogoMutation, type Company } from '@/shared/api';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { FilePickButton } from '@/shared/ui/file-pick-button';
import { FormError } from '@/shared/ui/form-error';
import { notifySuccess } from '@/shared/ui/toast';
import { LOGO_MAX_BYTES, LOGO_TOO_LARGE, LOGO_TYPES } from '../../config/logo';
import { LogoFrame } from '../LogoFrame/LogoFrame';

export interface LogoUploadProps {
  company: Company;
}

/** The company logo for admins: uploaded as soon as it is picked, removed after a confirmation. */
export function LogoUpload({ company }: LogoUploadProps) {
  const [upload, { isLoading: uploading }] = useUploadCompanyLogoMutation();
  const [remove, { isLoading: removing }] = useDeleteCompanyLogoMutation();
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);

  const onPick = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (file.size > LOGO_MAX_BYTES) return setError(LOGO_TOO_LARGE);
    try {
      await upload({ logoForm: { logo: file } }).unwrap();
      notifySuccess('The company logo was updated.');
    } catch (failure) {
      setError(errorDetail(failure) ?? 'The logo could not be uploaded. Please try again.');
    }
  };

  const onRemove = async () => {
    setRemoveError(null);
    try {
      await remove().unwrap();
      setConfirming(false);
      setError(null);
      notifySuccess('The company logo was removed.');
    } catch (failure) {
      setRemoveError(errorDetail(failure) ?? 'The logo could not be removed. Please try again.');
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2.5 }}>
        <LogoFrame company={company} busy={uploading} />
        <Box sx={{ minWidth: 0, flex: '1 1 200px' }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <FilePickButton
              variant="outlined"
              loading={uploading}
              disabled={uploading || removing}
              accept={LOGO_TYPES}
              inputLabel="Company logo"
              onPick={(file) => void onPick(file)}
            >
              {company.logo ? 'Replace logo' : 'Upload a logo'}
            </FilePickButton>
            {company.logo ? (
              <Button color="error" onClick={() => setConfirming(true)} disabled={uploading || removing}>
                Remove
              </Button>
            ) : null}
          </Box>
          <Box sx={{ typography: 'caption', color: 'text.secondary', mt: 0.75 }}>
            PNG, JPEG or WebP, up to 5 MB. Shown in the navigation for everyone in the company; a logo on a transparent background
            looks best.
          </Box>
        </Box>
      </Box>
      {error ? <FormError>{error}</FormError> : null}
      <ConfirmDialog
        open={confirming}
        title="Remove the company logo?"
        description="Everyone in the company will see the company’s initial instead. You can upload a logo again at any time."
        confirmLabel="Remove logo"
        destructive
        busy={removing}
        error={removeError}
        onConfirm={() => void onRemove()}
        onClose={() => {
          setConfirming(false);
          setRemoveError(null);
        }}
      />
    </Box>
  );
}
