import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { contentPaths } from '@/entities/content';
import { errorDetail, useFetchFile } from '@/shared/api';
import { saveBlob } from '@/shared/lib/file';
import { PageHeader } from '@/shared/ui/page-header';
import { checkRange, type DayRange } from '../../lib/range';

type Format = 'csv' | 'pdf';
type Outcome = { kind: 'idle' } | { kind: 'saved'; name: string } | { kind: 'empty' } | { kind: 'error'; message: string };

const today = () => new Date().toISOString().slice(0, 10);
const monthAgo = () => {
  const d = new Date();
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 10);
};

/**
 * The company's delivery records over a date range, for an examiner's request that names no material:
 * every original sent or opened in the range, as CSV or a PDF report sealed with the company's
 * certificate (admins, `exportDistribution`). Days are UTC, both included.
 */
export function DistributionExportPage() {
  const [range, setRange] = useState<DayRange>({ from: monthAgo(), to: today() });
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState<Format | null>(null);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const fetchFile = useFetchFile();
  const fromRef = useRef<HTMLInputElement>(null);
  const toRef = useRef<HTMLInputElement>(null);
  const check = checkRange(range);
  const problem = touched && !check.ok ? check : null;

  const exportAs = async (format: Format) => {
    setTouched(true);
    if (!check.ok) {
      (check.field === 'from' ? fromRef : toRef).current?.focus();
      return;
    }
    setBusy(format);
    setOutcome({ kind: 'idle' });
    try {
      const file = await fetchFile({
        url: contentPaths.companyDistribution(check.from, check.to, format),
        fallbackName: `delivery-records.${format}`,
      });
      if (file.blob.size === 0) setOutcome({ kind: 'empty' });
      else {
        saveBlob(file.blob, file.filename);
        setOutcome({ kind: 'saved', name: file.filename });
      }
    } catch (error) {
      setOutcome({
        kind: 'error',
        message: errorDetail(error as Parameters<typeof errorDetail>[0]) ?? 'The export could not be made: try again.',
      });
    } finally {
      setBusy(null);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void exportAs('pdf');
  };
  const set = (change: Partial<DayRange>) => {
    setRange((r) => ({ ...r, ...change }));
    setOutcome({ kind: 'idle' });
  };

  return (
    <>
      <PageHeader
        title="Delivery records"
        description="Every material sent or opened in a date range — who received which version from whom, and when they opened it — for an examiner's request."
      />
      <Card component="section" aria-labelledby="export-range-heading">
        <CardContent>
          <Typography id="export-range-heading" variant="h2" sx={{ fontSize: '1.125rem', mb: 2 }}>
            Date range
          </Typography>
          <Box
            component="form"
            noValidate
            onSubmit={submit}
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, maxWidth: 560 }}
          >
            <TextField
              label="First day"
              type="date"
              value={range.from}
              onChange={(e) => set({ from: e.target.value })}
              inputRef={fromRef}
              error={problem?.field === 'from'}
              helperText={problem?.field === 'from' ? problem.message : 'Included (UTC).'}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: range.to || undefined } }}
            />
            <TextField
              label="Last day"
              type="date"
              value={range.to}
              onChange={(e) => set({ to: e.target.value })}
              inputRef={toRef}
              error={problem?.field === 'to'}
              helperText={problem?.field === 'to' ? problem.message : 'Included (UTC).'}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: range.from || undefined } }}
            />
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', gridColumn: '1 / -1' }}>
              <Button type="submit" variant="contained" disabled={busy !== null}>
                Signed PDF report
              </Button>
              <Button disabled={busy !== null} onClick={() => void exportAs('csv')}>
                Export CSV
              </Button>
            </Box>
          </Box>
          <Box role="status" aria-live="polite" sx={{ mt: 2, minHeight: 24 }}>
            {busy ? (
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                <CircularProgress size={18} aria-hidden />
                <Typography>
                  {busy === 'pdf' ? 'Making and sealing the report…' : 'Making the CSV…'} Large ranges take a while.
                </Typography>
              </Box>
            ) : outcome.kind === 'saved' ? (
              <Typography>Saved “{outcome.name}”.</Typography>
            ) : outcome.kind === 'empty' ? (
              <Alert severity="info">
                No material was sent or opened in this range: there is nothing to export. Try a wider range.
              </Alert>
            ) : null}
          </Box>
          {outcome.kind === 'error' ? (
            <Alert severity="error" role="alert" sx={{ mt: 1 }}>
              {outcome.message}
            </Alert>
          ) : null}
        </CardContent>
      </Card>
    </>
  );
}
