import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useState } from 'react';
import type { PreviewKind } from '@/entities/content';
import { downloadLinkHref, errorDetail, useCreateDownloadLinkMutation } from '@/shared/api';
import { PdfViewer } from '@/shared/ui/pdf-viewer';
import { TextPreview } from './TextPreview';

export interface MaterialPreviewProps {
  materialId: string;
  title: string;
  size: number | null;
  kind: Exclude<PreviewKind, 'none'>;
}

function Loading() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label="Loading preview" />
    </Box>
  );
}

/**
 * Shows a material without holding it in memory: the API mints a preview link for this material and
 * member, and the PDF viewer, the image, or the player reads from it by range while the member reads
 * or seeks. Text (small, shown as plain text) is fetched through the app's base query.
 */
export function MaterialPreview({ materialId, title, size, kind }: MaterialPreviewProps) {
  const [createLink] = useCreateDownloadLinkMutation();
  const [link, setLink] = useState<{ href?: string; error?: string }>({});
  const empty = size === 0;
  const needsLink = !empty && kind !== 'text';

  useEffect(() => {
    if (!needsLink) return;
    let cancelled = false;
    createLink({ body: { folder_ids: [], material_ids: [materialId], purpose: 'preview' } })
      .unwrap()
      .then(
        (minted) => !cancelled && setLink({ href: downloadLinkHref(minted.url) }),
        (error: unknown) => !cancelled && setLink({ error: errorDetail(error) ?? 'The file could not be loaded for preview.' }),
      );
    return () => {
      cancelled = true;
    };
  }, [createLink, materialId, needsLink]);

  if (empty) return <Alert severity="info">This file is empty: it has no content to show.</Alert>;
  if (kind === 'text') return <TextPreview materialId={materialId} title={title} />;
  if (link.error) return <Alert severity="error">{link.error}</Alert>;
  if (!link.href) return <Loading />;
  switch (kind) {
    case 'pdf':
      return <PdfViewer source={{ url: link.href, size }} title={title} />;
    case 'image':
      return (
        <Box
          component="img"
          src={link.href}
          alt={title}
          sx={{ maxWidth: '100%', maxHeight: '75vh', display: 'block', mx: 'auto' }}
        />
      );
    case 'video':
      return (
        <Box
          component="video"
          src={link.href}
          controls
          preload="metadata"
          aria-label={title}
          sx={{ width: '100%', maxHeight: '75vh', bgcolor: 'common.black' }}
        />
      );
    case 'audio':
      return <Box component="audio" src={link.href} controls preload="metadata" aria-label={title} sx={{ width: '100%' }} />;
  }
}
