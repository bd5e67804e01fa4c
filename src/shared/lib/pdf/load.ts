import type { DocumentInitParameters, PDFDocumentProxy } from 'pdfjs-dist/types/src/display/api';
import type { pdfjs as PdfjsModule } from './pdfjs';
import { CHUNK, rangeTransport } from './range-transport';

type Pdfjs = typeof PdfjsModule;
let loading: Promise<Pdfjs> | undefined;

/** PDF.js and its worker, loaded on first use (never part of the sign-in page's bundle). */
export function loadPdfjs(): Promise<Pdfjs> {
  loading ??= import(/* webpackChunkName: "pdfjs" */ './pdfjs').then((module) => module.pdfjs);
  return loading;
}

/**
 * Where a PDF comes from: a URL that answers byte ranges (a preview link) with the file's size, or the
 * bytes themselves, already fetched through the app's HTTP path (a sealed form). PDF.js never reads a
 * `blob:` URL, so the page's Content-Security-Policy needs no `blob:` in `connect-src`.
 */
export type PdfSource = { url: string; size?: number | null } | Uint8Array;

/**
 * Opens a PDF. By URL, with range requests only: page 1 needs the file's trailer, its cross-reference
 * table and that page's objects, not the whole file, and nothing more is read until a page needs it.
 * (Without a size, PDF.js finds it with a first whole-file request that it cancels.) Bytes in hand are
 * copied (PDF.js takes over the buffer it is given). Nothing is evaluated as code. `onReadError`: a
 * range failed after the document opened (a page that needed it cannot be drawn).
 */
export async function openPdf(
  source: PdfSource,
  onReadError?: (error: Error) => void,
): Promise<{ document: PDFDocumentProxy; destroy: () => void }> {
  const pdfjs = await loadPdfjs();
  let failed = (error: Error) => onReadError?.(error);
  const byUrl = (url: string, size: number | null | undefined) =>
    size ? { range: rangeTransport(pdfjs, url, size, (error) => failed(error)) } : { url };
  const params: DocumentInitParameters = {
    ...(source instanceof Uint8Array ? { data: source.slice() } : byUrl(source.url, source.size)),
    disableAutoFetch: true,
    disableStream: true,
    rangeChunkSize: CHUNK,
    isEvalSupported: false,
    enableXfa: false,
  };
  const task = pdfjs.getDocument(params);
  // A range that fails while the document opens fails the opening.
  const opening = failed;
  const document = await new Promise<PDFDocumentProxy>((resolve, reject) => {
    failed = reject;
    task.promise.then(resolve, reject);
  }).catch((error: unknown) => {
    task.destroy();
    throw error;
  });
  failed = opening;
  return { document, destroy: () => void task.destroy() };
}

export type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/types/src/display/api';
