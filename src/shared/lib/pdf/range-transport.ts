import type { PDFDataRangeTransport } from 'pdfjs-dist/types/src/display/api';
import { rangeParts } from './byteranges';
import type { pdfjs as PdfjsModule } from './pdfjs';

/**
 * The unit PDF.js reads in. Small, because a PDF whose page tree is one flat list makes PDF.js read
 * every page's dictionary before the first page, wherever each lies in the file: 100 pages cost 100 ×
 * this many bytes (gathered into one request, below). Reads that continue where the last one ended (a
 * long cross-reference table) grow, so they need few round trips.
 */
export const CHUNK = 4 * 1024;
/**
 * The file's last bytes, read at once while PDF.js reads its header: the trailer, and usually the
 * cross-reference table or stream and the object streams near it, which PDF.js would otherwise ask for
 * one after another.
 */
const TAIL = 64 * 1024;
/** The most one growing read asks for. */
const MAX_READ = 256 * 1024;
/**
 * Reads PDF.js asks for in a burst go out as one request for several ranges. PDF.js asks for every page's
 * dictionary at once before it opens a document whose page tree is one flat list (all its kids are read
 * ahead); each is a separate object somewhere in the file, and each its own request would cost a round
 * trip: 100 pages, 100 round trips one after another. A read waits this long for others to join it.
 */
const GATHER_MS = 5;
/** The most ranges one request asks for (the server takes up to 256). */
const MAX_PARTS = 200;
/** Tries of one read while the server answers that it is busy (503, 429), and the longest wait between. */
const BUSY_ATTEMPTS = 4;
const MAX_BUSY_WAIT_SECONDS = 5;

/** A read: its first byte and the byte after its last. */
interface Span {
  begin: number;
  end: number;
}

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

  const ask = async (ranges: string, attempt = 1): Promise<Response> => {
    const response = await fetch(url, { headers: { Range: ranges }, signal: controller.signal, credentials: 'same-origin' });
    // A busy server says when to come back: a page is worth a short wait, a few times.
    if ((response.status === 503 || response.status === 429) && attempt < BUSY_ATTEMPTS) {
      const seconds = Math.min(Number(response.headers.get('Retry-After')) || 1, MAX_BUSY_WAIT_SECONDS);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
      return ask(ranges, attempt + 1);
    }
    if (response.status !== 206) throw new Error(`The server answered ${response.status} to a range request.`);
    return response;
  };
  const read = async (begin: number, end: number): Promise<Uint8Array> =>
    new Uint8Array(await (await ask(`bytes=${begin}-${end - 1}`)).arrayBuffer());
  /** Several ranges in one request; each answered with exactly its bytes, from whichever part holds them. */
  const readMany = async (wanted: Span[]): Promise<Uint8Array[]> => {
    const response = await ask(`bytes=${wanted.map(({ begin, end }) => `${begin}-${end - 1}`).join(',')}`);
    const body = new Uint8Array(await response.arrayBuffer());
    const parts = rangeParts(response.headers.get('Content-Type'), response.headers.get('Content-Range'), body);
    return wanted.map(({ begin, end }) => {
      const part = parts.find(({ start, bytes }) => start <= begin && start + bytes.length >= end);
      if (!part) throw new Error(`The server left out bytes ${begin}-${end - 1} of a ranged answer.`);
      return part.bytes.slice(begin - part.start, end - part.start);
    });
  };

  const tailBegin = Math.max(0, Math.floor((size - TAIL) / CHUNK) * CHUNK);
  const tail = read(tailBegin, size);
  tail.catch(() => undefined); // reported when PDF.js asks for those bytes

  const transport = new pdfjs.PDFDataRangeTransport(size, null);
  let gathered: Span[] = [];
  let gathering: ReturnType<typeof setTimeout> | undefined;
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
    gathered.push({ begin, end: until });
    clearTimeout(gathering);
    if (gathered.length >= MAX_PARTS) send();
    else gathering = setTimeout(send, GATHER_MS);
  };
  const send = () => {
    const batch = gathered;
    gathered = [];
    if (batch.length === 1) {
      const [{ begin, end }] = batch as [Span];
      read(begin, end).then((bytes) => transport.onDataRange(begin, bytes), fail);
      return;
    }
    readMany(batch).then((parts) => parts.forEach((bytes, i) => transport.onDataRange(batch[i]!.begin, bytes)), fail);
  };
  transport.abort = () => {
    clearTimeout(gathering);
    controller.abort();
  };
  return transport;
}
