import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useListFormTemplatesQuery } from '@/shared/api';

export interface TemplateSelectProps {
  /** The chosen template's id; '' for none (or, without `noneLabel`, the first template). */
  value: string;
  onChange: (templateId: string) => void;
  /** Offer "no form" first, under this label; without it the first template is chosen by default. */
  noneLabel?: string;
  label?: string;
  helperText?: string;
}

/** The company's active intake-form templates to send a form from. */
export function TemplateSelect({ value, onChange, noneLabel, label = 'Template', helperText }: TemplateSelectProps) {
  const templates = useListFormTemplatesQuery({});
  const shown = value || (noneLabel === undefined ? (templates.data?.[0]?.id ?? '') : '');
  return (
    <TextField
      select
      label={label}
      value={templates.data ? shown : ''}
      onChange={(e) => onChange(e.target.value)}
      fullWidth
      helperText={helperText}
      // "No form" is a choice of its own: shown, not an empty field.
      slotProps={noneLabel !== undefined ? { select: { displayEmpty: true }, inputLabel: { shrink: true } } : undefined}
    >
      {noneLabel !== undefined ? <MenuItem value="">{noneLabel}</MenuItem> : null}
      {(templates.data ?? []).map((t) => (
        <MenuItem key={t.id} value={t.id}>
          {t.title}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The template a `TemplateSelect` without `noneLabel` shows when nothing was picked yet: the first. */
export function useDefaultTemplate(value: string): string {
  const templates = useListFormTemplatesQuery({});
  return value || templates.data?.[0]?.id || '';
}
