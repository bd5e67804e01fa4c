import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useApproveMaterialVersionMutation, useRejectMaterialVersionMutation, type PendingVersion } from '@/shared/api';
import { lazyDateFormat } from '@/shared/lib/date-format';
import { notifyError, notifySuccess } from '@/shared/ui/toast';
import { VersionPreview } from '../VersionPreview/VersionPreview';

const formatDate = lazyDateFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One pending version: who and what changed, side by side with the version clients get now, approve or reject. */
export function PendingCard({ item }: { item: PendingVersion }) {
  const [approve, approving] = useApproveMaterialVersionMutation();
  const [reject, rejecting] = useRejectMaterialVersionMutation();
  const [note, setNote] = useState('');
  const busy = approving.isLoading || rejecting.isLoading;
  const args = { materialId: item.material_id, number: item.number };
  const decide = async (kind: 'approve' | 'reject') => {
    try {
      if (kind === 'approve') await approve({ ...args, body: note ? { note } : {} }).unwrap();
      else await reject({ ...args, body: { note } }).unwrap();
      notifySuccess(
        kind === 'approve' ? `Version ${item.number} of “${item.title}” approved.` : `Version ${item.number} rejected.`,
      );
    } catch (error) {
      notifyError(error as Parameters<typeof notifyError>[0], 'The decision was not saved; try again.');
    }
  };

  return (
    <Card variant="outlined" component="article" aria-label={`${item.title}, version ${item.number}`}>
      <CardContent sx={{ display: 'grid', gap: 1.5 }}>
        <Typography variant="h6" component="h2">
          {item.title} · v{item.number}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {item.author?.full_name ?? 'A former member'} · {formatDate(new Date(item.created_at))}
          {item.note ? ` · “${item.note}”` : ''} · SHA-256 {item.sha256.slice(0, 12)}…
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Box component="section" aria-label="Approved version">
            <Typography variant="subtitle2">
              {item.previous ? `Approved: v${item.previous}` : 'No approved version yet'}
            </Typography>
            {item.previous ? (
              <VersionPreview
                materialId={item.material_id}
                number={item.previous}
                title={item.title}
                size={null}
                contentType={item.content_type}
              />
            ) : null}
          </Box>
          <Box component="section" aria-label="Pending version">
            <Typography variant="subtitle2">Waiting: v{item.number}</Typography>
            <VersionPreview
              materialId={item.material_id}
              number={item.number}
              title={item.title}
              size={item.size}
              contentType={item.content_type}
            />
          </Box>
        </Box>
        <TextField size="small" label="Note to the author" value={note} onChange={(e) => setNote(e.target.value)} />
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button variant="contained" disabled={busy} onClick={() => void decide('approve')}>
            Approve
          </Button>
          <Button color="error" disabled={busy || !note.trim()} onClick={() => void decide('reject')}>
            Reject
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
