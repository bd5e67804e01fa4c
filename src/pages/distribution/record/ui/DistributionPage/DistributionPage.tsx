import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { contentPaths } from '@/entities/content';
import { errorDetail, US_STATE_OPTIONS, useFetchFile, useGetMaterialDistributionQuery } from '@/shared/api';
import { lazyDateFormat } from '@/shared/lib/date-format';
import { useStatePageTitle } from '@/shared/lib/page-title';
import { PageHeader } from '@/shared/ui/page-header';
import { notifyError } from '@/shared/ui/toast';
import { saveBlob } from '@/shared/lib/file';

const formatDate = lazyDateFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string | null) => (iso ? formatDate(new Date(iso)) : '—');
const LEVEL = { admin: 'Admins', marketer: 'Marketers', agent: 'Agents', client: 'Clients' } as Record<string, string>;
const SIZE = 50;

/**
 * The delivery record of a material: the tree (admin → marketers → agents → clients) with counts per
 * level, each version with its SHA-256, approver and dates of first and last use, and the people who hold
 * a copy with their first and last open — filtered by version and state; exported as CSV or a sealed PDF.
 */
export function DistributionPage() {
  const { id = '' } = useParams();
  const [version, setVersion] = useState<number | ''>('');
  const [state, setState] = useState('');
  // A next or previous page is asked for next to the person the page has (a keyset page); a jump by number.
  const [at, setAt] = useState<{ page: number; afterId?: string; beforeId?: string }>({ page: 1 });
  const page = at.page;
  const setPage = (next: number) => setAt({ page: next });
  const filters = { version: version === '' ? undefined : version, state: state || undefined };
  const record = useGetMaterialDistributionQuery({ materialId: id, size: SIZE, ...at, ...filters }, { skip: !id });
  const data = record.data;
  const turnTo = (next: number) => {
    const items = data?.people.items ?? [];
    if (next === page + 1 && items.length > 0) setAt({ page: next, afterId: items[items.length - 1]!.member_id });
    else if (next === page - 1 && items.length > 0) setAt({ page: next, beforeId: items[0]!.member_id });
    else setPage(next);
  };
  useStatePageTitle(data ? `Distribution of ${data.material.title}` : undefined);
  const fetchFile = useFetchFile();
  const [exporting, setExporting] = useState(false);
  const query = new URLSearchParams(
    Object.entries(filters).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
  ).toString();
  const exportAs = async (format: 'csv' | 'pdf') => {
    setExporting(true);
    try {
      {
        const file = await fetchFile({
          url: contentPaths.distribution(id, format, query),
          fallbackName: `delivery-record.${format}`,
        });
        saveBlob(file.blob, file.filename);
      }
    } catch (error) {
      notifyError(error as Parameters<typeof notifyError>[0], 'The export could not be made.');
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageHeader
        title={data ? `Distribution of “${data.material.title}”` : 'Distribution'}
        description={
          data?.scope === 'below_me'
            ? 'The copies that came through you: who holds them and what they opened.'
            : 'Who holds a copy, who sent it to them, and what they opened — per version.'
        }
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button disabled={!data || exporting} onClick={() => void exportAs('csv')}>
              Export CSV
            </Button>
            <Button variant="contained" disabled={!data || exporting} onClick={() => void exportAs('pdf')}>
              Signed PDF report
            </Button>
          </Box>
        }
      />
      {record.isLoading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress aria-label="Loading the delivery record" />
        </Box>
      ) : record.isError || !data ? (
        <Alert severity="error">{errorDetail(record.error) ?? 'The delivery record could not be loaded.'}</Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <TextField
              select
              size="small"
              label="Version"
              value={version}
              onChange={(e) => {
                setVersion(e.target.value === '' ? '' : Number(e.target.value));
                setPage(1);
              }}
              sx={{ minWidth: 140 }}
            >
              <MenuItem value="">All versions</MenuItem>
              {data.versions.map((v) => (
                <MenuItem key={v.number} value={v.number}>
                  v{v.number}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label="State"
              value={state}
              onChange={(e) => {
                setState(e.target.value);
                setPage(1);
              }}
              sx={{ minWidth: 180 }}
            >
              <MenuItem value="">All states</MenuItem>
              {US_STATE_OPTIONS.map((o) => (
                <MenuItem key={o.value} value={o.value}>
                  {o.label}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <Box
            component="section"
            aria-label="Copies per level"
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))' }}
          >
            {data.levels.map((level) => (
              <Card key={level.role} variant="outlined">
                <CardContent>
                  <Typography variant="subtitle2" component="h2">
                    {LEVEL[level.role] ?? level.role}
                  </Typography>
                  <Typography variant="body2">{level.received} received</Typography>
                  <Typography variant="body2">{level.opened} opened</Typography>
                  <Typography variant="body2">{level.downloaded} downloaded</Typography>
                </CardContent>
              </Card>
            ))}
          </Box>
          <Card variant="outlined" component="section" aria-label="Versions">
            <CardContent sx={{ display: 'grid', gap: 1 }}>
              {data.versions.map((v) => (
                <Typography key={v.number} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  <strong>v{v.number}</strong> · {v.state}
                  {v.decided_by ? ` by ${v.decided_by} on ${when(v.decided_at)}` : ''} · first use {when(v.first_use)} · last use{' '}
                  {when(v.last_use)} · SHA-256 {v.sha256}
                </Typography>
              ))}
              {data.recalls.map((r) => (
                <Typography key={r.at} variant="body2" color="error">
                  Recalled on {when(r.at)} by {r.by ?? '—'} (v{r.version})
                </Typography>
              ))}
            </CardContent>
          </Card>
          {data.people.total === 0 ? (
            <Alert severity="info">
              No one holds a copy{filters.version || filters.state ? ' that matches these filters' : ' yet'}.
            </Alert>
          ) : (
            <TableContainer component={Card} variant="outlined" tabIndex={0} aria-label="People who received it">
              <Table size="small" aria-label="People who hold a copy">
                <TableHead>
                  <TableRow>
                    <TableCell>Name</TableCell>
                    <TableCell>Role</TableCell>
                    <TableCell>State</TableCell>
                    <TableCell>Sent by</TableCell>
                    <TableCell>Version</TableCell>
                    <TableCell>Received</TableCell>
                    <TableCell>First open</TableCell>
                    <TableCell>Last open</TableCell>
                    <TableCell align="right">Opens</TableCell>
                    <TableCell align="right">Downloads</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.people.items.map((p) => (
                    <TableRow key={p.member_id}>
                      <TableCell>
                        {p.full_name}
                        {p.view_only || p.no_resend ? (
                          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                            {[p.view_only ? 'view only' : '', p.no_resend ? 'no re-send' : ''].filter(Boolean).join(', ')}
                          </Typography>
                        ) : null}
                      </TableCell>
                      <TableCell>{p.role}</TableCell>
                      <TableCell>{p.state ?? '—'}</TableCell>
                      <TableCell>{p.sent_by ?? '—'}</TableCell>
                      <TableCell>v{p.version}</TableCell>
                      <TableCell>{when(p.received_at)}</TableCell>
                      <TableCell>{when(p.first_open)}</TableCell>
                      <TableCell>{when(p.last_open)}</TableCell>
                      <TableCell align="right">{p.opens}</TableCell>
                      <TableCell align="right">{p.downloads}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
          {data.people.total > SIZE ? (
            <Pagination
              count={Math.ceil(data.people.total / SIZE)}
              page={page}
              onChange={(_e, next) => turnTo(next)}
              aria-label="Pages of people"
            />
          ) : null}
        </Box>
      )}
    </>
  );
}
