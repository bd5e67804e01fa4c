import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useListMailSamplesQuery } from '@/shared/api';
import { PageHeader } from '@/shared/ui/page-header';

const WIDTHS = [320, 390, 600] as const;

/**
 * Every kind of mail as the server renders it, with sample data and the first company's name and logo:
 * the HTML part in a frame at a phone's or a desktop's width, light or dark (the frame's colour scheme is
 * what `prefers-color-scheme` answers inside it), then the text part, headers and attachments.
 */
export function DevMailPage() {
  const { data, isLoading, isError } = useListMailSamplesQuery();
  const [name, setName] = useState<string>('form_sent');
  const [width, setWidth] = useState<number>(320);
  const [scheme, setScheme] = useState<'light' | 'dark'>('light');
  const sample = data?.find((s) => s.name === name) ?? data?.[0];

  return (
    <>
      <PageHeader title="Mail" description="Every message the server sends, rendered with sample data." />
      {isLoading ? <Skeleton variant="rounded" height={400} aria-label="Loading the mail previews" /> : null}
      {isError ? <Alert severity="error">The previews are not available (is DEV_OUTBOX on?).</Alert> : null}
      {sample ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
            <TextField
              select
              size="small"
              label="Message"
              value={sample.name}
              onChange={(e) => setName(e.target.value)}
              sx={{ minWidth: 220 }}
            >
              {data!.map((s) => (
                <MenuItem key={s.name} value={s.name}>
                  {s.name}
                </MenuItem>
              ))}
            </TextField>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={width}
              onChange={(_, v: number | null) => v && setWidth(v)}
              aria-label="Width"
            >
              {WIDTHS.map((w) => (
                <ToggleButton key={w} value={w}>
                  {w} px
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={scheme}
              onChange={(_, v: 'light' | 'dark' | null) => v && setScheme(v)}
              aria-label="Colour scheme"
            >
              <ToggleButton value="light">Light</ToggleButton>
              <ToggleButton value="dark">Dark</ToggleButton>
            </ToggleButtonGroup>
          </Box>
          <Typography>
            <strong>{sample.from_name}</strong> — {sample.subject}
          </Typography>
          <Box sx={{ overflowX: 'auto' }}>
            <iframe
              title={`Preview of ${sample.name}`}
              srcDoc={sample.html}
              sandbox=""
              style={{ width, height: 720, border: '1px solid #ccc', borderRadius: 8, colorScheme: scheme, display: 'block' }}
            />
          </Box>
          <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
            <Typography variant="subtitle2" component="h2">
              Text part
            </Typography>
            <Box component="pre" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', m: 0 }}>
              {sample.text}
            </Box>
          </Paper>
          {Object.keys(sample.headers).length > 0 ? (
            <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
              <Typography variant="subtitle2" component="h2">
                Headers
              </Typography>
              <Box component="pre" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', m: 0 }}>
                {Object.entries(sample.headers)
                  .map(([k, v]) => `${k}: ${v}`)
                  .join('\n')}
              </Box>
            </Paper>
          ) : null}
          {sample.attachments.map((a) => (
            <Paper key={a.filename} variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
              <Typography variant="subtitle2" component="h2">
                {a.filename} ({a.content_type})
              </Typography>
              <Box component="pre" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', m: 0 }}>
                {a.content}
              </Box>
            </Paper>
          ))}
        </Box>
      ) : null}
    </>
  );
}
