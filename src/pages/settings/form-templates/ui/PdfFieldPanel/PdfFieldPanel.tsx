import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PDF_FIELD_KINDS } from '@/shared/api';
import {
  formatsOf,
  PDF_FORMAT_LABELS,
  PDF_KIND_LABELS,
  withKind,
  withOptions,
  type DraftPdfField,
  type PdfFormat,
  type PdfKind,
} from '../../lib/pdf-fields';

export interface PdfFieldPanelProps {
  field: DraftPdfField;
  onChange: (field: DraftPdfField) => void;
  onDelete: () => void;
}

/** The selected field's settings: label, kind, who fills it, required, format and options. */
export function PdfFieldPanel({ field, onChange, onDelete }: PdfFieldPanelProps) {
  const formats = formatsOf(field.kind);
  const choice = field.kind === 'radio' || field.kind === 'dropdown';
  const place = field.rects[0]!;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Selected field">
      <Stack spacing={2}>
        <Typography variant="subtitle2" component="h2">
          Selected field · page {place.page}
          {field.pdf_name ? ` · “${field.pdf_name}” in the PDF` : ''}
        </Typography>
        <TextField
          label="Label"
          id="pdf-field-label"
          value={field.label}
          onChange={(e) => onChange({ ...field, label: e.target.value })}
          error={!field.label.trim()}
          helperText={!field.label.trim() ? 'Give the field a label.' : 'What the client (or agent) reads beside it.'}
        />
        <TextField select label="Kind" value={field.kind} onChange={(e) => onChange(withKind(field, e.target.value as PdfKind))}>
          {PDF_FIELD_KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {PDF_KIND_LABELS[kind]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Filled in by"
          value={field.party}
          onChange={(e) => onChange({ ...field, party: e.target.value as DraftPdfField['party'] })}
        >
          <MenuItem value="client">The client</MenuItem>
          <MenuItem value="agent">The agent who sends it</MenuItem>
        </TextField>
        {formats.length > 0 && (
          <TextField
            select
            label="Format"
            value={field.format ?? ''}
            onChange={(e) => {
              const { format: _old, ...rest } = field;
              onChange(e.target.value ? { ...rest, format: e.target.value as PdfFormat } : rest);
            }}
          >
            <MenuItem value="">None</MenuItem>
            {formats.map((format) => (
              <MenuItem key={format} value={format}>
                {PDF_FORMAT_LABELS[format]}
              </MenuItem>
            ))}
          </TextField>
        )}
        {choice && (
          <TextField
            label="Options"
            helperText="One per line. A radio group has one box per option."
            multiline
            minRows={2}
            value={(field.options ?? []).join('\n')}
            onChange={(e) => onChange(withOptions(field, e.target.value.split('\n')))}
          />
        )}
        <FormControlLabel
          control={<Switch checked={field.required} onChange={(e) => onChange({ ...field, required: e.target.checked })} />}
          label="Required"
        />
        <Typography variant="body2" color="text.secondary">
          Move the box by dragging it, or with the arrow keys (Shift: 10 points). Resize it from its corner, or with Alt and the
          arrow keys. Delete removes it.
        </Typography>
        <Button color="error" onClick={onDelete}>
          Delete field
        </Button>
      </Stack>
    </Paper>
  );
}
