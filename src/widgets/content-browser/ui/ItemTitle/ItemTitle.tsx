import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { materialReviewPath } from '@/entities/content';
import type { ContentItem } from '@/shared/api';
import { EditIcon } from '@/shared/ui/icons';
import { RenameField } from '../RenameField/RenameField';

export interface ItemTitleProps {
  item: ContentItem;
  renaming: boolean;
  onRenamed: () => void;
  onOpenFolder: (folder: ContentItem) => void;
}

/** A folder's title opens it; a material's title leads to its review page; while renaming, a field. */
export function ItemTitle({ item, renaming, onRenamed, onOpenFolder }: ItemTitleProps) {
  if (renaming) return <RenameField item={item} onDone={onRenamed} />;
  if (item.type === 'folder') {
    return (
      <Link component="button" type="button" onClick={() => onOpenFolder(item)} sx={{ textAlign: 'left', fontWeight: 500 }}>
        {item.title}
      </Link>
    );
  }
  return (
    <Link component={RouterLink} to={materialReviewPath(item.id)} sx={{ fontWeight: 500 }}>
      {item.title}
    </Link>
  );
}

/** The pencil that turns a title into a field (own space only). */
export function RenameButton({ item, onRename }: { item: ContentItem; onRename: () => void }) {
  return (
    <IconButton size="small" aria-label={`Rename ${item.title}`} onClick={onRename}>
      <EditIcon fontSize="small" />
    </IconButton>
  );
}
