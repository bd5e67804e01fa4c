import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { openPdf, type PdfSource, type PDFDocumentProxy } from '@/shared/lib/pdf';
import { PdfPage } from './PdfPage';
import { hiddenCanvasStyles, textLayerStyles } from './text-layer-styles';

export interface PdfViewerProps {
  /**
   * A URL that answers byte ranges (the first page shows after a few of them), or the file's bytes
   * when the app already holds them.
   */
  source: PdfSource;
  title: string;
}

type Zoom = 'fit' | number;
const STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3];
const GUTTER = 16;

/** Steps from the current scale to the next smaller or larger one. */
function stepFrom(scale: number, direction: 1 | -1): number {
  if (direction > 0) return STEPS.find((step) => step > scale + 0.01) ?? STEPS.at(-1)!;
  return [...STEPS].reverse().find((step) => step < scale - 0.01) ?? STEPS[0]!;
}

/**
 * A PDF page by page inside the app (PDF.js): pages are drawn as they scroll into view, with a text
 * layer so text can be selected and found, zoom and fit to width, and "Page N of M".
 */
export function PdfViewer({ source, title }: PdfViewerProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const [document, setDocument] = useState<PDFDocumentProxy>();
  const [error, setError] = useState<string>();
  const [base, setBase] = useState({ width: 612, height: 792 });
  const [zoom, setZoom] = useState<Zoom>('fit');
  const [width, setWidth] = useState(0);
  const [current, setCurrent] = useState(1);

  // The document is opened again only when the file changes, not when a caller passes an equal source.
  const bytes = source instanceof Uint8Array ? source : undefined;
  const url = source instanceof Uint8Array ? undefined : source.url;
  const size = source instanceof Uint8Array ? undefined : source.size;

  useEffect(() => {
    let cancelled = false;
    let destroy: (() => void) | undefined;
    const unreadable = () => !cancelled && setError('Part of this PDF could not be loaded. Reload the page to try again.');
    openPdf(bytes ?? { url: url!, size }, unreadable).then(
      async (opened) => {
        destroy = opened.destroy;
        if (cancelled) return opened.destroy();
        const first = (await opened.document.getPage(1)).getViewport({ scale: 1 });
        if (cancelled) return;
        setBase({ width: first.width, height: first.height });
        setDocument(opened.document);
      },
      () => !cancelled && setError('This PDF could not be opened. Download it to open it on your device.'),
    );
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [bytes, url, size]);

  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, [document]);

  // Pages in view and not drawn yet: while there are any, pages only near the view wait.
  const pending = useRef(new Set<number>());
  const [busy, setBusy] = useState(false);
  const isBusy = useCallback(() => pending.current.size > 0, []);
  const onPending = useCallback((pageNumber: number, isPending: boolean) => {
    if (isPending) pending.current.add(pageNumber);
    else pending.current.delete(pageNumber);
    setBusy(pending.current.size > 0);
  }, []);

  const fitScale = width > 0 ? Math.max(0.25, (width - GUTTER * 2) / base.width) : 1;
  const scale = zoom === 'fit' ? fitScale : zoom;

  const onScroll = useCallback(() => {
    const element = scroller.current;
    if (!element) return;
    const line = element.scrollTop + element.clientHeight / 3;
    const pages = element.querySelectorAll<HTMLElement>('[data-page-number]');
    let page = 1;
    for (const candidate of pages) {
      if (candidate.offsetTop > line) break;
      page = Number(candidate.dataset.pageNumber);
    }
    setCurrent(page);
  }, []);

  if (error) return <Alert severity="error">{error}</Alert>;
  if (!document) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading PDF" />
      </Box>
    );
  }
  const pageCount = document.numPages;
  return (
    <Box
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'action.hover',
        overflow: 'hidden',
        // The viewer takes the width its container gives it, whatever the zoom: a page wider than that
        // scrolls sideways inside the viewer instead of widening (and being cut off with) the page around it.
        contain: 'inline-size',
        minWidth: 0,
      }}
    >
      <GlobalStyles styles={hiddenCanvasStyles} />
      <Box
        role="toolbar"
        aria-label="PDF view"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 0.5,
          flexWrap: 'wrap',
          '& .MuiButton-root': { minWidth: 40 },
          px: 1.5,
          py: 1,
          bgcolor: 'background.paper',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography variant="body2" aria-live="polite" sx={{ mr: 'auto' }}>
          Page {current} of {pageCount}
        </Typography>
        <Button
          size="small"
          aria-label="Zoom out"
          onClick={() => setZoom(stepFrom(scale, -1))}
          disabled={scale <= STEPS[0]! + 0.01}
        >
          −
        </Button>
        <Typography variant="body2" sx={{ minWidth: 48, textAlign: 'center' }} aria-label="Zoom level">
          {Math.round(scale * 100)}%
        </Typography>
        <Button
          size="small"
          aria-label="Zoom in"
          onClick={() => setZoom(stepFrom(scale, 1))}
          disabled={scale >= STEPS.at(-1)! - 0.01}
        >
          +
        </Button>
        <Button size="small" onClick={() => setZoom('fit')} aria-pressed={zoom === 'fit'}>
          Fit width
        </Button>
      </Box>
      <Box
        ref={scroller}
        role="region"
        aria-label={`Preview of ${title}`}
        tabIndex={0}
        onScroll={onScroll}
        sx={{ position: 'relative', height: { xs: '70vh', sm: '75vh' }, overflow: 'auto', p: `${GUTTER}px`, ...textLayerStyles }}
      >
        {Array.from({ length: pageCount }, (_, index) => (
          <PdfPage
            key={index + 1}
            document={document}
            pageNumber={index + 1}
            scale={scale}
            estimate={base}
            root={scroller}
            busy={busy}
            isBusy={isBusy}
            onPending={onPending}
          />
        ))}
      </Box>
    </Box>
  );
}
