import Box from '@mui/material/Box';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { PDFDocumentProxy } from '@/shared/lib/pdf';

export interface PdfPageCanvasProps {
  /** The open document; until it is, the page is a blank sheet of the right size (what goes over it works already). */
  document?: PDFDocumentProxy;
  pageNumber: number;
  /** CSS pixels per PDF point. */
  scale: number;
  /** The page's size in points (known before it is drawn, so the box never jumps). */
  size: { width: number; height: number };
  /** Drawn over the page, positioned from its top-left corner (fields, boxes). */
  children?: ReactNode;
}

/** One PDF page drawn at a scale, with whatever the caller places over it. */
export function PdfPageCanvas({ document, pageNumber, scale, size, children }: PdfPageCanvasProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let cancel: (() => void) | undefined;
    if (!document) return;
    void (async () => {
      const page = await document.getPage(pageNumber);
      const canvas = canvasRef.current;
      if (cancelled || !canvas) return;
      const viewport = page.getViewport({ scale });
      const ratio = window.devicePixelRatio || 1;
      canvas.width = Math.floor(viewport.width * ratio);
      canvas.height = Math.floor(viewport.height * ratio);
      const task = page.render({ canvas, viewport, transform: ratio === 1 ? undefined : [ratio, 0, 0, ratio, 0, 0] });
      cancel = () => task.cancel();
      await task.promise;
      if (!cancelled) setDrawn(true);
    })().catch(() => {
      // A cancelled render (zoomed, left) is expected; a broken page stays a blank sheet.
    });
    return () => {
      cancelled = true;
      cancel?.();
      setDrawn(false);
    };
  }, [document, pageNumber, scale]);

  const width = Math.floor(size.width * scale);
  const height = Math.floor(size.height * scale);
  return (
    <Box
      role="group"
      aria-label={`Page ${pageNumber}`}
      data-page-number={pageNumber}
      data-rendered={drawn ? 'true' : 'false'}
      sx={{ position: 'relative', width, height, mx: 'auto', mb: 2, bgcolor: 'common.white', boxShadow: 1, flexShrink: 0 }}
    >
      <Box component="canvas" ref={canvasRef} aria-hidden sx={{ display: 'block', width, height }} />
      {children}
    </Box>
  );
}
