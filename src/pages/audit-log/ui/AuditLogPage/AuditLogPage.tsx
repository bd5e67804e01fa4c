import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { selectCurrentUser } from '@/entities/session';
import { mayInCompany, useLazyExportAuditEntriesQuery, useListAuditEntriesQuery } from '@/shared/api';
import { saveBlob } from '@/shared/lib/file';
import { EmptyState } from '@/shared/ui/empty-state';
import { FormError } from '@/shared/ui/form-error';
import { DownloadIcon, ListIcon } from '@/shared/ui/icons';
import { PageHeader } from '@/shared/ui/page-header';
import { notifyError } from '@/shared/ui/toast';
import { PAGE_SIZE } from '../../config/actions';
import { exportFileName, filterArgs, NO_FILTERS, periodProblem, type AuditFilterValues } from '../../lib/filters';
import { AuditFilters } from '../AuditFilters/AuditFilters';
import { AuditTable } from '../AuditTable/AuditTable';

/** The company's audit trail, for those who may read it (`readAudit`): filter it, page through it, download it as CSV. */
export function AuditLogPage() {
  const user = useSelector(selectCurrentUser);
  const [filters, setFilters] = useState<AuditFilterValues>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const mayRead = mayInCompany(user?.role, 'readAudit');
  const invalid = periodProblem(filters) !== null;
  const { data, isFetching, isError } = useListAuditEntriesQuery(
    { ...filterArgs(filters), page, size: PAGE_SIZE },
    { skip: !mayRead || invalid },
  );
  const [exportCsv, { isFetching: exporting }] = useLazyExportAuditEntriesQuery();

  const change = (next: AuditFilterValues) => {
    setFilters(next);
    setPage(1);
  };
  const download = async () => {
    try {
      const csv = await exportCsv(filterArgs(filters)).unwrap();
      saveBlob(new Blob([String(csv)], { type: 'text/csv;charset=utf-8' }), exportFileName(filters));
    } catch (error) {
      notifyError(error, 'The audit log could not be downloaded. Please try again.');
    }
  };

  if (user && !mayRead) {
    return (
      <>
        <PageHeader title="Audit log" />
        <FormError>Only company admins can read the audit log.</FormError>
      </>
    );
  }
  return (
    <>
      <PageHeader
        title="Audit log"
        description="Sign-ins, invitations, member changes, content sent and downloaded, and settings changes in your company."
        actions={
          <Button variant="contained" startIcon={<DownloadIcon />} onClick={download} disabled={exporting || invalid}>
            Download CSV
          </Button>
        }
      />
      <Stack spacing={2}>
        <AuditFilters values={filters} onChange={change} />
        {isError ? (
          <FormError>The audit log could not be loaded. Please try again later.</FormError>
        ) : !data ? (
          isFetching ? (
            <Stack sx={{ alignItems: 'center', py: 6 }}>
              <CircularProgress aria-label="Loading the audit log" />
            </Stack>
          ) : null
        ) : data.total === 0 ? (
          <EmptyState icon={<ListIcon />} title="No entries" description="Nothing recorded matches these filters." />
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" role="status">
              {data.total === 1 ? '1 entry' : `${data.total} entries`}
            </Typography>
            {/* Scrolls sideways on phones: focusable, so a keyboard can scroll it too. */}
            <Paper variant="outlined" sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Audit entries">
              <AuditTable items={data.items} />
            </Paper>
            {data.pages > 1 ? (
              <Pagination
                count={data.pages}
                page={page}
                onChange={(_event, next) => setPage(next)}
                sx={{ alignSelf: 'center' }}
              />
            ) : null}
          </>
        )}
      </Stack>
    </>
  );
}
