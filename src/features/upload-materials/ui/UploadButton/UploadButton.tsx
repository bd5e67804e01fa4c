import Button from '@mui/material/Button';
import { useRef } from 'react';
import { UploadIcon } from '@/shared/ui/icons';

export interface UploadButtonProps {
  onFiles: (files: File[]) => void;
  label?: string;
}

/** A button that opens the file picker (several files at once). */
export function UploadButton({ onFiles, label = 'Upload files' }: UploadButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant="contained" startIcon={<UploadIcon />} onClick={() => input.current?.click()}>
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        aria-label="Choose files to upload"
        data-testid="upload-input"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </>
  );
}
