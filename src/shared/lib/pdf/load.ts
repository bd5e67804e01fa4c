import type { DocumentInitParameters, PDFDocumentProxy } from 'pdfjs-dist/types/src/display/api';
import type { pdfjs as PdfjsModule } from './pdfjs';

type Pdfjs = typeof PdfjsModule;
let loading: Promise<Pdfjs> | undefined;

/** PDF.js and its worker, loaded on first use (never part of the sign-in page's bundle). */
export function loadPdfjs(): Promise<Pdfjs> {
  loading ??= import(/* webpackChunkName: "pdfjs" */ './pdfjs').then((module) => module.pdfjs);
  return loading;
}

/** Bytes fetched in one range request. */
const RANGE_CHUNK = 256 * 1024;

/**
 * Opens a PDF by URL with range requests only: the first page needs the file's header, its
 * cross-reference table and that page's objects, not the whole file. Nothing is evaluated as code.
 */
export async function openPdf(url: string): Promise<{ document: PDFDocumentProxy; destroy: () => void }> {
  const pdfjs = await loadPdfjs();
  const params: DocumentInitParameters = {
    url,
    disableAutoFetch: true,
    disableStream: true,
    rangeChunkSize: RANGE_CHUNK,
    isEvalSupported: false,
    enableXfa: false,
  };
  const task = pdfjs.getDocument(params);
  return { document: await task.promise, destroy: () => void task.destroy() };
}

export type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist/types/src/display/api';
