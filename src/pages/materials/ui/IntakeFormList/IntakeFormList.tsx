import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router-dom';
import { CARRIER_PDF_LABEL, formStateLabel, viewerPartOf } from '@/entities/intake-form';
import { selectPolicyViewer } from '@/entities/session';
import { SendIntakeFormButton } from '@/features/send-intake-form';
import { errorDetail, ruleOf, useListIntakeFormsQuery } from '@/shared/api';
import { EmptyState } from '@/shared/ui/empty-state';
import { FileTextIcon } from '@/shared/ui/icons';

type Filter = 'all' | 'draft' | 'signed';
const PAGE_SIZE = 20;
const day = (iso: string) => new Date(iso).toLocaleDateString();

/**
 * Intake forms as content: a client's forms to fill in and sign, or the forms one sent (and those of the
 * clients below one), newest first, filtered by status; with a "Send a form" entry for whoever may send.
 */
export function IntakeFormList() {
  const viewer = useSelector(selectPolicyViewer);
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const list = useListIntakeFormsQuery({ page, size: PAGE_SIZE, ...(filter === 'all' ? {} : { status: filter }) });
  const isClient = viewer?.role === 'client';
  const maySend = viewer ? ruleOf(viewer.role, 'sendForm').relations.length > 0 : false;
  const items = list.data?.items ?? [];

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={filter}
          onChange={(_e, next: Filter | null) => {
            if (!next) return;
            setFilter(next);
            setPage(1);
          }}
          aria-label="Show forms"
        >
          <ToggleButton value="all">All</ToggleButton>
          <ToggleButton value="draft">Waiting for signature</ToggleButton>
          <ToggleButton value="signed">Signed</ToggleButton>
        </ToggleButtonGroup>
        {maySend && <SendIntakeFormButton size="small" label="Send a form" />}
      </Stack>
      {list.isLoading ? (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading forms" />
        </Box>
      ) : list.isError ? (
        <Alert severity="error">{errorDetail(list.error) ?? 'The forms could not be loaded. Try again.'}</Alert>
      ) : items.length === 0 ? (
        <EmptyState
          icon={<FileTextIcon />}
          title={filter === 'all' ? 'No intake forms yet' : 'No form matches'}
          description={
            isClient
              ? 'Forms your agent sends you to fill in and sign appear here.'
              : 'Forms you send to clients appear here, with their status.'
          }
        />
      ) : (
        <Paper variant="outlined">
          <List aria-label="Intake forms" disablePadding>
            {items.map((form) => {
              const signed = form.status === 'signed';
              const who = isClient ? `From ${form.sender?.full_name ?? 'a former member'}` : `For ${form.client.full_name}`;
              const when = signed ? `signed ${day(form.signed_at!)}` : `sent ${day(form.created_at)}`;
              const due = !signed && form.due_at ? ` · due ${day(form.due_at)}` : '';
              return (
                <ListItem key={form.id} disablePadding divider>
                  <ListItemButton component={RouterLink} to={`/materials/form-review/${form.id}`}>
                    <ListItemText
                      primary={form.title}
                      secondary={`${form.carrier_pdf ? `${CARRIER_PDF_LABEL} · ` : ''}${who} · ${when}${due}`}
                    />
                    <Chip
                      size="small"
                      label={formStateLabel(form, viewerPartOf(form, viewer?.membershipId))}
                      color={signed ? 'success' : 'default'}
                      sx={{ ml: 1, flexShrink: 0 }}
                    />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        </Paper>
      )}
      {(list.data?.pages ?? 0) > 1 && (
        <Pagination
          count={list.data!.pages}
          page={page}
          onChange={(_e, next) => setPage(next)}
          sx={{ alignSelf: 'center' }}
          aria-label="Form pages"
        />
      )}
    </Stack>
  );
}
