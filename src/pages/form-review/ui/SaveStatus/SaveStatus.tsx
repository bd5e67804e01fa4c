import Typography from '@mui/material/Typography';
import type { FormField } from '@/shared/api';
import type { DraftStatus } from '../../model/useDraftAutosave';

/** "Email — Enter an email address like name@example.com." for each refused answer. */
const named = (status: DraftStatus, fields: FormField[]) =>
  status.rejected.map((r) => `${fields.find((f) => f.key === r.field)?.label ?? r.field} — ${r.message}`).join(' ');

/** What a person can rely on: says "saved" or "kept" only when it is true. */
function saveStatusText(status: DraftStatus, fields: FormField[]): string {
  switch (status.state) {
    case 'idle':
      return 'Your answers are saved as you type.';
    case 'pending':
    case 'saving':
      return 'Saving…';
    case 'saved':
      return 'All changes saved.';
    case 'invalid':
      return `Not saved: ${named(status, fields)} Your other answers are saved.`;
    case 'offline':
      return status.kept
        ? 'Saved on this device — will send when back online.'
        : 'Not saved: you are offline and this browser cannot keep your answers. Keep this page open until you are back online.';
    case 'error':
      return status.kept
        ? 'Saved on this device — the server did not take it just now; it will be sent again shortly.'
        : 'Not saved: the server did not take your answers. Keep this page open; they will be sent again shortly.';
    case 'conflict':
      return '';
  }
}

export function SaveStatus({ status, fields }: { status: DraftStatus; fields: FormField[] }) {
  const problem = status.state === 'invalid' || ((status.state === 'offline' || status.state === 'error') && !status.kept);
  return (
    <Typography variant="body2" color={problem ? 'error' : 'text.secondary'} role="status">
      {saveStatusText(status, fields)}
    </Typography>
  );
}
