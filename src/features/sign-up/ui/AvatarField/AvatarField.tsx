import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useMemo } from 'react';
import { Field } from 'react-final-form';
import { FilePickButton } from '@/shared/ui/file-pick-button';

/** An optional photo for the new account, previewed before it is sent. */
export function AvatarField() {
  return (
    <Field<File | null> name="avatar">
      {({ input }) => <AvatarPicker value={input.value || null} onChange={input.onChange} />}
    </Field>
  );
}

function AvatarPicker({ value, onChange }: { value: File | null; onChange: (file: File | null) => void }) {
  const preview = useMemo(() => {
    try {
      return value ? URL.createObjectURL(value) : undefined;
    } catch {
      return undefined; // no preview where object URLs are unavailable; the file is still sent
    }
  }, [value]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Avatar src={preview} alt="" sx={{ width: 56, height: 56 }} />
      <Box>
        <FilePickButton
          variant="outlined"
          size="small"
          accept="image/*"
          inputLabel="Photo"
          onPick={(file) => onChange(file ?? null)}
        >
          {value ? 'Change photo' : 'Add a photo (optional)'}
        </FilePickButton>
        {value ? (
          <Button size="small" sx={{ ml: 1 }} onClick={() => onChange(null)}>
            Remove
          </Button>
        ) : null}
        <Box sx={{ typography: 'caption', color: 'text.secondary', mt: 0.5 }}>An image of up to 5 MB.</Box>
      </Box>
    </Box>
  );
}
