import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useState } from 'react';
import { previewKind } from '@/entities/content';
import { downloadLinkHref, errorDetail, useCreateDownloadLinkMutation } from '@/shared/api';
import { PdfViewer } from '@/shared/ui/pdf-viewer';

interface Props {
  materialId: string;
  number: number;
  title: string;
  size: number | null;
  contentType: string;
}

/** One version of an original, read through a preview link for that version (PDF pages in the viewer, images). */
export function VersionPreview({ materialId, number, title, size, contentType }: Props) {
  const [createLink] = useCreateDownloadLinkMutation();
  const [link, setLink] = useState<{ href?: string; error?: string }>({});
  const kind = previewKind(contentType);
  const shown = kind === 'pdf' || kind === 'image';

  useEffect(() => {
    if (!shown) return;
    let cancelled = false;
    createLink({ body: { folder_ids: [], material_ids: [materialId], version: number, purpose: 'preview' } })
      .unwrap()
      .then(
        (minted) => !cancelled && setLink({ href: downloadLinkHref(minted.url) }),
        (error: unknown) => !cancelled && setLink({ error: errorDetail(error) ?? 'This version could not be loaded.' }),
      );
    return () => {
      cancelled = true;
    };
  }, [createLink, materialId, number, shown]);

  if (!shown)
    return <Alert severity="info">There is no preview for this type of file; download it from the version history.</Alert>;
  if (link.error) return <Alert severity="error">{link.error}</Alert>;
  if (!link.href)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={`Loading version ${number}`} />
      </Box>
    );
  if (kind === 'pdf') return <PdfViewer source={{ url: link.href, size }} title={`${title} (v${number})`} />;
  return <Box component="img" src={link.href} alt={`${title} (v${number})`} sx={{ maxWidth: '100%', display: 'block' }} />;
}
