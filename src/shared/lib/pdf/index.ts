export { loadPdfjs, openPdf } from './load';
export type { PdfSource, PDFDocumentProxy, PDFPageProxy } from './load';
