import Box from '@mui/material/Box';
import { UserAvatar } from '@/entities/session';
import { errorDetail, useUploadAvatarMutation, type CurrentUser } from '@/shared/api';
import { FilePickButton } from '@/shared/ui/file-pick-button';
import { FormError } from '@/shared/ui/form-error';
import { notifySuccess } from '@/shared/ui/toast';

export interface AvatarUploadProps {
  user: CurrentUser;
}

/** The profile photo: uploaded as soon as it is picked; the answer updates the session user (top bar). */
export function AvatarUpload({ user }: AvatarUploadProps) {
  const [upload, { isLoading, error }] = useUploadAvatarMutation();

  const onPick = async (file: File | undefined) => {
    if (!file) return;
    const result = await upload({ avatarForm: { avatar: file } });
    if (!('error' in result)) notifySuccess('Your photo was updated.');
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2.5 }}>
        <UserAvatar user={user} size={72} />
        <Box>
          <FilePickButton
            variant="outlined"
            loading={isLoading}
            accept="image/*"
            inputLabel="Profile photo"
            onPick={(file) => void onPick(file)}
          >
            Upload a new photo
          </FilePickButton>
          <Box sx={{ typography: 'caption', color: 'text.secondary', mt: 0.75 }}>JPEG, PNG or WebP, up to 5 MB.</Box>
        </Box>
      </Box>
      {error ? <FormError>{errorDetail(error) ?? 'Your photo could not be uploaded. Please try again.'}</FormError> : null}
    </Box>
  );
}
