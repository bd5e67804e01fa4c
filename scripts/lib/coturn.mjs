// A throwaway coturn on loopback for the meeting journeys: TURN over UDP and TCP on a free port, relay
// ports in a small range, credentials from a shared secret (use-auth-secret) as in production.
import { randomBytes, randomInt } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { freePort, startService, stopService } from './proc.mjs';

function canConnect(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

/** Starts turnserver; resolves with `{ child, urls, secret, logFile }` once it accepts connections. */
export async function startCoturn({ binary, dir }) {
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const minPort = 40000 + randomInt(0, 200) * 100;
  const secret = randomBytes(24).toString('base64url');
  const logFile = path.join(dir, 'turnserver.log');
  const args = [
    '-n', // no configuration file: everything is on this line
    '--listening-ip=127.0.0.1',
    '--relay-ip=127.0.0.1',
    `--listening-port=${port}`,
    `--min-port=${minPort}`,
    `--max-port=${minPort + 99}`,
    '--use-auth-secret',
    `--static-auth-secret=${secret}`,
    '--realm=cascade.test',
    '--no-tls',
    '--no-dtls',
    '--no-cli',
    '--allow-loopback-peers', // both browsers are on this machine
    '--fingerprint',
    `--userdb=${path.join(dir, 'turndb')}`,
    `--pidfile=${path.join(dir, 'turnserver.pid')}`,
    '--log-file=stdout',
    '--simple-log',
  ];
  const child = startService(binary, args, { logFile });
  const deadline = Date.now() + 15_000;
  while (!(await canConnect(port))) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`turnserver exited early; see ${logFile}`);
    if (Date.now() > deadline) throw new Error(`turnserver did not listen on 127.0.0.1:${port} within 15 s; see ${logFile}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const urls = [`turn:127.0.0.1:${port}?transport=udp`, `turn:127.0.0.1:${port}?transport=tcp`];
  return { child, urls, secret, logFile };
}

/** Stops it and resolves once it exited (SIGKILL after 5 s). */
export async function stopCoturn(turn) {
  await stopService(turn?.child, 'SIGTERM', 5_000);
}
