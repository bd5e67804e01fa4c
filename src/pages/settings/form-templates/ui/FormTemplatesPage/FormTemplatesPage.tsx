import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import { selectPolicyViewer } from '@/entities/session';
import {
  errorDetail,
  mayInCompany,
  useArchiveFormTemplateMutation,
  useListFormTemplatesQuery,
  useRestoreFormTemplateMutation,
  type FormTemplate,
} from '@/shared/api';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import { EmptyState } from '@/shared/ui/empty-state';
import { FileTextIcon } from '@/shared/ui/icons';
import { PageHeader } from '@/shared/ui/page-header';
import { notifyError } from '@/shared/ui/toast';
import { TemplateEditor } from '../TemplateEditor/TemplateEditor';
import { PdfTemplateEditor } from '../PdfTemplateEditor/PdfTemplateEditor';
import { UploadPdfTemplate } from '../UploadPdfTemplate/UploadPdfTemplate';

const fieldCount = (t: FormTemplate) => t.sections.reduce((n, s) => n + s.fields.length, 0);

/** `/settings/forms`: the company's intake form templates; `?edit=<id>` or `?edit=new` opens the builder. */
export function FormTemplatesPage() {
  const viewer = useSelector(selectPolicyViewer);
  const mayManage = mayInCompany(viewer?.role, 'manageFormTemplates');
  const [params, setParams] = useSearchParams();
  const editing = params.get('edit');
  const list = useListFormTemplatesQuery(
    { includeArchived: mayInCompany(viewer?.role, 'seeArchivedTemplates') },
    { skip: !mayManage },
  );
  const [archive, archiving] = useArchiveFormTemplateMutation();
  const [restore, restoring] = useRestoreFormTemplateMutation();
  const [confirming, setConfirming] = useState<FormTemplate | null>(null);
  const templates = list.data ?? [];
  const current = editing && editing !== 'new' ? templates.find((t) => t.id === editing) : undefined;

  if (viewer && !mayManage)
    return (
      <>
        <PageHeader title="Form templates" />
        <EmptyState icon={<FileTextIcon />} title="Only company admins can build form templates." />
      </>
    );

  if (current?.pdf)
    return (
      <>
        <PageHeader
          title={`Place the fields of “${current.title}”`}
          description={`Carrier PDF · ${current.pdf.pages.length} pages · version ${current.version_number}`}
          back={{ to: '/settings/forms', label: 'Form templates' }}
        />
        <PdfTemplateEditor key={current.version_id} template={{ ...current, pdf: current.pdf }} onDone={() => setParams({})} />
      </>
    );

  if (editing && (editing === 'new' || current))
    return (
      <>
        <PageHeader
          title={current ? `Edit “${current.title}”` : 'New form template'}
          description={
            current ? `Version ${current.version_number}` : 'Sections of typed fields, in the order the client fills them in.'
          }
          back={{ to: '/settings/forms', label: 'Form templates' }}
        />
        <TemplateEditor key={editing} template={current ?? null} onDone={() => setParams({})} />
      </>
    );

  const toggle = (t: FormTemplate) =>
    (t.status === 'active' ? archive({ templateId: t.id }) : restore({ templateId: t.id }))
      .unwrap()
      .catch((error: unknown) => notifyError(error, 'The template could not be changed.'));

  return (
    <>
      <PageHeader
        title="Form templates"
        description="What agents send clients to fill in and sign. A template already used keeps its sent forms unchanged: edits become its next version."
        actions={
          <Stack direction="row" spacing={1}>
            <UploadPdfTemplate onUploaded={(id) => setParams({ edit: id })} />
            <Button variant="contained" onClick={() => setParams({ edit: 'new' })}>
              New template
            </Button>
          </Stack>
        }
      />
      {list.isLoading ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading templates" />
        </Box>
      ) : list.isError ? (
        <Alert severity="error">{errorDetail(list.error) ?? 'The templates could not be loaded. Try again.'}</Alert>
      ) : editing ? (
        <Alert severity="warning">This template does not exist.</Alert>
      ) : templates.length === 0 ? (
        <EmptyState icon={<FileTextIcon />} title="No templates yet" description="Create one to send clients an intake form." />
      ) : (
        <Stack spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Templates">
          {templates.map((t) => (
            <Paper key={t.id} variant="outlined" component="li" sx={{ p: 2 }} aria-label={t.title}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
                <Box>
                  <Typography variant="subtitle1" component="h2">
                    {t.title} {t.status === 'archived' && <Chip size="small" label="Archived" sx={{ ml: 1 }} />}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t.pdf ? `Carrier PDF · ${t.pdf.pages.length} pages · ` : ''}Version {t.version_number} ·{' '}
                    {t.pdf ? `${t.pdf.fields.length} placed fields` : `${t.sections.length} sections · ${fieldCount(t)} fields`}
                    {t.used ? ' · in use' : ''}
                  </Typography>
                </Box>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Button onClick={() => setParams({ edit: t.id })} aria-label={`Edit ${t.title}`}>
                    Edit
                  </Button>
                  <Button
                    color={t.status === 'active' ? 'error' : 'primary'}
                    disabled={archiving.isLoading || restoring.isLoading}
                    onClick={() => (t.status === 'active' ? setConfirming(t) : void toggle(t))}
                    aria-label={`${t.status === 'active' ? 'Archive' : 'Restore'} ${t.title}`}
                  >
                    {t.status === 'active' ? 'Archive' : 'Restore'}
                  </Button>
                </Stack>
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={`Archive “${confirming?.title ?? ''}”?`}
        description="Agents can no longer send it. Forms already sent from it stay as they are, and you can restore it later."
        confirmLabel="Archive"
        destructive
        busy={archiving.isLoading}
        onClose={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) void toggle(confirming).then(() => setConfirming(null));
        }}
      />
    </>
  );
}
