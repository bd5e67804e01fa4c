import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState, type DragEvent, type ReactNode } from 'react';

export interface UploadDropZoneProps {
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  children: ReactNode;
}

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

/** Files dropped anywhere on its children are uploaded; a hint shows while they are dragged over. */
export function UploadDropZone({ onFiles, disabled = false, children }: UploadDropZoneProps) {
  const [over, setOver] = useState(false);
  if (disabled) return <>{children}</>;
  return (
    <Box
      data-testid="upload-drop-zone"
      onDragOver={(event) => {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={(event) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
        setOver(false);
      }}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const files = Array.from(event.dataTransfer?.files ?? []);
        if (files.length > 0) onFiles(files);
      }}
      sx={{ position: 'relative', minHeight: 200 }}
    >
      {children}
      {over ? (
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            inset: 0,
            border: 2,
            borderStyle: 'dashed',
            borderColor: 'primary.main',
            borderRadius: 3,
            bgcolor: 'action.hover',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            pointerEvents: 'none',
          }}
        >
          <Typography variant="h6" color="primary">
            Drop files to upload
          </Typography>
        </Box>
      ) : null}
    </Box>
  );
}
