import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { ContentThumbnail, contentSizeLabel, contentTypeLabel, isSelectable } from '@/entities/content';
import type { ContentViewProps } from '../../model/content-view';
import { ItemCheckbox } from '../ItemCheckbox/ItemCheckbox';
import { ItemLocation } from '../ItemLocation/ItemLocation';
import { UploadVersionButton } from '@/features/upload-material-version';
import { ItemTitle, RenameButton } from '../ItemTitle/ItemTitle';

/** The items as cards: a checkbox, the rename pencil, the icon, the title and the size or sender. */
export function ContentGrid({
  items,
  selected,
  onToggle,
  onOpenFolder,
  onGo,
  renaming,
  onRename,
  showSender,
  readOnly,
}: ContentViewProps) {
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
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(200px, 100%), 1fr))',
      }}
    >
      {items.map((item) => (
        <Card
          component="li"
          key={item.id}
          variant="outlined"
          aria-label={item.title}
          sx={{ position: 'relative', borderColor: selected.has(item.id) ? 'primary.main' : undefined }}
        >
          {readOnly || !isSelectable(item) ? null : (
            <Box sx={{ position: 'absolute', top: 4, left: 4, zIndex: 1 }}>
              <ItemCheckbox item={item} checked={selected.has(item.id)} onToggle={onToggle} />
            </Box>
          )}
          <Box sx={{ position: 'absolute', top: 8, right: 8, zIndex: 1 }}>
            {onRename && renaming !== item.id ? <RenameButton item={item} onRename={() => onRename(item.id)} /> : null}
            {!readOnly && renaming !== item.id ? <UploadVersionButton item={item} /> : null}
          </Box>
          <CardActionArea component="div" sx={{ p: 2, pt: 6, display: 'grid', gap: 1, justifyItems: 'start' }}>
            <ContentThumbnail item={item} />
            <Box sx={{ width: '100%', minWidth: 0, overflowWrap: 'anywhere' }}>
              <ItemTitle
                item={item}
                renaming={renaming === item.id}
                onRenamed={() => onRename?.(null)}
                onOpenFolder={onOpenFolder}
                readOnly={readOnly}
              />
              <ItemLocation item={item} onGo={onGo} />
            </Box>
            <Typography variant="caption" color="text.secondary">
              {item.type === 'material' ? contentSizeLabel(item) : contentTypeLabel(item)}
              {item.type === 'intake_form' ? ` · ${contentSizeLabel(item)}` : ''}
              {showSender && item.shared_by ? ` · from ${item.shared_by.full_name}` : ''}
            </Typography>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
