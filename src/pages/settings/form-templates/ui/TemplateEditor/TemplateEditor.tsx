import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorDetail, useCreateFormTemplateMutation, useUpdateFormTemplateMutation, type FormTemplate } from '@/shared/api';
import { TabBar, type TabOption } from '@/shared/ui/tab-bar';
import { notifySuccess } from '@/shared/ui/toast';
import {
  draftProblems,
  FIELD_KINDS,
  KIND_LABELS,
  move,
  keysBesides,
  newField,
  newSection,
  toDraft,
  toInput,
  type DraftSection,
  type FieldKind,
  type TemplateDraft,
} from '../../lib/draft';
import { FieldEditor } from '../FieldEditor/FieldEditor';
import { TemplatePreview } from '../TemplatePreview/TemplatePreview';

export interface TemplateEditorProps {
  /** The template to edit at its current version; null makes a new one. */
  template: FormTemplate | null;
  onDone: (saved: FormTemplate | null) => void;
}

const VIEWS: readonly TabOption<'build' | 'preview'>[] = [
  { value: 'build', label: 'Build' },
  { value: 'preview', label: 'Preview' },
];

/** Builds a template: sections of typed fields, reordered, previewed with the client's renderer, saved or published. */
export function TemplateEditor({ template, onDone }: TemplateEditorProps) {
  const [draft, setDraft] = useState<TemplateDraft>(() => toDraft(template));
  const [view, setView] = useState<'build' | 'preview'>('build');
  const [kindToAdd, setKindToAdd] = useState<Record<string, FieldKind>>({});
  const [tried, setTried] = useState(false);
  const [create, created] = useCreateFormTemplateMutation();
  const [update, updated] = useUpdateFormTemplateMutation();
  const saving = created.isLoading || updated.isLoading;
  const failure = created.error ?? updated.error;
  const problems = draftProblems(draft);
  const shown = tried ? problems : {};
  const count = Object.keys(problems).length;
  const saveLabel = !template
    ? 'Create template'
    : template.used
      ? `Publish as version ${template.version_number + 1}`
      : `Save version ${template.version_number}`;

  const setSections = (sections: DraftSection[]) => setDraft({ ...draft, sections });
  const setSection = (index: number, section: DraftSection) =>
    setSections(draft.sections.map((s, i) => (i === index ? section : s)));

  const save = async () => {
    setTried(true);
    if (count > 0) return;
    const input = toInput(draft);
    const saved = template
      ? await update({ templateId: template.id, formTemplateInput: input }).unwrap()
      : await create({ formTemplateInput: input }).unwrap();
    notifySuccess(
      template?.used
        ? `Version ${saved.version_number} of “${saved.title}” is published; forms sent before keep their version.`
        : `“${saved.title}” is saved.`,
      'Saved',
    );
    onDone(saved);
  };

  return (
    <Stack spacing={3}>
      {template?.used && (
        <Alert severity="info">
          Forms were sent from version {template.version_number}. Your changes become version {template.version_number + 1}; forms
          already sent keep the questions they were sent with.
        </Alert>
      )}
      <TabBar value={view} options={VIEWS} onChange={setView} label="Builder views" />
      {view === 'preview' ? (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <TemplatePreview {...toInput(draft)} />
        </Paper>
      ) : (
        <Stack spacing={3}>
          <TextField
            label="Title"
            value={draft.title}
            onChange={(e) => setDraft({ ...draft, title: e.target.value })}
            error={Boolean(shown.title)}
            helperText={shown.title}
            fullWidth
          />
          <TextField
            label="Description (shown to the client)"
            value={draft.description}
            onChange={(e) => setDraft({ ...draft, description: e.target.value })}
            multiline
            minRows={2}
            fullWidth
          />
          {draft.sections.map((section, s) => {
            const kind = kindToAdd[section.uid] ?? 'short_text';
            const sectionName = section.title.trim() || `Section ${s + 1}`;
            return (
              <Paper
                key={section.uid}
                variant="outlined"
                sx={{ p: { xs: 2, sm: 3 } }}
                component="section"
                aria-label={sectionName}
              >
                <Stack spacing={2}>
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
                    <TextField
                      label="Section title"
                      value={section.title}
                      onChange={(e) => setSection(s, { ...section, title: e.target.value })}
                      error={Boolean(shown[`sections.${s}.title`])}
                      helperText={shown[`sections.${s}.title`]}
                      fullWidth
                      size="small"
                    />
                    <Stack direction="row" spacing={1}>
                      <Button
                        size="small"
                        disabled={s === 0}
                        onClick={() => setSections(move(draft.sections, s, -1))}
                        aria-label={`Move section ${sectionName} up`}
                      >
                        Up
                      </Button>
                      <Button
                        size="small"
                        disabled={s === draft.sections.length - 1}
                        onClick={() => setSections(move(draft.sections, s, 1))}
                        aria-label={`Move section ${sectionName} down`}
                      >
                        Down
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        onClick={() => setSections(draft.sections.filter((_x, i) => i !== s))}
                        aria-label={`Remove section ${sectionName}`}
                      >
                        Remove
                      </Button>
                    </Stack>
                  </Stack>
                  <Box
                    component="ol"
                    sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}
                    aria-label={`Fields of ${sectionName}`}
                  >
                    {section.fields.map((field, f) => (
                      <FieldEditor
                        key={field.uid}
                        field={field}
                        at={`sections.${s}.fields.${f}`}
                        problems={shown}
                        position={{ index: f, count: section.fields.length }}
                        takenKeys={keysBesides(draft.sections, field.uid)}
                        onChange={(next) =>
                          setSection(s, { ...section, fields: section.fields.map((x, i) => (i === f ? next : x)) })
                        }
                        onMove={(by) => setSection(s, { ...section, fields: move(section.fields, f, by) })}
                        onRemove={() => setSection(s, { ...section, fields: section.fields.filter((_x, i) => i !== f) })}
                      />
                    ))}
                  </Box>
                  {shown[`sections.${s}.fields`] && (
                    <Typography color="error" variant="body2">
                      {shown[`sections.${s}.fields`]}
                    </Typography>
                  )}
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                    <TextField
                      select
                      label={`Kind of field to add to ${sectionName}`}
                      value={kind}
                      onChange={(e) => setKindToAdd({ ...kindToAdd, [section.uid]: e.target.value as FieldKind })}
                      size="small"
                      sx={{ minWidth: 260 }}
                    >
                      {FIELD_KINDS.map((k) => (
                        <MenuItem key={k} value={k}>
                          {KIND_LABELS[k]}
                        </MenuItem>
                      ))}
                    </TextField>
                    <Button
                      variant="outlined"
                      onClick={() => setSection(s, { ...section, fields: [...section.fields, newField(kind, draft.sections)] })}
                    >
                      Add field
                    </Button>
                  </Stack>
                </Stack>
              </Paper>
            );
          })}
          {shown.sections && <Typography color="error">{shown.sections}</Typography>}
          <Button sx={{ alignSelf: 'flex-start' }} onClick={() => setSections([...draft.sections, newSection(draft.sections)])}>
            Add section
          </Button>
        </Stack>
      )}
      {tried && count > 0 && (
        <Alert severity="error">
          {count === 1 ? 'One thing needs fixing' : `${count} things need fixing`} before saving: {Object.values(problems)[0]}
        </Alert>
      )}
      {failure && <Alert severity="error">{errorDetail(failure) ?? 'The template could not be saved. Try again.'}</Alert>}
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={() => onDone(null)}>Cancel</Button>
        <Button variant="contained" disabled={saving} onClick={() => void save().catch(() => undefined)}>
          {saveLabel}
        </Button>
      </Stack>
    </Stack>
  );
}
