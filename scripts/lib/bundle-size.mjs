// The gzip size of the JavaScript dist/index.html loads before anything else.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const INITIAL_JS_BUDGET = 200 * 1024;

/** `[{ src, bytes, gzip }]` for every `<script src>` in index.html. */
export function initialScripts(distDir) {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const sources = [...html.matchAll(/<script\b[^>]*?\bsrc=["']?([^"' >]+)/gi)].map((match) => match[1]);
  return sources.map((src) => {
    if (/^(https?:)?\/\//.test(src)) throw new Error(`index.html loads ${src} from another origin`);
    const file = path.join(distDir, decodeURI(src.split(/[?#]/)[0]).replace(/^\/+/, ''));
    const content = readFileSync(file);
    return { src, bytes: content.length, gzip: gzipSync(content, { level: 9 }).length };
  });
}

export const formatKb = (bytes) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`);
