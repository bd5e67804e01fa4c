import Typography from '@mui/material/Typography';
import type { ContentItem } from '@/shared/api';

/** Where a search hit lives: "in Carriers / Aetna", or "at the top level". Nothing outside a search. */
export function ItemLocation({ item }: { item: ContentItem }) {
  if (!item.path) return null;
  const where = item.path.length > 0 ? `in ${item.path.map((folder) => folder.title).join(' / ')}` : 'at the top level';
  return (
    <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
      {where}
    </Typography>
  );
}
