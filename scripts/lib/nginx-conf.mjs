// Renders the nginx.conf template: replaces its @@NAME@@ placeholders and nothing else.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from './paths.mjs';

export const NGINX_TEMPLATE = path.join(ROOT_DIR, 'nginx.conf');

export const PLACEHOLDERS = [
  'PID_FILE',
  'ERROR_LOG',
  'ACCESS_LOG',
  'TEMP_DIR',
  'LISTEN',
  'ROOT',
  'UPSTREAM_SERVERS',
  'SOCKET_UPSTREAM_SERVERS',
  'BACKUP_UPSTREAM_SERVERS',
  'CONTENT_SECURITY_POLICY',
];

/** The policy the embedded server sends too: one home for both. */
export const CONTENT_SECURITY_POLICY = JSON.parse(
  readFileSync(path.join(ROOT_DIR, 'server/src/plugins/content-security-policy.json'), 'utf8'),
).directives.join('; ');

/** The values the Docker web image uses. */
export const DOCKER_VALUES = {
  PID_FILE: '/var/run/nginx.pid',
  ERROR_LOG: '/var/log/nginx/error.log',
  ACCESS_LOG: '/var/log/nginx/access.log',
  TEMP_DIR: '/var/cache/nginx',
  LISTEN: '8080',
  ROOT: '/usr/share/nginx/html',
  UPSTREAM_SERVERS: 'server api:8080 max_fails=1 fail_timeout=1s;',
};

/**
 * `server host:port …;` lines for the upstream blocks, one per API address. A failed connection takes a
 * process out for one second only (nginx's default is ten), so a recovered process is used again at once.
 */
export const upstreamServers = (addresses) =>
  addresses.map((address) => `server ${address} max_fails=1 fail_timeout=1s;`).join(' ');

/**
 * The socket upstream's lines: the same servers without failure accounting (`max_fails=0`). nginx
 * forgives a failed server only when a request to it ends, and a socket lasts for hours: with
 * max_fails=1, a process that refused one socket took a single new socket per second afterwards, and
 * the rest were answered 503 while the other process was down.
 */
export const socketServersFrom = (servers) => servers.replace(/server\s+([^\s;]+)[^;]*;/g, 'server $1 max_fails=0;');

/**
 * The HTTP upstream's backup lines: the same servers again, without failure accounting. After a failure
 * nginx lets one request probe a server before it counts as up again, so for a moment after a restarted
 * process is back it may still count as down; if the other process stops then (a rolling restart), every
 * primary counts as down and nginx answered "no live upstreams" (502) while a process was answering.
 * The backups are tried only then, and a refused connection still moves on to the next one.
 */
export const backupServersFrom = (servers) => servers.replace(/server\s+([^\s;]+)[^;]*;/g, 'server $1 backup max_fails=0;');

export function renderNginxConf(input, template = readFileSync(NGINX_TEMPLATE, 'utf8')) {
  const values = { ...input, CONTENT_SECURITY_POLICY };
  if (!values.SOCKET_UPSTREAM_SERVERS && values.UPSTREAM_SERVERS)
    values.SOCKET_UPSTREAM_SERVERS = socketServersFrom(values.UPSTREAM_SERVERS);
  if (!values.BACKUP_UPSTREAM_SERVERS && values.UPSTREAM_SERVERS)
    values.BACKUP_UPSTREAM_SERVERS = backupServersFrom(values.UPSTREAM_SERVERS);
  const missing = PLACEHOLDERS.filter((name) => !values[name]);
  if (missing.length > 0) throw new Error(`nginx.conf: no value for ${missing.join(', ')}`);
  const rendered = template.replace(/@@([A-Z_]+)@@/g, (match, name, offset) => {
    // The header comment names the placeholders; only configuration lines are filled in.
    const lineStart = template.lastIndexOf('\n', offset) + 1;
    if (template.slice(lineStart, offset).trimStart().startsWith('#')) return match;
    if (!PLACEHOLDERS.includes(name)) throw new Error(`nginx.conf: unknown placeholder ${match}`);
    return values[name];
  });
  return rendered;
}
