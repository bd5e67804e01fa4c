import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { CreateFolderDialog } from '@/features/create-folder';
import { UploadButton, useMaterialUpload } from '@/features/upload-materials';
import { useListContentQuery } from '@/shared/api';
import { PageHeader } from '@/shared/ui/page-header';

interface LogEntry {
  at: string;
  label: string;
  body: unknown;
}

/** A developer page (development builds only): uploads, folders and the raw answers of the content API. */
export function DevMaterialsPage() {
  const uploadMaterial = useMaterialUpload();
  const [log, setLog] = useState<LogEntry[]>([]);
  const [folderOpen, setFolderOpen] = useState(false);
  const root = useListContentQuery({ page: 1, size: 20 });
  const add = (label: string, body: unknown) =>
    setLog((current) => [{ at: new Date().toISOString(), label, body }, ...current].slice(0, 50));

  const upload = (files: File[]) =>
    files.forEach((file) => {
      let last = -1;
      const { promise } = uploadMaterial(file, {
        onProgress: (loaded, total) => {
          const pct = total ? Math.round((loaded / total) * 100) : 100;
          if (pct - last >= 25 || pct === 100) add(`progress ${file.name}`, { loaded, total, pct });
          last = pct;
        },
      });
      promise.then(
        (item) => {
          add(`201 POST /material/ ${file.name}`, item);
          void root.refetch();
        },
        (error: unknown) => add(`error POST /material/ ${file.name}`, error),
      );
    });

  return (
    <>
      <PageHeader title="Materials playground" description="Content lists, uploads and folder actions for development." />
      <Box sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <UploadButton onFiles={upload} />
        <Button variant="outlined" onClick={() => setFolderOpen(true)}>
          New folder
        </Button>
        <Button onClick={() => void root.refetch()}>Reload the root listing</Button>
        <Button onClick={() => setLog([])}>Clear the log</Button>
      </Box>
      <CreateFolderDialog open={folderOpen} parentId={null} onClose={() => setFolderOpen(false)} />
      <Typography component="h2" variant="h6">
        GET /content/ (root)
      </Typography>
      <Box
        component="pre"
        role="region"
        aria-label="Root listing"
        tabIndex={0}
        sx={{ fontSize: 12, maxHeight: 300, overflow: 'auto', bgcolor: 'background.paper', p: 1 }}
      >
        {JSON.stringify(root.data ?? root.error ?? 'loading…', null, 2)}
      </Box>
      <Typography component="h2" variant="h6">
        Answers
      </Typography>
      <Box
        component="pre"
        role="region"
        aria-label="API answers"
        tabIndex={0}
        sx={{ fontSize: 12, maxHeight: 400, overflow: 'auto', bgcolor: 'background.paper', p: 1 }}
      >
        {log.map((entry) => `${entry.at} ${entry.label}\n${JSON.stringify(entry.body, null, 2)}`).join('\n\n') || 'Nothing yet.'}
      </Box>
    </>
  );
}
