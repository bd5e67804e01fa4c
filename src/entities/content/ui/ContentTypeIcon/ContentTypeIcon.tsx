import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ContentItem } from '@/shared/api';
import { formatBytes } from '@/shared/lib/file';
import { FileTextIcon, FolderIcon } from '@/shared/ui/icons';

type Typed = Pick<ContentItem, 'type'>;

/** What a content item is, in words: "Folder" or "File". */
export const contentTypeLabel = ({ type }: Typed): string => (type === 'folder' ? 'Folder' : 'File');

/** The size column: a file's size, nothing for a folder. */
export const contentSizeLabel = (item: Pick<ContentItem, 'type' | 'size'>, none = '—'): string =>
  item.type === 'folder' ? none : formatBytes(item.size);

/** A folder or file icon, labelled for screen readers. */
export function ContentTypeIcon({ item, ...props }: { item: Typed } & Omit<SvgIconProps, 'color'>) {
  const Icon = item.type === 'folder' ? FolderIcon : FileTextIcon;
  return <Icon color={item.type === 'folder' ? 'primary' : 'action'} aria-label={contentTypeLabel(item)} {...props} />;
}
