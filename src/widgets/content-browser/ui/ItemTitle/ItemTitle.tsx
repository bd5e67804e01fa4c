import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { itemPath, lifecycleChips } from '@/entities/content';
import type { ContentItem } from '@/shared/api';
import { EditIcon } from '@/shared/ui/icons';
import { RenameField } from '../RenameField/RenameField';

export interface ItemTitleProps {
  item: ContentItem;
  renaming: boolean;
  onRenamed: () => void;
  onOpenFolder: (folder: ContentItem) => void;
  /** Someone else's copy: a material's title is plain text. */
  readOnly?: boolean;
}

/**
 * A folder's title opens it; a material's title leads to its review page, an intake form's to the form's
 * page; while renaming, a field.
 */
export function ItemTitle({ item, renaming, onRenamed, onOpenFolder, readOnly = false }: ItemTitleProps) {
  // The review page's way back returns here: this folder, page, search and sort.
  const { pathname, search } = useLocation();
  if (renaming) return <RenameField item={item} onDone={onRenamed} />;
  if (item.type === 'folder') {
    return (
      <Link component="button" type="button" onClick={() => onOpenFolder(item)} sx={{ textAlign: 'left', fontWeight: 500 }}>
        {item.title}
      </Link>
    );
  }
  // The sender reviews the forms they sent, so a form opens even in the read-only list of what was sent.
  if (readOnly && item.type !== 'intake_form')
    return (
      <>
        <Typography component="span" sx={{ fontWeight: 500 }}>
          {item.title}
        </Typography>
        <StateChips item={item} />
      </>
    );
  return (
    <>
      <Link component={RouterLink} to={itemPath(item)} state={{ back: `${pathname}${search}` }} sx={{ fontWeight: 500 }}>
        {item.title}
      </Link>
      <StateChips item={item} />
    </>
  );
}

const chipSx = { ml: 1, my: 0.25, verticalAlign: 'middle' } as const;

/**
 * A material's state in words (docs/distribution.md): Updated (a copy whose original has a new version
 * its holder has not opened yet), then the lifecycle chips the review page shows too.
 */
function StateChips({ item }: { item: ContentItem }) {
  const chips = item.lifecycle ? lifecycleChips(item.lifecycle) : [];
  if (!item.updated && chips.length === 0) return null;
  return (
    <>
      {item.updated ? <Chip size="small" color="info" label="Updated" sx={chipSx} /> : null}
      {chips.map((chip) => (
        <Chip key={chip.label} size="small" color={chip.color} variant="outlined" label={chip.label} sx={chipSx} />
      ))}
    </>
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
