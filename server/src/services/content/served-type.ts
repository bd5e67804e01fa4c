/**
 * User files are served as themselves only when the app previews them as media (the PDF viewer, an
 * image, a video or audio element: src/entities/content/lib/preview-kind.ts) — and none of those can run
 * as a script or a page here. Everything else — HTML, SVG, XML, JavaScript, text, archives, anything
 * unknown — is `application/octet-stream`: a browser will neither run nor render it from our origin. (The
 * text preview reads the bytes as text whatever their type.)
 */
export function servedType(contentType: string | null | undefined): string {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/pdf') return type;
  if (type.startsWith('image/') && type !== 'image/svg+xml' && !type.includes('xml')) return type;
  if (/^(video|audio)\/[a-z0-9.+-]+$/.test(type)) return type;
  return 'application/octet-stream';
}

/**
 * Every user file we answer is a sandboxed document should a browser ever open it as one: no scripts, no
 * forms, no same-origin access, whatever its bytes say (with nosniff and an attachment disposition).
 */
export const DOWNLOAD_POLICY = 'sandbox';
