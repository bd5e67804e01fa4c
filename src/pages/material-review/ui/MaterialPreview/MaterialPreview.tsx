import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useState } from 'react';
import { contentPaths, type PreviewKind } from '@/entities/content';
import { errorDetail, useFetchFile } from '@/shared/api';

export interface MaterialPreviewProps {
  materialId: string;
  title: string;
  kind: Exclude<PreviewKind, 'none'>;
}

const TEXT_LIMIT = 1_000_000;

/**
 * Fetches the file through the app's base query (an expired token is refreshed once) and shows it from a blob URL: PDFs in a sandboxed frame (the
 * browser's own viewer), images, video and audio natively, text in a <pre>.
 */
export function MaterialPreview({ materialId, title, kind }: MaterialPreviewProps) {
  const fetchFile = useFetchFile();
  const [state, setState] = useState<{ url?: string; text?: string; error?: string }>({});

  useEffect(() => {
    let url: string | undefined;
    let cancelled = false;
    fetchFile({ url: contentPaths.material(materialId) }).then(
      async (file) => {
        if (cancelled) return;
        if (kind === 'text') {
          const text = await file.blob.slice(0, TEXT_LIMIT).text();
          if (!cancelled) setState({ text: file.blob.size > TEXT_LIMIT ? `${text}\n…` : text });
          return;
        }
        const typed = kind === 'pdf' ? new Blob([file.blob], { type: 'application/pdf' }) : file.blob;
        url = URL.createObjectURL(typed);
        setState({ url });
      },
      (error: unknown) => !cancelled && setState({ error: errorDetail(error) ?? 'The file could not be loaded for preview.' }),
    );
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [fetchFile, materialId, kind]);

  if (state.error) return <Alert severity="error">{state.error}</Alert>;
  if (state.text !== undefined) {
    return (
      <Box
        component="pre"
        aria-label={`Text of ${title}`}
        sx={{
          p: 2,
          m: 0,
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          overflow: 'auto',
          maxHeight: '70vh',
          whiteSpace: 'pre-wrap',
          fontSize: 14,
        }}
      >
        {state.text}
      </Box>
    );
  }
  if (!state.url) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading preview" />
      </Box>
    );
  }
  switch (kind) {
    case 'pdf':
      return (
        <Box
          component="iframe"
          title={`Preview of ${title}`}
          src={state.url}
          sandbox="allow-same-origin allow-scripts"
          sx={{ width: '100%', height: '75vh', border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}
        />
      );
    case 'image':
      return (
        <Box
          component="img"
          src={state.url}
          alt={title}
          sx={{ maxWidth: '100%', maxHeight: '75vh', display: 'block', mx: 'auto' }}
        />
      );
    case 'video':
      return <Box component="video" src={state.url} controls aria-label={title} sx={{ width: '100%', maxHeight: '75vh' }} />;
    case 'audio':
      return <Box component="audio" src={state.url} controls aria-label={title} sx={{ width: '100%' }} />;
    default:
      return null;
  }
}
