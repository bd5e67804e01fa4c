// Runs nginx from the repository's nginx.conf in a private prefix directory (no root paths touched).
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderNginxConf, upstreamServers } from './nginx-conf.mjs';
import { startService, stopService } from './proc.mjs';

const MIME_TYPES = ['/etc/nginx/mime.types', '/usr/local/etc/nginx/mime.types', '/usr/local/nginx/conf/mime.types'];

/**
 * Renders nginx.conf into `prefix` and starts nginx in the foreground.
 * Returns the child process (stop it with stopNginx) and the paths of its logs.
 */
export function startNginx({ binary, prefix, port, root, upstreams }) {
  mkdirSync(path.join(prefix, 'temp'), { recursive: true });
  // Worker processes may run as an unprivileged user; they must reach the temp directories.
  chmodSync(prefix, 0o755);

  const mimeTypes = MIME_TYPES.find((file) => existsSync(file));
  if (!mimeTypes) throw new Error(`nginx's mime.types not found (looked in ${MIME_TYPES.join(', ')})`);
  copyFileSync(mimeTypes, path.join(prefix, 'mime.types'));

  const files = {
    conf: path.join(prefix, 'nginx.conf'),
    accessLog: path.join(prefix, 'access.log'),
    errorLog: path.join(prefix, 'error.log'),
    output: path.join(prefix, 'nginx.out'),
  };
  const values = {
    PID_FILE: path.join(prefix, 'nginx.pid'),
    ERROR_LOG: files.errorLog,
    ACCESS_LOG: files.accessLog,
    TEMP_DIR: path.join(prefix, 'temp'),
    LISTEN: `127.0.0.1:${port}`,
    ROOT: root,
    UPSTREAM_SERVERS: upstreamServers(upstreams),
  };
  writeFileSync(files.conf, renderNginxConf(values));

  const args = ['-c', files.conf, '-p', `${prefix}/`];
  const check = spawnSync(binary, ['-t', ...args], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t rejected ${files.conf}:\n${check.stderr}`);

  const child = startService(binary, args, { logFile: files.output });
  return { child, files };
}

/** Graceful stop: SIGQUIT lets workers finish their requests. */
export const stopNginx = (child) => stopService(child, 'SIGQUIT');
