// Writes a .gz (gzip -9) and a .br (brotli, quality 11) beside every text asset of a production build,
// once, at build time: nginx serves the .gz (`gzip_static`) and the embedded server both (@fastify/static
// `preCompressed`), so no request pays for compressing and the browser receives the smallest bytes.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest|mjs)$/;
const MIN_BYTES = 1024;

export class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outputPath = compilation.outputOptions.path;
      const names = Object.keys(compilation.assets).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        names.map(async (name) => {
          const file = path.join(outputPath, name);
          const bytes = await readFile(file);
          if (bytes.length < MIN_BYTES) return;
          const [gz, br] = await Promise.all([
            gzipAsync(bytes, { level: 9 }),
            brotliAsync(bytes, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
            }),
          ]);
          await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
        }),
      );
    });
  }
}
