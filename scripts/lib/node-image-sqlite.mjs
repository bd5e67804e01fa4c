// Loaded with `--import` under the Node the image ships (scripts/node-image.mjs): `better-sqlite3` is
// resolved to the copy built for that Node's ABI in the cache folder instead of the project's (built for
// the machine's Node). Everything else resolves as usual.
import { register } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isMainThread } from 'node:worker_threads';

const cached = process.env.NODE_IMAGE_SQLITE;

/** The resolve hook (runs on the loaders' thread). */
export async function resolve(specifier, context, next) {
  if (cached && specifier === 'better-sqlite3') {
    return { url: pathToFileURL(path.join(cached, 'lib', 'index.js')).href, shortCircuit: true };
  }
  return next(specifier, context);
}

if (isMainThread && cached) register(import.meta.url);
