import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useDownload } from '@/features/download-content';
import { errorDetail, useListMaterialVersionsQuery } from '@/shared/api';
import { lazyDateFormat } from '@/shared/lib/date-format';
import { formatBytes } from '@/shared/lib/file';

const formatDate = lazyDateFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The versions of one's original, newest first: who uploaded each, when, what changed, and its bytes. */
export function VersionHistory({ materialId }: { materialId: string }) {
  const versions = useListMaterialVersionsQuery({ materialId });
  const { downloadVersion, busy } = useDownload();
  const items = versions.data?.items ?? [];
  return (
    <Card variant="outlined" component="section" aria-labelledby="version-history-title">
      <CardContent>
        <Typography id="version-history-title" variant="h6" component="h2" gutterBottom>
          Version history
        </Typography>
        {versions.isLoading ? (
          <CircularProgress size={24} aria-label="Loading versions" />
        ) : versions.isError ? (
          <Alert severity="error">{errorDetail(versions.error) ?? 'The versions could not be loaded.'}</Alert>
        ) : items.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No versions are recorded for this material.
          </Typography>
        ) : (
          <List dense disablePadding>
            {items.map((v) => (
              <ListItem
                key={v.number}
                divider
                disableGutters
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
              >
                <div style={{ flex: '1 1 16rem', minWidth: 0 }}>
                  <Typography variant="body2" component="p" sx={{ fontWeight: 600 }}>
                    v{v.number}
                    {v.current ? <Chip size="small" label="Current" color="primary" sx={{ ml: 1 }} /> : null}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {v.author?.full_name ?? 'A former member'} · {formatDate(new Date(v.created_at))} · {formatBytes(v.size)}
                  </Typography>
                  {v.note ? <Typography variant="body2">{v.note}</Typography> : null}
                  <Typography variant="caption" color="text.secondary" title={v.sha256}>
                    SHA-256 {v.sha256.slice(0, 12)}…
                  </Typography>
                </div>
                <Button
                  size="small"
                  disabled={busy}
                  onClick={() => void downloadVersion(materialId, v.number)}
                  aria-label={`Download version ${v.number}`}
                >
                  Download
                </Button>
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}
