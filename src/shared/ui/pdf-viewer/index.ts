export { PdfViewer } from './PdfViewer';
export type { PdfViewerProps } from './PdfViewer';
export { PdfPageCanvas } from './PdfPageCanvas';
export type { PdfPageCanvasProps } from './PdfPageCanvas';
