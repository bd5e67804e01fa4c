import Checkbox from '@mui/material/Checkbox';
import type { ContentItem } from '@/shared/api';

export function ItemCheckbox({
  item,
  checked,
  onToggle,
}: {
  item: ContentItem;
  checked: boolean;
  onToggle: (id: string) => void;
}) {
  return (
    <Checkbox
      checked={checked}
      onChange={() => onToggle(item.id)}
      slotProps={{ input: { 'aria-label': `Select ${item.title}` } }}
    />
  );
}
