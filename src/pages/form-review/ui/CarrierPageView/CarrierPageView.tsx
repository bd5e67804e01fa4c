import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import { toScreen, useCarrierPdf } from '@/entities/intake-form';
import type { FormDetails } from '@/shared/api';
import { PdfPageCanvas } from '@/shared/ui/pdf-viewer';

export interface CarrierPageViewProps {
  form: FormDetails;
  /** The field being filled: its page is shown, zoomed to it, with its box outlined. */
  fieldKey: string;
}

/**
 * The carrier's real page of the current field, zoomed so the field fills most of the width (at phone
 * width too), with the field's box outlined and scrolled into view.
 */
export function CarrierPageView({ form, fieldKey }: CarrierPageViewProps) {
  const pdf = useCarrierPdf(form.template.version_id);
  const frame = useRef<HTMLDivElement>(null);
  const target = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(360);
  const placed = form.template.pdf?.fields.find((f) => f.key === fieldKey);
  const rect = placed?.rects[0];
  const page = rect ? form.template.pdf!.pages[rect.page - 1]! : undefined;
  useEffect(() => {
    const element = frame.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width || 360));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  // In braces: newer browsers answer scrollIntoView with a promise, which React would take for a cleanup.
  useEffect(() => {
    void target.current?.scrollIntoView?.({ block: 'center', inline: 'center' });
  }, [fieldKey, pdf.document]);
  if (!rect || !page) return null;
  // Zoom to the field: its box (with some room around it) across the frame, never smaller than the page width.
  const scale = Math.min(3, Math.max(width / page.width, (width * 0.8) / Math.max(rect.width + 40, 120)));
  return (
    <Box
      ref={frame}
      sx={{ height: 260, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'action.hover' }}
      aria-label={`Page ${rect.page} of the form, zoomed to “${placed.label}”`}
      role="region"
    >
      <PdfPageCanvas document={pdf.document} pageNumber={rect.page} scale={scale} size={page}>
        {placed.rects
          .filter((r) => r.page === rect.page)
          .map((r, i) => (
            <Box
              key={i}
              ref={i === 0 ? target : undefined}
              aria-hidden
              sx={{
                position: 'absolute',
                ...toScreen(r, page, scale),
                outline: 3,
                outlineColor: 'primary.main',
                bgcolor: 'action.selected',
              }}
            />
          ))}
      </PdfPageCanvas>
    </Box>
  );
}
