/** One part of a ranged answer: where its bytes start in the file, and the bytes. */
interface RangePart {
  start: number;
  bytes: Uint8Array;
}

const CONTENT_RANGE = /^bytes (\d+)-(\d+)\/(\d+|\*)$/i;

/** The first and last byte of a `Content-Range: bytes a-b/size` value. */
function rangeOf(value: string | null | undefined): [number, number] {
  const match = CONTENT_RANGE.exec(value?.trim() ?? '');
  if (!match) throw new Error(`The server answered a range without a usable Content-Range (${value ?? 'none'}).`);
  return [Number(match[1]), Number(match[2])];
}

/**
 * The parts of a 206 answer: a `multipart/byteranges` body (RFC 9110 §14.6), each part with its own
 * Content-Range, or a single range (the server may answer several ranges with one that covers them).
 */
export function rangeParts(contentType: string | null, contentRange: string | null, body: Uint8Array): RangePart[] {
  const boundary = /^multipart\/byteranges;\s*boundary="?([^";]+)"?/i.exec(contentType ?? '')?.[1];
  if (!boundary) {
    const [start, end] = rangeOf(contentRange);
    if (body.length !== end - start + 1) throw new Error('The server answered a range with another length.');
    return [{ start, bytes: body }];
  }
  // One byte, one character (windows-1252 maps all 256): positions in the text are positions in the body.
  const text = new TextDecoder('windows-1252').decode(body);
  const delimiter = `--${boundary}`;
  const parts: RangePart[] = [];
  let at = text.indexOf(delimiter);
  while (at >= 0 && text.slice(at + delimiter.length, at + delimiter.length + 2) !== '--') {
    const headersEnd = text.indexOf('\r\n\r\n', at);
    if (headersEnd < 0) throw new Error('A part of the server’s ranged answer has no end to its headers.');
    const headers = text.slice(at + delimiter.length, headersEnd).split('\r\n');
    const [start, end] = rangeOf(headers.find((line) => /^content-range:/i.test(line))?.replace(/^content-range:/i, ''));
    const from = headersEnd + 4;
    const to = from + end - start + 1;
    if (to > body.length) throw new Error('A part of the server’s ranged answer is cut short.');
    parts.push({ start, bytes: body.subarray(from, to) });
    at = text.indexOf(delimiter, to);
  }
  return parts;
}
