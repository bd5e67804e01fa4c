import Box from '@mui/material/Box';
import { memo, useEffect, useRef, useState, type RefObject } from 'react';
import { loadPdfjs, type PDFDocumentProxy } from '@/shared/lib/pdf';

export interface PdfPageProps {
  document: PDFDocumentProxy;
  pageNumber: number;
  scale: number;
  /** Page size at scale 1 until this page has told its own. */
  estimate: { width: number; height: number };
  /** The scrolling box: pages render when they come near its view. */
  root: RefObject<HTMLElement | null>;
  /**
   * Whether a page in view is still being drawn: pages only near the view wait for it (they share the
   * network). `busy` changes when it changes; `isBusy` reads it now (pages in view report in the same commit).
   */
  busy: boolean;
  isBusy: () => boolean;
  /** Tells the viewer whether this page is in view and not drawn yet. */
  onPending: (pageNumber: number, pending: boolean) => void;
}

/**
 * One page: a placeholder of the right size, drawn (canvas and selectable text) only near the view —
 * at once when in view, and when just near it, once the pages in view are drawn.
 */
export const PdfPage = memo(function PdfPage({
  document,
  pageNumber,
  scale,
  estimate,
  root,
  busy,
  isBusy,
  onPending,
}: PdfPageProps) {
  const box = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const textRef = useRef<HTMLDivElement>(null);
  const [close, setClose] = useState(false);
  const [inView, setInView] = useState(false);
  const [near, setNear] = useState(false);
  const [size, setSize] = useState(estimate);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observe = (set: (value: boolean) => void, rootMargin: string) => {
      const observer = new IntersectionObserver(([entry]) => set(Boolean(entry?.isIntersecting)), {
        root: root.current,
        rootMargin,
      });
      observer.observe(element);
      return observer;
    };
    const observers = [observe(setClose, '100% 0px'), observe(setInView, '0px')];
    return () => observers.forEach((observer) => observer.disconnect());
  }, [root]);

  // Once started, a page near the view stays wanted until it leaves the margin (a busy viewer does not cancel it).
  useEffect(() => {
    onPending(pageNumber, inView && !drawn);
  }, [onPending, pageNumber, inView, drawn]);
  useEffect(() => () => onPending(pageNumber, false), [onPending, pageNumber]);

  useEffect(() => {
    if (!close) setNear(false);
    else if (inView || !isBusy()) setNear(true);
  }, [close, inView, busy, isBusy]);

  useEffect(() => {
    if (!near) return;
    let cancelled = false;
    let cancelRender: (() => void) | undefined;
    let cancelText: (() => void) | undefined;
    void (async () => {
      const [pdfjs, page] = await Promise.all([loadPdfjs(), document.getPage(pageNumber)]);
      if (cancelled) return;
      const base = page.getViewport({ scale: 1 });
      setSize({ width: base.width, height: base.height });
      const viewport = page.getViewport({ scale });
      const canvas = canvasRef.current;
      const text = textRef.current;
      if (!canvas || !text) return;
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      const task = page.render({
        canvas,
        viewport,
        transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0],
      });
      cancelRender = () => task.cancel();
      await task.promise;
      if (cancelled) return;
      setDrawn(true);
      text.replaceChildren();
      text.style.setProperty('--total-scale-factor', String(scale));
      const layer = new pdfjs.TextLayer({ textContentSource: page.streamTextContent(), container: text, viewport });
      cancelText = () => layer.cancel();
      await layer.render();
    })().catch(() => {
      // A cancelled render (scrolled away, zoomed) is expected; a broken page stays a blank sheet.
    });
    return () => {
      cancelled = true;
      cancelRender?.();
      cancelText?.();
      setDrawn(false);
    };
  }, [near, document, pageNumber, scale]);

  const width = Math.floor(size.width * scale);
  const height = Math.floor(size.height * scale);
  return (
    <Box
      ref={box}
      role="group"
      aria-label={`Page ${pageNumber}`}
      data-page-number={pageNumber}
      data-rendered={drawn ? 'true' : 'false'}
      sx={{
        position: 'relative',
        width,
        height,
        mx: 'auto',
        mb: 2,
        bgcolor: 'common.white',
        boxShadow: 1,
        flexShrink: 0,
      }}
    >
      {near ? (
        <>
          <Box component="canvas" ref={canvasRef} aria-hidden sx={{ display: 'block', width, height }} />
          <div ref={textRef} className="textLayer" />
        </>
      ) : null}
    </Box>
  );
});
