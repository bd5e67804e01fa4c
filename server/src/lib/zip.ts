import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';

/** One entry of a streamed zip: a directory, or a file whose bytes are opened when its turn comes. */
export type ZipEntry =
  | { kind: 'dir'; name: string; modified: Date }
  | {
      kind: 'file';
      name: string;
      modified: Date;
      size: number;
      /** The bytes' CRC-32 when known (recorded at upload); computed while streaming otherwise. */
      crc32?: number;
      open: () => Promise<AsyncIterable<Buffer>>;
    };

const MAX32 = 0xffffffff;

function dosTime(date: Date): { time: number; date: number } {
  const year = Math.max(1980, date.getUTCFullYear());
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | Math.floor(date.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  };
}

interface Written {
  name: Buffer;
  dir: boolean;
  crc: number;
  size: number;
  offset: number;
  time: { time: number; date: number };
}

function zip64Extra(values: number[]): Buffer {
  const extra = Buffer.alloc(4 + values.length * 8);
  extra.writeUInt16LE(0x0001, 0);
  extra.writeUInt16LE(values.length * 8, 2);
  values.forEach((v, i) => extra.writeBigUInt64LE(BigInt(v), 4 + i * 8));
  return extra;
}

function localHeader(entry: Written, zip64: boolean): Buffer {
  const extra = zip64 ? zip64Extra([0, 0]) : Buffer.alloc(0);
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(zip64 ? 45 : 20, 4);
  header.writeUInt16LE(entry.dir ? 0x0800 : 0x0808, 6); // UTF-8 names; sizes in a data descriptor
  header.writeUInt16LE(0, 8); // stored: documents are mostly compressed already
  header.writeUInt16LE(entry.time.time, 10);
  header.writeUInt16LE(entry.time.date, 12);
  header.writeUInt32LE(zip64 ? MAX32 : 0, 18);
  header.writeUInt32LE(zip64 ? MAX32 : 0, 22);
  header.writeUInt16LE(entry.name.length, 26);
  header.writeUInt16LE(extra.length, 28);
  return Buffer.concat([header, entry.name, extra]);
}

function dataDescriptor(entry: Written, zip64: boolean): Buffer {
  const out = Buffer.alloc(zip64 ? 24 : 16);
  out.writeUInt32LE(0x08074b50, 0);
  out.writeUInt32LE(entry.crc, 4);
  if (zip64) {
    out.writeBigUInt64LE(BigInt(entry.size), 8);
    out.writeBigUInt64LE(BigInt(entry.size), 16);
  } else {
    out.writeUInt32LE(entry.size, 8);
    out.writeUInt32LE(entry.size, 12);
  }
  return out;
}

function centralHeader(entry: Written): Buffer {
  const big = [
    entry.size >= MAX32 ? entry.size : null,
    entry.size >= MAX32 ? entry.size : null,
    entry.offset >= MAX32 ? entry.offset : null,
  ];
  const values = big.filter((v): v is number => v !== null);
  const extra = values.length > 0 ? zip64Extra(values) : Buffer.alloc(0);
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE((3 << 8) | 45, 4); // made by: unix
  header.writeUInt16LE(values.length > 0 ? 45 : 20, 6);
  header.writeUInt16LE(entry.dir ? 0x0800 : 0x0808, 8);
  header.writeUInt16LE(0, 10);
  header.writeUInt16LE(entry.time.time, 12);
  header.writeUInt16LE(entry.time.date, 14);
  header.writeUInt32LE(entry.crc, 16);
  header.writeUInt32LE(Math.min(entry.size, MAX32), 20);
  header.writeUInt32LE(Math.min(entry.size, MAX32), 24);
  header.writeUInt16LE(entry.name.length, 28);
  header.writeUInt16LE(extra.length, 30);
  header.writeUInt32LE(entry.dir ? ((0o40755 << 16) | 0x10) >>> 0 : (0o100644 << 16) >>> 0, 38);
  header.writeUInt32LE(Math.min(entry.offset, MAX32), 42);
  return Buffer.concat([header, entry.name, extra]);
}

function endRecords(count: number, cdOffset: number, cdSize: number): Buffer {
  const parts: Buffer[] = [];
  if (count >= 0xffff || cdOffset >= MAX32 || cdSize >= MAX32) {
    const record = Buffer.alloc(56);
    record.writeUInt32LE(0x06064b50, 0);
    record.writeBigUInt64LE(44n, 4);
    record.writeUInt16LE((3 << 8) | 45, 12);
    record.writeUInt16LE(45, 14);
    record.writeBigUInt64LE(BigInt(count), 24);
    record.writeBigUInt64LE(BigInt(count), 32);
    record.writeBigUInt64LE(BigInt(cdSize), 40);
    record.writeBigUInt64LE(BigInt(cdOffset), 48);
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(0x07064b50, 0);
    locator.writeBigUInt64LE(BigInt(cdOffset + cdSize), 8);
    locator.writeUInt32LE(1, 16);
    parts.push(record, locator);
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Math.min(count, 0xffff), 8);
  end.writeUInt16LE(Math.min(count, 0xffff), 10);
  end.writeUInt32LE(Math.min(cdSize, MAX32), 12);
  end.writeUInt32LE(Math.min(cdOffset, MAX32), 16);
  parts.push(end);
  return Buffer.concat(parts);
}

/**
 * A zip archive written while it is read: entries are stored (not deflated), each file's bytes are
 * pulled only when the reader wants them, so memory stays flat whatever the archive's size.
 */
export function zipStream(entries: AsyncIterable<ZipEntry> | Iterable<ZipEntry>): Readable {
  async function* generate(): AsyncGenerator<Buffer> {
    const written: Written[] = [];
    let offset = 0;
    for await (const entry of entries) {
      const name = Buffer.from(entry.kind === 'dir' ? `${entry.name.replace(/\/+$/, '')}/` : entry.name, 'utf8');
      const record: Written = { name, dir: entry.kind === 'dir', crc: 0, size: 0, offset, time: dosTime(entry.modified) };
      const zip64 = entry.kind === 'file' && (entry.size >= MAX32 || offset >= MAX32);
      const header = localHeader(record, zip64);
      yield header;
      offset += header.length;
      if (entry.kind === 'file') {
        const known = entry.crc32;
        for await (const chunk of await entry.open()) {
          const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
          if (known === undefined) record.crc = crc32(bytes, record.crc);
          record.size += bytes.length;
          yield bytes;
        }
        if (known !== undefined) record.crc = known;
        offset += record.size;
        const descriptor = dataDescriptor(record, zip64 || record.size >= MAX32);
        yield descriptor;
        offset += descriptor.length;
      }
      written.push(record);
    }
    const cdOffset = offset;
    let cdSize = 0;
    for (const record of written) {
      const header = centralHeader(record);
      cdSize += header.length;
      yield header;
    }
    yield endRecords(written.length, cdOffset, cdSize);
  }
  // One read of a file ahead at most (its reads are 256 KiB): every piece waiting here is a buffer that
  // outlives young-generation collections the longer it waits, and gets promoted (docs/content.md).
  return Readable.from(generate(), { objectMode: false, highWaterMark: 256 * 1024 });
}
