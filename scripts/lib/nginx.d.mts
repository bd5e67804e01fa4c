// Types for nginx.mjs, for the TypeScript callers (server benchmarks).
import type { ChildProcess } from 'node:child_process';

export interface NginxFiles {
  conf: string;
  accessLog: string;
  errorLog: string;
  output: string;
}

export function startNginx(options: { binary: string; prefix: string; port: number; root: string; upstreams: string[] }): {
  child: ChildProcess;
  files: NginxFiles;
};

export function stopNginx(child: ChildProcess): Promise<void>;
