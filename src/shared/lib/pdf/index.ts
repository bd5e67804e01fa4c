export { loadPdfjs, openPdf } from './load';
export type { PDFDocumentProxy, PDFPageProxy } from './load';
