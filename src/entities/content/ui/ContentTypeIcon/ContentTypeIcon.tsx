import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ContentItem } from '@/shared/api';
import { formatBytes } from '@/shared/lib/file';
import {
  ClipboardCheckIcon,
  FileArchiveIcon,
  FileIcon,
  FileImageIcon,
  FileMusicIcon,
  FilePdfIcon,
  FileSpreadsheetIcon,
  FileTextIcon,
  FolderIcon,
  VideoIcon,
  type IconComponent,
} from '@/shared/ui/icons';
import { FILE_KIND_LABEL, fileKind, type FileKind } from '../../lib/file-kind';

type Typed = Pick<ContentItem, 'type'> & Partial<Pick<ContentItem, 'content_type' | 'title'>>;

const TYPE_LABEL: Record<ContentItem['type'], string> = { folder: 'Folder', material: 'File', intake_form: 'Intake form' };

/** What a content item is, in words: "Folder", "File" or "Intake form". */
export const contentTypeLabel = ({ type }: Pick<ContentItem, 'type'>): string => TYPE_LABEL[type];

/** The size column: a file's size, an intake form's state, nothing for a folder. */
export const contentSizeLabel = (item: Pick<ContentItem, 'type' | 'size' | 'form_status'>, none = '—'): string => {
  if (item.type === 'intake_form') return item.form_status === 'signed' ? 'Signed' : 'To fill in';
  return item.type === 'folder' ? none : formatBytes(item.size);
};

const ICONS: Record<FileKind, { icon: IconComponent; color: string }> = {
  pdf: { icon: FilePdfIcon, color: 'error.main' },
  image: { icon: FileImageIcon, color: 'secondary.main' },
  video: { icon: VideoIcon, color: 'warning.dark' },
  audio: { icon: FileMusicIcon, color: 'info.main' },
  spreadsheet: { icon: FileSpreadsheetIcon, color: 'success.main' },
  document: { icon: FileTextIcon, color: 'primary.main' },
  archive: { icon: FileArchiveIcon, color: 'text.secondary' },
  other: { icon: FileIcon, color: 'action.active' },
};

/** A folder, an intake form, or a file by its kind (PDF, image, video, audio, spreadsheet, document, archive), labelled for screen readers. */
export function ContentTypeIcon({ item, sx, ...props }: { item: Typed } & Omit<SvgIconProps, 'color'>) {
  if (item.type === 'folder') return <FolderIcon color="primary" aria-label="Folder" sx={sx} {...props} />;
  if (item.type === 'intake_form')
    return <ClipboardCheckIcon aria-label="Intake form" sx={{ color: 'success.main', ...(sx as object) }} {...props} />;
  const kind = fileKind(item.content_type, item.title);
  const { icon: Icon, color } = ICONS[kind];
  return <Icon aria-label={FILE_KIND_LABEL[kind]} data-kind={kind} sx={{ color, ...(sx as object) }} {...props} />;
}
