import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useState } from 'react';
import { contentPaths } from '@/entities/content';
import { errorDetail, useFetchFile } from '@/shared/api';

const TEXT_LIMIT = 1_000_000;

/** A text file as plain text (never rendered as markup), cut after a million characters. */
export function TextPreview({ materialId, title }: { materialId: string; title: string }) {
  const fetchFile = useFetchFile();
  const [state, setState] = useState<{ text?: string; error?: string }>({});

  useEffect(() => {
    let cancelled = false;
    fetchFile({ url: contentPaths.material(materialId) }).then(
      async (file) => {
        const text = await file.blob.slice(0, TEXT_LIMIT).text();
        if (!cancelled) setState({ text: file.blob.size > TEXT_LIMIT ? `${text}\n…` : text });
      },
      (error: unknown) => !cancelled && setState({ error: errorDetail(error) ?? 'The file could not be loaded for preview.' }),
    );
    return () => {
      cancelled = true;
    };
  }, [fetchFile, materialId]);

  if (state.error) return <Alert severity="error">{state.error}</Alert>;
  if (state.text === undefined) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading preview" />
      </Box>
    );
  }
  // A named region that takes focus, so the keyboard can scroll a long text too.
  return (
    <Box
      role="region"
      aria-label={`Text of ${title}`}
      tabIndex={0}
      sx={{
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        overflow: 'auto',
        maxHeight: '70vh',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box component="pre" sx={{ p: 2, m: 0, whiteSpace: 'pre-wrap', fontSize: 14 }}>
        {state.text}
      </Box>
    </Box>
  );
}
