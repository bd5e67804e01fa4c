import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useListFormTemplatesQuery, type FormTemplate } from '@/shared/api';
import { CARRIER_PDF_LABEL } from '../../lib/form-state';

export interface TemplateSelectProps {
  /** The chosen template's id; '' for none (or, without `noneLabel`, the first template). */
  value: string;
  onChange: (templateId: string) => void;
  /** Offer "no form" first, under this label; without it the first template is chosen by default. */
  noneLabel?: string;
  label?: string;
  helperText?: string;
}

/** Whether the sending agent fills a part of a carrier PDF before the client gets it. */
const agentPreparesFirst = (template: FormTemplate | undefined) =>
  Boolean(template?.pdf?.fields.some((f) => f.party === 'agent' && f.kind !== 'signature' && f.kind !== 'initials'));

/**
 * The company's active intake-form templates to send a form from; a carrier's own PDF is marked as one,
 * and when the agent has a part of it to fill first, the field says so.
 */
export function TemplateSelect({ value, onChange, noneLabel, label = 'Template', helperText }: TemplateSelectProps) {
  const templates = useListFormTemplatesQuery({});
  const shown = value || (noneLabel === undefined ? (templates.data?.[0]?.id ?? '') : '');
  const chosen = templates.data?.find((t) => t.id === shown);
  return (
    <TextField
      select
      label={label}
      value={templates.data ? shown : ''}
      onChange={(e) => onChange(e.target.value)}
      fullWidth
      helperText={
        agentPreparesFirst(chosen)
          ? `${CARRIER_PDF_LABEL}: it opens for you to fill in your part first; the client gets it when you send it on.`
          : helperText
      }
      // "No form" is a choice of its own: shown, not an empty field.
      slotProps={noneLabel !== undefined ? { select: { displayEmpty: true }, inputLabel: { shrink: true } } : undefined}
    >
      {noneLabel !== undefined ? <MenuItem value="">{noneLabel}</MenuItem> : null}
      {(templates.data ?? []).map((t) => (
        <MenuItem key={t.id} value={t.id}>
          {t.pdf
            ? `${t.title} · ${CARRIER_PDF_LABEL}, ${t.pdf.pages.length} page${t.pdf.pages.length === 1 ? '' : 's'}`
            : t.title}
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
