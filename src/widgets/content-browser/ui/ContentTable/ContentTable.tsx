import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ContentTypeIcon, contentSizeLabel, isSelectable } from '@/entities/content';
import type { ContentViewProps } from '../../model/content-view';
import { ItemCheckbox } from '../ItemCheckbox/ItemCheckbox';
import { ItemLocation } from '../ItemLocation/ItemLocation';
import { UploadVersionButton } from '@/features/upload-material-version';
import { ItemTitle, RenameButton } from '../ItemTitle/ItemTitle';
import { lazyDateFormat } from '@/shared/lib/date-format';
import { visuallyHidden } from '@/shared/ui/visually-hidden';

const formatDate = lazyDateFormat(undefined, { dateStyle: 'medium' });

/** The items as table rows, with "Select all" in the header. */
export function ContentTable(props: ContentViewProps & { onSelectedChange: (next: Set<string>) => void }) {
  const { items, selected, onToggle, onOpenFolder, onGo, renaming, onRename, showSender, readOnly, onSelectedChange } = props;
  const selectable = items.filter(isSelectable);
  const allSelected = selectable.length > 0 && selectable.every((item) => selected.has(item.id));
  return (
    <Table aria-label="Materials" size="small" sx={{ tableLayout: { xs: 'fixed', sm: 'auto' } }}>
      <TableHead>
        <TableRow>
          {readOnly ? null : (
            <TableCell padding="checkbox">
              <Checkbox
                checked={allSelected}
                indeterminate={!allSelected && selectable.some((item) => selected.has(item.id))}
                disabled={selectable.length === 0}
                onChange={() => onSelectedChange(allSelected ? new Set() : new Set(selectable.map((item) => item.id)))}
                slotProps={{ input: { 'aria-label': 'Select all' } }}
              />
            </TableCell>
          )}
          <TableCell>Name</TableCell>
          {showSender ? <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>From</TableCell> : null}
          <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Size</TableCell>
          <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>Updated</TableCell>
          <TableCell padding="checkbox">
            <Box component="span" sx={visuallyHidden}>
              Actions
            </Box>
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.id} hover selected={selected.has(item.id)} aria-label={item.title}>
            {readOnly ? null : (
              <TableCell padding="checkbox">
                {isSelectable(item) ? <ItemCheckbox item={item} checked={selected.has(item.id)} onToggle={onToggle} /> : null}
              </TableCell>
            )}
            <TableCell>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0, overflowWrap: 'anywhere' }}>
                <ContentTypeIcon item={item} />
                <Box sx={{ minWidth: 0 }}>
                  <ItemTitle
                    item={item}
                    renaming={renaming === item.id}
                    onRenamed={() => onRename?.(null)}
                    onOpenFolder={onOpenFolder}
                    readOnly={readOnly}
                  />
                  <ItemLocation item={item} onGo={onGo} />
                  {/* On a phone the sender goes under the name: a column of its own would squeeze the name. */}
                  {showSender && item.shared_by ? (
                    <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
                      From {item.shared_by.full_name}
                    </Typography>
                  ) : null}
                </Box>
              </Box>
            </TableCell>
            {showSender ? (
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{item.shared_by?.full_name ?? '—'}</TableCell>
            ) : null}
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{contentSizeLabel(item)}</TableCell>
            <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>{formatDate(new Date(item.updated_at))}</TableCell>
            <TableCell padding="checkbox">
              {onRename && renaming !== item.id ? <RenameButton item={item} onRename={() => onRename(item.id)} /> : null}
              {!readOnly && renaming !== item.id ? <UploadVersionButton item={item} /> : null}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
