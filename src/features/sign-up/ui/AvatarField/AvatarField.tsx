import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useId, useMemo } from 'react';
import { Field } from 'react-final-form';

/** An optional photo for the new account, previewed before it is sent. */
export function AvatarField() {
  return (
    <Field<File | null> name="avatar">
      {({ input }) => <AvatarPicker value={input.value || null} onChange={input.onChange} />}
    </Field>
  );
}

function AvatarPicker({ value, onChange }: { value: File | null; onChange: (file: File | null) => void }) {
  const id = useId();
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
        <Button component="label" htmlFor={id} variant="outlined" size="small">
          {value ? 'Change photo' : 'Add a photo (optional)'}
        </Button>
        <input
          id={id}
          type="file"
          accept="image/*"
          aria-label="Photo"
          hidden
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        />
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
