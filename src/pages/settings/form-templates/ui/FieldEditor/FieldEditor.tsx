import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  FIELD_KINDS,
  FORMAT_LABELS,
  FORMAT_OF_KIND,
  isChoice,
  isNumeric,
  KIND_LABELS,
  withKey,
  withKind,
  withLabel,
  type DraftField,
  type FieldKind,
} from '../../lib/draft';

export interface FieldEditorProps {
  field: DraftField;
  /** Where its problems are named ("sections.0.fields.2"). */
  at: string;
  problems: Record<string, string>;
  position: { index: number; count: number };
  /** The keys of the template's other fields: a key made from the label avoids them. */
  takenKeys: ReadonlySet<string>;
  onChange: (field: DraftField) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

const numberOrUndefined = (text: string) => (text.trim() === '' || Number.isNaN(Number(text)) ? undefined : Number(text));

/** One field of a template: kind, label, key, help, required, options or range; move and remove. */
export function FieldEditor({ field, at, problems, position, takenKeys, onChange, onMove, onRemove }: FieldEditorProps) {
  const name = field.label.trim() || 'this field';
  const set = (patch: Partial<DraftField>) => onChange({ ...field, ...patch });
  const format = FORMAT_OF_KIND[field.kind];
  const keyHelp =
    field.keyFrom === 'fixed'
      ? 'Fixed: forms were sent with answers under this key.'
      : field.keyFrom === 'label'
        ? 'Made from the label; names the answer in exports.'
        : 'Names the answer in exports.';
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="li" aria-label={`Field ${position.index + 1}: ${name}`}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="Label"
            value={field.label}
            onChange={(e) => onChange(withLabel(field, e.target.value, takenKeys))}
            error={Boolean(problems[`${at}.label`])}
            helperText={problems[`${at}.label`]}
            fullWidth
            size="small"
          />
          <TextField
            select
            label="Kind"
            value={field.kind}
            onChange={(e) => onChange(withKind(field, e.target.value as FieldKind))}
            size="small"
            sx={{ minWidth: 200 }}
          >
            {FIELD_KINDS.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {KIND_LABELS[kind]}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="Help text (optional)"
            value={field.help ?? ''}
            onChange={(e) => set({ help: e.target.value })}
            fullWidth
            size="small"
          />
          <TextField
            label="Answer key"
            value={field.key}
            onChange={(e) => onChange(withKey(field, e.target.value))}
            error={Boolean(problems[`${at}.key`])}
            helperText={problems[`${at}.key`] ?? keyHelp}
            slotProps={{ htmlInput: { readOnly: field.keyFrom === 'fixed' } }}
            size="small"
            sx={{ minWidth: 200 }}
          />
        </Stack>
        {isChoice(field.kind) && (
          <TextField
            label="Options, one per line"
            multiline
            minRows={2}
            value={(field.options ?? []).join('\n')}
            onChange={(e) =>
              set({
                options: e.target.value
                  .split('\n')
                  .map((o) => o.trim())
                  .filter(Boolean),
              })
            }
            error={Boolean(problems[`${at}.options`])}
            helperText={problems[`${at}.options`]}
            size="small"
          />
        )}
        {isNumeric(field.kind) && (
          <Stack direction="row" spacing={2}>
            <TextField
              label="Smallest (optional)"
              type="number"
              value={field.min ?? ''}
              onChange={(e) => set({ min: numberOrUndefined(e.target.value) })}
              size="small"
            />
            <TextField
              label="Largest (optional)"
              type="number"
              value={field.max ?? ''}
              onChange={(e) => set({ max: numberOrUndefined(e.target.value) })}
              error={Boolean(problems[`${at}.max`])}
              helperText={problems[`${at}.max`]}
              size="small"
            />
          </Stack>
        )}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <FormControlLabel
            control={<Checkbox checked={field.required} onChange={(e) => set({ required: e.target.checked })} />}
            label="Required"
          />
          {format && (
            <FormControlLabel
              control={
                <Checkbox
                  checked={field.format === format}
                  onChange={(e) => set({ format: e.target.checked ? format : undefined })}
                />
              }
              label={FORMAT_LABELS[format]}
            />
          )}
          <Button size="small" disabled={position.index === 0} onClick={() => onMove(-1)} aria-label={`Move ${name} up`}>
            Up
          </Button>
          <Button
            size="small"
            disabled={position.index === position.count - 1}
            onClick={() => onMove(1)}
            aria-label={`Move ${name} down`}
          >
            Down
          </Button>
          <Button size="small" color="error" onClick={onRemove} aria-label={`Remove ${name}`}>
            Remove
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
