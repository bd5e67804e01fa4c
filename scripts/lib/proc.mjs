// Small helpers for running commands and background services from the repo scripts.
import { spawn } from 'node:child_process';
import { openSync } from 'node:fs';
import net from 'node:net';

const children = new Set();
const interruptHandlers = [];
let listening = false;
const signalExitCode = (signal) => 128 + (signal === 'SIGINT' ? 2 : 15);

/**
 * On SIGINT/SIGTERM: pass the signal on to the foreground children, run the interrupt handlers
 * (teardown), and exit. Without handlers the process waits for its children to finish.
 */
function listenForSignals() {
  if (listening) return;
  listening = true;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, async () => {
      for (const child of children) child.kill(signal);
      if (interruptHandlers.length > 0) {
        for (const handler of interruptHandlers.splice(0)) await handler(signal);
        process.exit(signalExitCode(signal));
      }
      if (children.size === 0) process.exit(signalExitCode(signal));
    });
  }
}

/** Runs `handler` (e.g. stopping services) before exiting on SIGINT/SIGTERM. */
export function onInterrupt(handler) {
  listenForSignals();
  interruptHandlers.push(handler);
}

/**
 * Runs a command with its output streamed to the console. With `capture: true` the output is also
 * collected and returned as `output`; `echo: false` keeps it off the console (the caller prints it).
 * Resolves with the exit code (128+n when killed by a signal).
 */
export function run(command, args, { capture = false, echo = true, ...options } = {}) {
  listenForSignals();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: capture ? ['inherit', 'pipe', 'pipe'] : 'inherit', ...options });
    children.add(child);
    const chunks = [];
    if (capture) {
      child.stdout.on('data', (chunk) => (chunks.push(chunk), echo && process.stdout.write(chunk)));
      child.stderr.on('data', (chunk) => (chunks.push(chunk), echo && process.stderr.write(chunk)));
    }
    const done = (code) => {
      children.delete(child);
      resolve({ code, output: Buffer.concat(chunks).toString('utf8') });
    };
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      done(127);
    });
    child.on('close', (code, signal) => done(code ?? signalExitCode(signal)));
  });
}

/** Starts a long-running process with stdout and stderr appended to `logFile`. */
export function startService(command, args, { logFile, ...options }) {
  const fd = openSync(logFile, 'a');
  const child = spawn(command, args, { stdio: ['ignore', fd, fd], ...options });
  child.exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
  child.on('error', (error) => console.error(`Could not start ${command}: ${error.message}`));
  return child;
}

/** Sends `signal` and waits for the process to end; SIGKILL after `timeoutMs`. */
export async function stopService(child, signal = 'SIGTERM', timeoutMs = 10_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  await child.exited;
  clearTimeout(timer);
}

/** A TCP port that was free a moment ago on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers 2xx; fails early when `child` exits first. */
export async function waitForHttp(url, { child, timeoutMs = 60_000, name = url } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`${name} exited (${child.exitCode ?? child.signalCode}) before ${url} answered`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} did not become ready at ${url} within ${timeoutMs / 1000}s (${last})`);
}
