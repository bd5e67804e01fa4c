import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { moveBy, newRect, rectForKey, resizeBy, toScreen, useCarrierPdf } from '@/entities/intake-form';
import { errorDetail, PDF_FIELD_KINDS, useUpdatePdfFormTemplateMutation, type FormTemplate, type PdfRect } from '@/shared/api';
import { PdfPageCanvas } from '@/shared/ui/pdf-viewer';
import { notifySuccess } from '@/shared/ui/toast';
import {
  newDraftField,
  PDF_KIND_LABELS,
  toDraftFields,
  toPdfInput,
  type DraftPdfField,
  type PdfKind,
} from '../../lib/pdf-fields';
import { PdfFieldPanel } from '../PdfFieldPanel/PdfFieldPanel';

export interface PdfTemplateEditorProps {
  template: FormTemplate & { pdf: NonNullable<FormTemplate['pdf']> };
  onDone: () => void;
}

interface Drag {
  uid: string;
  index: number;
  mode: 'move' | 'resize';
  x: number;
  y: number;
  rect: PdfRect;
}

/**
 * A carrier PDF template's fields over its rendered pages: select, move and resize a box by pointer or
 * keyboard, add and delete fields, and set each one's label, kind, party, format and required.
 */
export function PdfTemplateEditor({ template, onDone }: PdfTemplateEditorProps) {
  const pdf = useCarrierPdf(template.version_id);
  const pages = template.pdf.pages;
  const [title, setTitle] = useState(template.title);
  const [fields, setFields] = useState<DraftPdfField[]>(() => toDraftFields(template.pdf.fields));
  const [selected, setSelected] = useState<string | null>(null);
  const [kindToAdd, setKindToAdd] = useState<PdfKind>('text');
  const [pageToAdd, setPageToAdd] = useState(1);
  const [save, saving] = useUpdatePdfFormTemplateMutation();
  const drag = useRef<Drag | null>(null);
  const area = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = area.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const scale = width > 0 ? Math.min(1.5, (width - 8) / Math.max(...pages.map((p) => p.width))) : 1;

  const current = fields.find((f) => f.uid === selected) ?? null;
  const replace = (next: DraftPdfField) => setFields((all) => all.map((f) => (f.uid === next.uid ? next : f)));
  const setRect = (uid: string, index: number, rect: PdfRect) =>
    setFields((all) => all.map((f) => (f.uid === uid ? { ...f, rects: f.rects.map((r, i) => (i === index ? rect : r)) } : f)));
  const remove = (uid: string) => {
    setFields((all) => all.filter((f) => f.uid !== uid));
    setSelected(null);
  };
  const add = () => {
    const field = newDraftField(kindToAdd, newRect(pageToAdd, pages[pageToAdd - 1]!, kindToAdd));
    setFields((all) => [...all, field]);
    setSelected(field.uid);
  };

  const startDrag = (event: PointerEvent<HTMLElement>, field: DraftPdfField, index: number, mode: Drag['mode']) => {
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    setSelected(field.uid);
    drag.current = { uid: field.uid, index, mode, x: event.clientX, y: event.clientY, rect: field.rects[index]! };
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d) return;
    const page = pages[d.rect.page - 1]!;
    const dx = event.clientX - d.x;
    const dy = event.clientY - d.y;
    setRect(d.uid, d.index, d.mode === 'move' ? moveBy(d.rect, dx, dy, page, scale) : resizeBy(d.rect, dx, dy, page, scale));
  };
  const endDrag = () => {
    drag.current = null;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>, field: DraftPdfField, index: number) => {
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      return remove(field.uid);
    }
    if (event.key === 'Enter') return document.getElementById('pdf-field-label')?.focus();
    const rect = field.rects[index]!;
    const next = rectForKey(event.key, event.shiftKey, event.altKey, rect, pages[rect.page - 1]!);
    if (!next) return;
    event.preventDefault();
    setSelected(field.uid);
    setRect(field.uid, index, next);
  };

  const submit = () =>
    save({ templateId: template.id, pdfTemplateInput: { title, description: template.description, fields: toPdfInput(fields) } })
      .unwrap()
      .then((saved) => {
        notifySuccess(`Saved “${saved.title}”, version ${saved.version_number}.`);
        onDone();
      })
      .catch(() => undefined);

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <TextField label="Title" value={title} onChange={(e) => setTitle(e.target.value)} sx={{ flex: 1 }} />
        <TextField
          select
          label="New field"
          value={kindToAdd}
          onChange={(e) => setKindToAdd(e.target.value as PdfKind)}
          sx={{ minWidth: 160 }}
        >
          {PDF_FIELD_KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {PDF_KIND_LABELS[kind]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="On page"
          value={pageToAdd}
          onChange={(e) => setPageToAdd(Number(e.target.value))}
          sx={{ minWidth: 110 }}
        >
          {pages.map((_, i) => (
            <MenuItem key={i} value={i + 1}>
              {i + 1}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" onClick={add}>
          Add field
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={saving.isLoading || !title.trim()}>
          {template.used ? `Publish as version ${template.version_number + 1}` : 'Save'}
        </Button>
        <Button onClick={onDone}>Cancel</Button>
      </Stack>
      {saving.error ? (
        <Alert severity="error">{errorDetail(saving.error) ?? 'The fields could not be saved. Try again.'}</Alert>
      ) : null}
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Box
          ref={area}
          sx={{ flex: 1, minWidth: 0, width: '100%' }}
          onPointerMove={onPointerMove}
          onPointerUp={endDrag}
          onPointerCancel={endDrag}
        >
          {pdf.error ? <Alert severity="error">{pdf.error}</Alert> : null}
          {!pdf.document && !pdf.error ? <CircularProgress aria-label="Loading the form’s pages" /> : null}
          {pages.map((page, p) => (
            <PdfPageCanvas key={p} document={pdf.document} pageNumber={p + 1} scale={scale} size={page}>
              {fields.flatMap((field) =>
                field.rects.map((rect, index) =>
                  rect.page !== p + 1 ? null : (
                    <Box
                      key={`${field.uid}-${index}`}
                      role="button"
                      tabIndex={0}
                      aria-pressed={field.uid === selected}
                      aria-label={`${field.label} (${PDF_KIND_LABELS[field.kind]}${field.kind === 'radio' ? `, ${field.options?.[index] ?? ''}` : ''}), page ${rect.page}`}
                      data-field-key={field.key ?? field.uid}
                      onPointerDown={(e) => startDrag(e, field, index, 'move')}
                      onKeyDown={(e) => onKeyDown(e, field, index)}
                      onFocus={() => setSelected(field.uid)}
                      sx={{
                        position: 'absolute',
                        ...toScreen(rect, page, scale),
                        border: 2,
                        borderColor:
                          field.uid === selected ? 'primary.main' : field.party === 'agent' ? 'warning.main' : 'info.main',
                        bgcolor: field.uid === selected ? 'action.selected' : 'action.hover',
                        cursor: 'move',
                        touchAction: 'none',
                        '&:focus-visible': { outline: 3, outlineColor: 'primary.dark' },
                      }}
                    >
                      {field.uid === selected && (
                        <Box
                          aria-hidden
                          data-resize-handle
                          onPointerDown={(e) => startDrag(e, field, index, 'resize')}
                          sx={{
                            position: 'absolute',
                            right: -6,
                            bottom: -6,
                            width: 12,
                            height: 12,
                            bgcolor: 'primary.main',
                            cursor: 'nwse-resize',
                            touchAction: 'none',
                          }}
                        />
                      )}
                    </Box>
                  ),
                ),
              )}
            </PdfPageCanvas>
          ))}
        </Box>
        <Box sx={{ width: { xs: '100%', lg: 320 }, position: { lg: 'sticky' }, top: 16 }}>
          {current ? (
            <PdfFieldPanel field={current} onChange={replace} onDelete={() => remove(current.uid)} />
          ) : (
            <Alert severity="info">
              {fields.length === 0
                ? 'This PDF has no form fields. Choose a kind and a page, then Add field, and place it on the page.'
                : `${fields.length} fields. Select one to move, resize or change it.`}
            </Alert>
          )}
        </Box>
      </Stack>
    </Stack>
  );
}
