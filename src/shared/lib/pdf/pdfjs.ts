import * as pdfjs from 'pdfjs-dist';

// The worker is its own file in the build, fetched only when a PDF is first opened.
pdfjs.GlobalWorkerOptions.workerSrc = new URL('pdfjs-dist/build/pdf.worker.min.mjs', import.meta.url).toString();

export { pdfjs };
