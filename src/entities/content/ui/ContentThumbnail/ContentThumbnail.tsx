import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { downloadLinkHref, useCreateDownloadLinkMutation, type ContentItem } from '@/shared/api';
import { openPdf } from '@/shared/lib/pdf';
import { contentKind } from '../../lib/file-kind';
import { ContentTypeIcon } from '../ContentTypeIcon/ContentTypeIcon';

type Item = Pick<ContentItem, 'id' | 'type' | 'title' | 'content_type' | 'size'>;

const HEIGHT = 96;
const THUMBNAIL_TYPES = /^image\/(jpeg|png|webp|gif|avif|tiff)$/;

/** Whether a tile can show a picture of the file: images (made small by the server) and PDFs (first page). */
function thumbnailKind(item: Item): 'image' | 'pdf' | null {
  if (item.type !== 'material' || !item.size) return null;
  if (THUMBNAIL_TYPES.test((item.content_type ?? '').split(';')[0]!.trim().toLowerCase())) return 'image';
  return contentKind(item.content_type, item.title) === 'pdf' ? 'pdf' : null;
}

/** Draws a PDF's first page to fit the canvas's box, reading only the ranges it needs. */
async function drawFirstPage(url: string, size: number, canvas: HTMLCanvasElement, isCancelled: () => boolean) {
  const { document, destroy } = await openPdf({ url, size });
  try {
    const page = await document.getPage(1);
    if (isCancelled()) return;
    const base = page.getViewport({ scale: 1 });
    const ratio = window.devicePixelRatio || 1;
    const viewport = page.getViewport({ scale: (HEIGHT * ratio) / base.height });
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    await page.render({ canvas, viewport }).promise;
  } finally {
    destroy();
  }
}

/**
 * A grid tile's picture: a small image of an image file or a PDF's first page, made when the tile
 * scrolls into view; otherwise (and until then, or when it fails) the icon of the file's kind.
 */
export function ContentThumbnail({ item }: { item: Item }) {
  const kind = thumbnailKind(item);
  const box = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [visible, setVisible] = useState(false);
  const [src, setSrc] = useState<string>();
  const [state, setState] = useState<'icon' | 'ready' | 'failed'>('icon');
  const [createLink] = useCreateDownloadLinkMutation();

  useEffect(() => {
    const element = box.current;
    if (!kind || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting) return;
      setVisible(true);
      observer.disconnect();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [kind]);

  useEffect(() => {
    if (!visible || !kind) return;
    let cancelled = false;
    const purpose = kind === 'image' ? ('thumbnail' as const) : ('preview' as const);
    createLink({ body: { folder_ids: [], material_ids: [item.id], purpose } })
      .unwrap()
      .then(async (link) => {
        const href = downloadLinkHref(link.url);
        if (kind === 'image') return !cancelled && setSrc(href);
        setState('ready');
        await new Promise(requestAnimationFrame);
        if (canvas.current && !cancelled) await drawFirstPage(href, item.size ?? 0, canvas.current, () => cancelled);
      })
      .catch(() => !cancelled && setState('failed'));
    return () => {
      cancelled = true;
    };
  }, [visible, kind, item.id, item.size, createLink]);

  const showPicture = kind && state !== 'failed' && (kind === 'pdf' ? state === 'ready' : Boolean(src));
  return (
    <Box ref={box} sx={{ height: kind ? HEIGHT : 'auto', display: 'flex', alignItems: 'center', fontSize: 40, maxWidth: '100%' }}>
      {showPicture && kind === 'image' ? (
        <Box
          component="img"
          src={src}
          alt=""
          data-thumbnail="image"
          onError={() => setState('failed')}
          sx={{ height: HEIGHT, maxWidth: '100%', objectFit: 'contain', borderRadius: 1 }}
        />
      ) : showPicture && kind === 'pdf' ? (
        <Box
          component="canvas"
          ref={canvas}
          aria-hidden
          data-thumbnail="pdf"
          sx={{
            height: HEIGHT,
            maxWidth: '100%',
            objectFit: 'contain',
            border: 1,
            borderColor: 'divider',
            bgcolor: 'common.white',
          }}
        />
      ) : (
        <ContentTypeIcon item={item} fontSize="inherit" />
      )}
    </Box>
  );
}
