import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ContentItem } from '@/shared/api';
import { formatBytes } from '@/shared/lib/file';
import { EditIcon, FileTextIcon, FolderIcon } from '@/shared/ui/icons';
import { foldersFirst } from '../../lib/sort';
import { ItemLocation } from '../ItemLocation/ItemLocation';
import { RenameField } from '../RenameField/RenameField';

export interface ContentListProps {
  items: ContentItem[];
  view: 'list' | 'grid';
  selected: ReadonlySet<string>;
  onSelectedChange: (next: Set<string>) => void;
  onOpenFolder: (folder: ContentItem) => void;
  /** Rename in place (own space only). */
  canRename?: boolean;
  /** Show who sent each item (shared space). */
  showSender?: boolean;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** Folders first, then materials; as a table or as cards, each selectable. */
export function ContentList({
  items,
  view,
  selected,
  onSelectedChange,
  onOpenFolder,
  canRename = false,
  showSender = false,
}: ContentListProps) {
  const [renaming, setRenaming] = useState<string | null>(null);
  const sorted = foldersFirst(items);
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelectedChange(next);
  };
  const allSelected = items.length > 0 && items.every((item) => selected.has(item.id));

  const title = (item: ContentItem) =>
    renaming === item.id ? (
      <RenameField item={item} onDone={() => setRenaming(null)} />
    ) : item.type === 'folder' ? (
      <Link component="button" type="button" onClick={() => onOpenFolder(item)} sx={{ textAlign: 'left', fontWeight: 500 }}>
        {item.title}
      </Link>
    ) : (
      <Link component={RouterLink} to={`/materials/review/${item.id}`} sx={{ fontWeight: 500 }}>
        {item.title}
      </Link>
    );
  const icon = (item: ContentItem) =>
    item.type === 'folder' ? (
      <FolderIcon color="primary" aria-label="Folder" />
    ) : (
      <FileTextIcon color="action" aria-label="File" />
    );
  const renameButton = (item: ContentItem) =>
    canRename && renaming !== item.id ? (
      <IconButton size="small" aria-label={`Rename ${item.title}`} onClick={() => setRenaming(item.id)}>
        <EditIcon fontSize="small" />
      </IconButton>
    ) : null;
  const checkbox = (item: ContentItem) => (
    <Checkbox
      checked={selected.has(item.id)}
      onChange={() => toggle(item.id)}
      slotProps={{ input: { 'aria-label': `Select ${item.title}` } }}
    />
  );

  if (view === 'grid') {
    return (
      <Box
        component="ul"
        aria-label="Materials"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
        }}
      >
        {sorted.map((item) => (
          <Card
            component="li"
            key={item.id}
            variant="outlined"
            aria-label={item.title}
            sx={{ position: 'relative', borderColor: selected.has(item.id) ? 'primary.main' : undefined }}
          >
            <Box sx={{ position: 'absolute', top: 4, left: 4, zIndex: 1 }}>{checkbox(item)}</Box>
            <Box sx={{ position: 'absolute', top: 8, right: 8, zIndex: 1 }}>{renameButton(item)}</Box>
            <CardActionArea component="div" sx={{ p: 2, pt: 6, display: 'grid', gap: 1, justifyItems: 'start' }}>
              <Box sx={{ fontSize: 40, display: 'flex' }}>{icon(item)}</Box>
              <Box sx={{ width: '100%', minWidth: 0, overflowWrap: 'anywhere' }}>
                {title(item)}
                <ItemLocation item={item} />
              </Box>
              <Typography variant="caption" color="text.secondary">
                {item.type === 'folder' ? 'Folder' : formatBytes(item.size)}
                {showSender && item.shared_by ? ` · from ${item.shared_by.full_name}` : ''}
              </Typography>
            </CardActionArea>
          </Card>
        ))}
      </Box>
    );
  }

  return (
    <Table aria-label="Materials" size="small">
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox">
            <Checkbox
              checked={allSelected}
              indeterminate={!allSelected && items.some((item) => selected.has(item.id))}
              onChange={() => onSelectedChange(allSelected ? new Set() : new Set(items.map((item) => item.id)))}
              slotProps={{ input: { 'aria-label': 'Select all' } }}
            />
          </TableCell>
          <TableCell>Name</TableCell>
          {showSender ? <TableCell>From</TableCell> : null}
          <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Size</TableCell>
          <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Updated</TableCell>
          <TableCell padding="checkbox">
            <Box component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
              Actions
            </Box>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {sorted.map((item) => (
          <TableRow key={item.id} hover selected={selected.has(item.id)} aria-label={item.title}>
            <TableCell padding="checkbox">{checkbox(item)}</TableCell>
            <TableCell>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                {icon(item)}
                <Box sx={{ minWidth: 0 }}>
                  {title(item)}
                  <ItemLocation item={item} />
                </Box>
              </Box>
            </TableCell>
            {showSender ? <TableCell>{item.shared_by?.full_name ?? '—'}</TableCell> : null}
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
              {item.type === 'folder' ? '—' : formatBytes(item.size)}
            </TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
              {dateFormat.format(new Date(item.updated_at))}
            </TableCell>
            <TableCell padding="checkbox">{renameButton(item)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
