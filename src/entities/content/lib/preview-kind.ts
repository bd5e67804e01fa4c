export type PreviewKind = 'pdf' | 'image' | 'video' | 'audio' | 'text' | 'none';

/** How a content type is previewed. Active content (HTML, SVG, XML that may script) is never rendered. */
export function previewKind(contentType: string | null | undefined): PreviewKind {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/pdf') return 'pdf';
  if (type === 'image/svg+xml') return 'none';
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('video/')) return 'video';
  if (type.startsWith('audio/')) return 'audio';
  if (type === 'text/html' || type === 'application/xhtml+xml' || type.includes('xml')) return 'none';
  if (type.startsWith('text/') || type === 'application/json') return 'text';
  return 'none';
}
