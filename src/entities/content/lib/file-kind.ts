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

/** What kind of file a material is, from its content type, else its name's extension. */
export function fileKind(contentType: string | null | undefined, title = ''): FileKind {
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
  const extension = /\.([a-z0-9]+)$/i.exec(title)?.[1]?.toLowerCase() ?? '';
  return BY_EXTENSION[extension] ?? 'other';
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
