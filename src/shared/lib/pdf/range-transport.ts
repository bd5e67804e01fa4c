import type { PDFDataRangeTransport } from 'pdfjs-dist/types/src/display/api';
import type { pdfjs as PdfjsModule } from './pdfjs';

/**
 * The unit PDF.js reads in. Small, because a PDF whose page tree is one flat list makes PDF.js read
 * every page's dictionary before the first page (each one a separate read, wherever it lies in the
 * file): 100 pages cost 100 × this many bytes. Reads that continue where the last one ended (a long
 * cross-reference table) grow, so they need few round trips.
 */
export const CHUNK = 8 * 1024;
/**
 * The file's last bytes, read at once while PDF.js reads its header: the trailer, and usually the
 * cross-reference table or stream and the object streams near it, which PDF.js would otherwise ask for
 * one after another.
 */
const TAIL = 64 * 1024;
/** The most one growing read asks for. */
const MAX_READ = 256 * 1024;
/** Tries of one read while the server answers that it is busy (503, 429), and the longest wait between. */
const BUSY_ATTEMPTS = 4;
const MAX_BUSY_WAIT_SECONDS = 5;

/**
 * Reads a file for PDF.js by byte range, without its opening whole-file request (whose bytes, already
 * on their way when it is cancelled, cost as much as page 1). `size` is the file's length, known to the
 * app. A range the server does not answer with 206 (after a busy server's retries) stops the document
 * (`onError`).
 */
export function rangeTransport(
  pdfjs: typeof PdfjsModule,
  url: string,
  size: number,
  onError: (error: Error) => void,
): PDFDataRangeTransport {
  const controller = new AbortController();
  let lastEnd = -1;
  let lastRead = 0;

  const read = async (begin: number, end: number, attempt = 1): Promise<Uint8Array> => {
    const response = await fetch(url, {
      headers: { Range: `bytes=${begin}-${end - 1}` },
      signal: controller.signal,
      credentials: 'same-origin',
    });
    // A busy server says when to come back: a page is worth a short wait, a few times.
    if ((response.status === 503 || response.status === 429) && attempt < BUSY_ATTEMPTS) {
      const seconds = Math.min(Number(response.headers.get('Retry-After')) || 1, MAX_BUSY_WAIT_SECONDS);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      return read(begin, end, attempt + 1);
    }
    if (response.status !== 206) throw new Error(`The server answered ${response.status} to a range request.`);
    return new Uint8Array(await response.arrayBuffer());
  };

  const tailBegin = Math.max(0, Math.floor((size - TAIL) / CHUNK) * CHUNK);
  const tail = read(tailBegin, size);
  tail.catch(() => undefined); // reported when PDF.js asks for those bytes

  const transport = new pdfjs.PDFDataRangeTransport(size, null);
  const fail = (error: unknown) => {
    if (!controller.signal.aborted) onError(error instanceof Error ? error : new Error(String(error)));
  };
  transport.requestDataRange = (begin: number, end: number) => {
    if (begin >= tailBegin) {
      // A copy: PDF.js hands the buffer it gets over to its worker.
      tail.then((bytes) => transport.onDataRange(begin, bytes.slice(begin - tailBegin)), fail);
      return;
    }
    // Where PDF.js reads on from the end of the last read, read ahead (twice the last read, up to MAX_READ).
    const wanted = begin === lastEnd ? Math.max(end - begin, Math.min(lastRead * 2, MAX_READ)) : end - begin;
    const until = Math.min(size, begin + Math.ceil(wanted / CHUNK) * CHUNK);
    lastEnd = until;
    lastRead = until - begin;
    read(begin, until).then((bytes) => transport.onDataRange(begin, bytes), fail);
  };
  transport.abort = () => controller.abort();
  return transport;
}
