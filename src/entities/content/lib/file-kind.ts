export type FileKind = 'pdf' | 'image' | 'video' | 'audio' | 'spreadsheet' | 'document' | 'archive' | 'other';

const BY_EXTENSION: Record<string, FileKind> = {
  pdf: 'pdf',
  png: 'image',
  jpg: 'image',
  jpeg: 'image',
  gif: 'image',
  webp: 'image',
  svg: 'image',
  heic: 'image',
  mp4: 'video',
  webm: 'video',
  mov: 'video',
  m4v: 'video',
  mp3: 'audio',
  wav: 'audio',
  m4a: 'audio',
  ogg: 'audio',
  csv: 'spreadsheet',
  xls: 'spreadsheet',
  xlsx: 'spreadsheet',
  ods: 'spreadsheet',
  doc: 'document',
  docx: 'document',
  odt: 'document',
  rtf: 'document',
  txt: 'document',
  md: 'document',
  ppt: 'document',
  pptx: 'document',
  zip: 'archive',
  '7z': 'archive',
  rar: 'archive',
  gz: 'archive',
  tar: 'archive',
};

function kindOfType(contentType: string | null | undefined): FileKind | null {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/pdf') return 'pdf';
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('video/')) return 'video';
  if (type.startsWith('audio/')) return 'audio';
  if (type === 'text/csv' || type.includes('spreadsheet') || type.includes('ms-excel')) return 'spreadsheet';
  if (type.includes('zip') || type.includes('compressed') || type === 'application/x-tar' || type === 'application/gzip')
    return 'archive';
  if (
    type.includes('wordprocessing') ||
    type === 'application/msword' ||
    type.includes('presentation') ||
    type.startsWith('text/')
  )
    return 'document';
  return null;
}

const kindOfName = (title: string): FileKind | null =>
  BY_EXTENSION[/\.([a-z0-9]+)$/i.exec(title)?.[1]?.toLowerCase() ?? ''] ?? null;

/**
 * What kind of file a material is to a person (its icon, its label): by its name's extension when that
 * is a known one — so "notes.txt" renamed "notes.csv" is a spreadsheet, as the file type beside it says
 * — else by the content type its upload declared.
 */
export function fileKind(contentType: string | null | undefined, title = ''): FileKind {
  return kindOfName(title) ?? kindOfType(contentType) ?? 'other';
}

/**
 * What the stored bytes are, for previews and thumbnails: the content type the upload declared (a rename
 * changes no byte), else the name's extension.
 */
export function contentKind(contentType: string | null | undefined, title = ''): FileKind {
  return kindOfType(contentType) ?? kindOfName(title) ?? 'other';
}

/** The kind in words, for screen readers and captions. */
export const FILE_KIND_LABEL: Record<FileKind, string> = {
  pdf: 'PDF',
  image: 'Image',
  video: 'Video',
  audio: 'Audio',
  spreadsheet: 'Spreadsheet',
  document: 'Document',
  archive: 'Archive',
  other: 'File',
};
