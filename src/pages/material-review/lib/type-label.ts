/**
 * A file's type as a person says it ("PDF document", "CSV file", "PNG image") rather than its media type
 * ("application/pdf"): from the name's extension, else from the media type.
 */
export function fileTypeLabel(contentType: string | null | undefined, title: string): string {
  const extension =
    /\.([a-z0-9]{1,8})$/i.exec(title)?.[1] ??
    contentType
      ?.split('/')[1]
      ?.split(/[+.;-]/)[0]
      ?.replace(/^x$/, '') ??
    '';
  const name = extension.toUpperCase();
  if (!name) return 'File';
  if (name === 'PDF') return 'PDF document';
  const family = contentType?.split('/')[0];
  if (family === 'image' || family === 'video' || family === 'audio') return `${name} ${family}`;
  return `${name} file`;
}
