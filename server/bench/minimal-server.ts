/**
 * The limit for a Node server on this machine: the same transfer done by a minimal Node HTTP server
 * (no framework, no database, no multipart parser), run beside the real server in the same benchmark.
 *   upload <port> <dir>: each POST body streams through SHA-256 into a new file, fsynced before it
 *     closes (`flush`), then answers 201 with the digest.
 *   zip <port> <list.json>: GET streams a stored-entry zip of the files in the list ({path, name, crc32}[],
 *     CRC-32 computed by the benchmark beforehand, as the server takes it from its database), with data
 *     descriptors and ZIP64 sizes, written straight to the response.
 * Prints "ready" once listening.
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, readFileSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

const [mode, portArg, target] = process.argv.slice(2);
const MiB = 1024 * 1024;
let uploads = 0;

function upload(request: http.IncomingMessage, response: http.ServerResponse): void {
  const file = path.join(target!, `upload-${uploads++}.bin`);
  const hash = createHash('sha256');
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  pipeline(request, hashing, createWriteStream(file, { flush: true, highWaterMark: MiB })).then(
    async () => {
      response.writeHead(201, { 'content-type': 'text/plain' }).end(hash.digest('hex'));
      await rm(file, { force: true });
    },
    (error: Error) => response.writeHead(500).end(error.message),
  );
}

interface ZipFile {
  path: string;
  name: string;
  crc32: number;
}

async function zip(files: ZipFile[], response: http.ServerResponse): Promise<void> {
  response.writeHead(200, { 'content-type': 'application/zip' });
  const write = (bytes: Buffer) =>
    response.write(bytes) ? Promise.resolve() : new Promise((resolve) => response.once('drain', resolve));
  const central: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(file.name);
    const size = statSync(file.path).size;
    const local = Buffer.alloc(30 + name.length + 20);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(45, 4);
    local.writeUInt16LE(0x0808, 6);
    local.writeUInt32LE(0xffffffff, 18);
    local.writeUInt32LE(0xffffffff, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(20, 28);
    name.copy(local, 30);
    local.writeUInt16LE(1, 30 + name.length);
    local.writeUInt16LE(16, 32 + name.length);
    await write(local);
    await new Promise<void>((resolve, reject) => {
      const bytes = createReadStream(file.path, { highWaterMark: 256 * 1024 });
      bytes.once('end', resolve).once('error', reject).pipe(response, { end: false });
    });
    const descriptor = Buffer.alloc(24);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(file.crc32, 4);
    descriptor.writeBigUInt64LE(BigInt(size), 8);
    descriptor.writeBigUInt64LE(BigInt(size), 16);
    await write(descriptor);
    const entry = Buffer.alloc(46 + name.length);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(45, 4);
    entry.writeUInt16LE(45, 6);
    entry.writeUInt16LE(0x0808, 8);
    entry.writeUInt32LE(file.crc32, 16);
    entry.writeUInt32LE(size, 20);
    entry.writeUInt32LE(size, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    name.copy(entry, 46);
    central.push(entry);
    offset += local.length + size + descriptor.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  await write(Buffer.concat([directory, end]));
  response.end();
}

const server = http.createServer((request, response) => {
  if (mode === 'upload') upload(request, response);
  else void zip(JSON.parse(readFileSync(target!, 'utf8')) as ZipFile[], response);
});
server.listen(Number(portArg), '127.0.0.1', () => console.log('ready'));
// A clean exit on SIGTERM (node --cpu-prof writes its profile then).
process.on('SIGTERM', () => server.close(() => process.exit(0)));
