export interface AppStackOptions {
  /** Settings over the stack's defaults. */
  env?: Record<string, string>;
  /** More builds of the SPA, each behind its own nginx in front of the same API. */
  extraRoots?: string[];
  /** Where nginx is, when the caller already knows. */
  nginxBinary?: string;
}

export interface AppStack {
  baseUrl: string;
  bases: string[];
  runDir: string;
  stop(): Promise<void>;
  apiLogTail(): string;
  apiPid: number | undefined;
  nginxPid: number | undefined;
}

export function startAppStack(options?: AppStackOptions): Promise<AppStack>;
export function startBenchStack(options?: AppStackOptions): Promise<AppStack>;
