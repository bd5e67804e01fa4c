import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DIR_MODE, FILE_MODE, keepFilesPrivate } from './lib/private-files.js';

/** Everything the server reads from its environment, validated once. Nothing else reads process.env. */
export interface Config {
  mode: 'embedded' | 'production';
  host: string;
  port: number;
  /** `sqlite:<file>` / plain path for SQLite, or `postgres://…` */
  databaseUrl: string;
  /** PostgreSQL only: the schema to work in instead of the default one (several deployments, tests). */
  databaseSchema: string | undefined;
  dataDir: string;
  jwtSecret: Uint8Array;
  publicUrl: string;
  /** Directory of the built SPA to serve, or null when nginx serves it. */
  staticDir: string | null;
  logLevel: string;
  /** `pretty`: short human lines (a terminal, embedded mode); `json`: one JSON object per line. */
  logFormat: 'pretty' | 'json';
  seedDemo: boolean;
  /** With a freshly seeded demo company: folders and materials sent down the hierarchy (SEED_DEMO_CONTENT, on with SEED_DEMO). */
  seedDemoContent: boolean;
  /** The seeded demo company needs approval before materials reach clients (SEED_DEMO_APPROVAL, on by default). */
  seedDemoApproval: boolean;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  trustProxy: boolean;
  /** `smtp://user:pass@host:port` or `smtps://…`; null keeps mail in the outbox only. */
  smtpUrl: string | null;
  /** The From address of every message. */
  mailFrom: string;
  /** Serve GET /dev/outbox (every stored message, tokens included): development only. */
  devOutbox: boolean;
  /**
   * Mail of notifications: MAIL_EVENTS_INTERVAL_MS, how often due action mail and digests are looked for
   * (0: never, for tests that drive the sender); MAIL_HOLD_MS, how long action mail waits for an open tab.
   */
  mailEvents: { intervalMs: number; holdMs: number };
  limits: RateLimits;
  /** Where throttle counters live: this process's memory, or Redis shared by every replica. */
  rateLimitStore: { kind: 'memory' } | { kind: 'redis'; url: string; prefix: string };
  /** A request body must bring at least `minBytes` in every `windowMs` (BODY_TIMEOUT, BODY_MIN_BYTES). */
  slowBodies: { windowMs: number; minBytes: number };
  /** Largest accepted upload in bytes (MAX_UPLOAD_BYTES, default 2 GiB). */
  maxUploadBytes: number;
  /**
   * RESUMABLE_UPLOAD_LEASE_SECONDS: how long a resumable upload stays claimed by a request whose process
   * stopped answering (crashed, killed). Shorter than the browser's retries (39 s), so a client resumes
   * on another process instead of giving up.
   */
  resumableUploadLeaseSeconds: number;
  storage: StorageConfig;
  /**
   * The forms keys (sensitive answers, sealed PDFs): `current` encrypts, `previous` (retired keys still
   * held while a rotation runs) only decrypt; null in production when FORMS_ENCRYPTION_KEY is unset.
   */
  formsKeys: FormsKeys | null;
  /** The PKCS#12 that digitally signs sealed forms; null in production when FORMS_SIGNING_P12 is unset. */
  formsSigning: FormsSigningConfig | null;
  blobJanitor: BlobJanitorConfig;
  /** SIGTERM: how long in-flight requests (a long upload) may take to finish before the process exits. */
  shutdownDrainSeconds: number;
  /** SIGTERM: how long readiness answers 503 before the server stops accepting (the proxy notices). */
  shutdownDelaySeconds: number;
  /** How long audit entries are kept (AUDIT_RETENTION_DAYS, default 365); older ones are pruned in the background. */
  auditRetentionDays: number;
  metrics: MetricsConfig;
  loadShedding: LoadSheddingConfig;
  meetings: MeetingsConfig;
}

/**
 * The ICE servers handed to meeting browsers (GET /meeting/ice-servers). None configured: browsers on
 * one machine or one LAN still connect directly (host candidates). TURN credentials are made per request
 * from the secret shared with coturn (`use-auth-secret`), valid for `turnTtlSeconds`.
 */
export interface MeetingsConfig {
  /** MEETING_STUN_URLS, comma-separated `stun:`/`stuns:` URLs. */
  stunUrls: string[];
  /** MEETING_TURN_URLS, comma-separated `turn:`/`turns:` URLs. */
  turnUrls: string[];
  /** MEETING_TURN_SECRET: coturn's `static-auth-secret`. */
  turnSecret: string | null;
  /** MEETING_TURN_TTL_SECONDS, default 3600. */
  turnTtlSeconds: number;
}

export interface FormsSigningConfig {
  /** Path of the PKCS#12 (.p12/.pfx) file. */
  file: string;
  passphrase: string;
  /** Embedded mode: make a self-signed certificate into `file` when it does not exist yet. */
  generate: boolean;
}

/** The blob janitor (storage/janitor.ts): grace periods and how often each replica sweeps. */
export interface BlobJanitorConfig {
  graceSeconds: number;
  /** RESUMABLE_UPLOAD_EXPIRY_SECONDS: a resumable upload with no new bytes for this long is removed. */
  uploadExpirySeconds: number;
  tempGraceSeconds: number;
  intervalSeconds: number;
}

/**
 * Above these limits the API answers 503 with Retry-After instead of slowing every request down, and
 * readiness reports it. 0 turns a limit off.
 */
export interface LoadSheddingConfig {
  /** LOAD_SHED_EVENT_LOOP_DELAY_MS, default 1000. */
  maxEventLoopDelayMs: number;
  /**
   * LOAD_SHED_SUSTAINED_SECONDS, default 3: the delay must stay past its limit this many one-second
   * samples in a row before requests are shed (one stall — a collection, a cold module, a moment without
   * CPU — is not an overload).
   */
  sustainedSeconds: number;
  /** LOAD_SHED_HEAP_BYTES, default off. */
  maxHeapUsedBytes: number;
  /** LOAD_SHED_RSS_BYTES, default off. */
  maxRssBytes: number;
  /** LOAD_SHED_RETRY_AFTER, seconds, default 5. */
  retryAfterSeconds: number;
}

/**
 * Prometheus metrics are off unless configured: with METRICS_TOKEN, GET /metrics on the API's port
 * answers a bearer of that token; with METRICS_PORT, a separate listener (METRICS_HOST, default
 * 127.0.0.1) serves them (and still asks for the token when one is set).
 */
export interface MetricsConfig {
  token: string | null;
  port: number | null;
  host: string;
}

/** Throttling: at most `max` events per `windowSeconds`, per key. */
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

export interface RateLimits {
  /** Failed sign-ins per IP address (an office shares one). */
  signInPerIp: RateLimit;
  /** Failed sign-ins per account (email), whether or not it exists. */
  signInPerAccount: RateLimit;
  resetPerIp: RateLimit;
  resetPerAccount: RateLimit;
  /** Failed invitation look-ups, sign-ups and company registrations per IP address. */
  invitationPerIp: RateLimit;
  /** Reveals of sensitive form answers per member (each one is audited; a burst is a scrape). */
  revealPerMember: RateLimit;
}

/** Where blob bytes live: a local directory (default) or an S3-compatible bucket. */
export type StorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      prefix: string;
      endpoint: string | null;
      region: string;
      accessKeyId: string | null;
      secretAccessKey: string | null;
    };

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function intFrom(env: Env, key: string, fallback: number, problems: string[], min = 1, max = Number.MAX_SAFE_INTEGER): number {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    problems.push(`${key} must be a whole number from ${min} to ${max} (got "${raw}")`);
    return fallback;
  }
  return value;
}

function boolFrom(env: Env, key: string, fallback: boolean, problems: string[]): boolean {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  problems.push(`${key} must be true or false (got "${raw}")`);
  return fallback;
}

/** `RATE_LIMIT_X=10/900` means at most 10 per 900 seconds. */
function limitFrom(env: Env, key: string, fallback: RateLimit, problems: string[]): RateLimit {
  const raw = env[key];
  if (raw === undefined || raw === '') return fallback;
  const match = /^(\d+)\/(\d+)$/.exec(raw);
  if (!match || Number(match[1]) < 1 || Number(match[2]) < 1) {
    problems.push(`${key} must look like 10/900 (at most 10 per 900 seconds) (got "${raw}")`);
    return fallback;
  }
  return { max: Number(match[1]), windowSeconds: Number(match[2]) };
}

/**
 * Throttle counters: `RATE_LIMIT_STORE` (`memory` or a `redis://`/`rediss://` URL) wins; otherwise
 * `REDIS_URL` when set; otherwise memory (one process: embedded mode).
 */
function rateLimitStoreFrom(env: Env, problems: string[]): Config['rateLimitStore'] {
  const raw = env.RATE_LIMIT_STORE || env.REDIS_URL || 'memory';
  const prefix = env.RATE_LIMIT_PREFIX || 'cascade:throttle:';
  if (raw === 'memory') return { kind: 'memory' };
  if (/^rediss?:\/\/[^/]+/.test(raw)) return { kind: 'redis', url: raw, prefix };
  problems.push(
    `${env.RATE_LIMIT_STORE ? 'RATE_LIMIT_STORE' : 'REDIS_URL'} must be memory or a redis:// URL like redis://127.0.0.1:6379`,
  );
  return { kind: 'memory' };
}

/** In embedded mode the JWT secret is generated once and kept in the data directory. */
function embeddedSecret(dataDir: string): Uint8Array {
  const file = path.join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true, mode: DIR_MODE });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: FILE_MODE, flag: 'wx' });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

/** A random secret kept in the data directory (embedded mode), made on first use. */
function embeddedFileSecret(dataDir: string, name: string, bytes: number): string {
  const file = path.join(dataDir, name);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true, mode: DIR_MODE });
    try {
      writeFileSync(file, randomBytes(bytes).toString('base64'), { mode: FILE_MODE, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return readFileSync(file, 'utf8').trim();
}

/** A comma-separated list of URLs, each with one of the schemes. */
function urlListFrom(env: Env, key: string, schemes: string[], problems: string[]): string[] {
  const urls = (env[key] ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter((url) => url !== '');
  for (const url of urls) {
    const scheme = /^([a-z]+):[^\s]+$/.exec(url)?.[1];
    if (!scheme || !schemes.includes(scheme))
      problems.push(
        `${key} must be a comma-separated list of ${schemes.map((s) => `${s}:`).join(' or ')} URLs like ${schemes[0]}:turn.example.com:3478 (got "${url}")`,
      );
  }
  return urls;
}

function meetingsFrom(env: Env, problems: string[]): MeetingsConfig {
  const stunUrls = urlListFrom(env, 'MEETING_STUN_URLS', ['stun', 'stuns'], problems);
  const turnUrls = urlListFrom(env, 'MEETING_TURN_URLS', ['turn', 'turns'], problems);
  const turnSecret = env.MEETING_TURN_SECRET || null;
  if (turnUrls.length > 0 && turnSecret === null)
    problems.push('MEETING_TURN_URLS needs MEETING_TURN_SECRET (the static-auth-secret of coturn) to hand out credentials');
  if (turnSecret !== null && turnUrls.length === 0)
    problems.push(
      'MEETING_TURN_SECRET is set but MEETING_TURN_URLS is empty: name the TURN server(s), e.g. turn:turn.example.com:3478',
    );
  if (turnSecret !== null && turnSecret.length < 16) problems.push('MEETING_TURN_SECRET must be at least 16 characters long');
  return {
    stunUrls,
    turnUrls,
    turnSecret,
    turnTtlSeconds: intFrom(env, 'MEETING_TURN_TTL_SECONDS', 3600, problems, 60, 7 * 24 * 3600),
  };
}

/** The forms keys: the one that encrypts, and retired ones that still decrypt during a rotation. */
export interface FormsKeys {
  current: Buffer;
  previous: readonly Buffer[];
}

function formsKeysFrom(env: Env, mode: Config['mode'], dataDir: string, problems: string[]): FormsKeys | null {
  const raw = env.FORMS_ENCRYPTION_KEY || (mode === 'embedded' ? embeddedFileSecret(dataDir, 'forms-encryption-key', 32) : '');
  const previousRaw = (env.FORMS_ENCRYPTION_KEY_PREVIOUS ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (!raw) {
    if (previousRaw.length > 0)
      problems.push('FORMS_ENCRYPTION_KEY_PREVIOUS is set but FORMS_ENCRYPTION_KEY is not: set the current key too');
    return null;
  }
  const current = Buffer.from(raw, 'base64');
  if (current.length !== 32) problems.push('FORMS_ENCRYPTION_KEY must be 32 random bytes in base64 (openssl rand -base64 32)');
  const previous: Buffer[] = [];
  for (const [i, part] of previousRaw.entries()) {
    const key = Buffer.from(part, 'base64');
    if (key.length !== 32)
      problems.push(
        `FORMS_ENCRYPTION_KEY_PREVIOUS: key ${i + 1} must be 32 bytes in base64, like FORMS_ENCRYPTION_KEY (keys are separated by commas)`,
      );
    else if (key.equals(current))
      problems.push(`FORMS_ENCRYPTION_KEY_PREVIOUS: key ${i + 1} is the current FORMS_ENCRYPTION_KEY`);
    else previous.push(key);
  }
  return { current, previous };
}

function formsSigningFrom(env: Env, mode: Config['mode'], dataDir: string, problems: string[]): FormsSigningConfig | null {
  if (env.FORMS_SIGNING_P12) {
    const file = path.resolve(env.FORMS_SIGNING_P12);
    if (!existsSync(file)) problems.push(`FORMS_SIGNING_P12 names a file that does not exist (${file})`);
    return { file, passphrase: env.FORMS_SIGNING_P12_PASSWORD ?? '', generate: false };
  }
  if (mode === 'production') return null;
  return {
    file: path.join(dataDir, 'forms-signing.p12'),
    passphrase: embeddedFileSecret(dataDir, 'forms-signing-passphrase', 24),
    generate: true,
  };
}

function storageFrom(env: Env, dataDir: string, problems: string[]): StorageConfig {
  const url = env.STORAGE_URL || '';
  if (url === '' || url.startsWith('file:')) {
    const dir = url.startsWith('file:') ? url.replace(/^file:(\/\/)?/, '') : '';
    return { kind: 'local', dir: path.resolve(dir || path.join(dataDir, 'blobs')) };
  }
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(url);
  if (!match) {
    problems.push('STORAGE_URL must be file:<directory> or s3://<bucket>[/<prefix>]');
    return { kind: 'local', dir: path.join(dataDir, 'blobs') };
  }
  const endpoint = env.S3_ENDPOINT || null;
  if (endpoint && !/^https?:\/\//.test(endpoint)) problems.push('S3_ENDPOINT must be an http(s) URL');
  const accessKeyId = env.S3_ACCESS_KEY_ID || null;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || null;
  if (!accessKeyId !== !secretAccessKey) problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  return {
    kind: 's3',
    bucket: match[1]!,
    prefix: prefix ? `${prefix}/` : '',
    endpoint,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId,
    secretAccessKey,
  };
}

export function loadConfig(env: Env = process.env, terminal = Boolean(process.stdout.isTTY)): Config {
  // Whatever this process writes from here on (secrets, database, blobs, backups) is private.
  keepFilesPrivate();
  const problems: string[] = [];
  const mode = env.NODE_ENV === 'production' ? 'production' : 'embedded';
  // Relative paths are taken from where npm was invoked (INIT_CWD), so `npm run … -w server` from the
  // repository root and `npm start` there use the same data directory.
  const dataDir = path.resolve(env.INIT_CWD || process.cwd(), env.DATA_DIR || './data');
  const port = intFrom(env, 'PORT', 8080, problems, 0, 65535);
  const host = env.HOST || (mode === 'production' ? '0.0.0.0' : '127.0.0.1');

  const databaseUrl = env.DATABASE_URL || `sqlite:${path.join(dataDir, 'cascade.sqlite')}`;
  if (!/^(sqlite:|postgres(ql)?:\/\/)/.test(databaseUrl)) {
    problems.push('DATABASE_URL must start with sqlite: (a file path) or postgres://');
  }

  const databaseSchema = env.DATABASE_SCHEMA || undefined;
  if (databaseSchema !== undefined) {
    if (!/^[a-z_][a-z0-9_]{0,62}$/.test(databaseSchema))
      problems.push('DATABASE_SCHEMA must be a lower-case SQL name (letters, digits, _)');
    else if (databaseUrl.startsWith('sqlite:')) problems.push('DATABASE_SCHEMA applies to PostgreSQL only');
  }

  let jwtSecret: Uint8Array = new Uint8Array();
  if (env.JWT_SECRET) {
    if (env.JWT_SECRET.length < 32) problems.push('JWT_SECRET must be at least 32 characters long');
    jwtSecret = new TextEncoder().encode(env.JWT_SECRET);
  } else if (mode === 'production') {
    problems.push('JWT_SECRET is required in production (at least 32 random characters)');
  } else {
    jwtSecret = embeddedSecret(dataDir);
  }

  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  try {
    const url = new URL(publicUrl);
    if (!['http:', 'https:'].includes(url.protocol)) problems.push('PUBLIC_URL must be an http(s) URL');
  } catch {
    problems.push(`PUBLIC_URL must be an absolute URL (got "${publicUrl}")`);
  }

  const logLevel = env.LOG_LEVEL || 'info';
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  // Human lines in a terminal outside production; JSON for log collectors, files and pipes.
  const logFormat = env.LOG_FORMAT || (terminal && mode !== 'production' ? 'pretty' : 'json');
  if (logFormat !== 'pretty' && logFormat !== 'json') problems.push('LOG_FORMAT must be pretty or json');

  const staticRaw = env.STATIC_DIR ?? (mode === 'production' ? '' : './dist');
  const staticDir = staticRaw ? path.resolve(staticRaw) : null;

  const config: Config = {
    mode,
    host,
    port,
    databaseUrl,
    databaseSchema,
    dataDir,
    jwtSecret,
    publicUrl,
    staticDir,
    logLevel,
    logFormat: logFormat === 'pretty' ? 'pretty' : 'json',
    seedDemo: boolFrom(env, 'SEED_DEMO', mode === 'embedded', problems),
    seedDemoContent: boolFrom(env, 'SEED_DEMO_CONTENT', boolFrom(env, 'SEED_DEMO', mode === 'embedded', []), problems),
    seedDemoApproval: boolFrom(env, 'SEED_DEMO_APPROVAL', true, problems),
    accessTokenTtlSeconds: intFrom(env, 'ACCESS_TOKEN_TTL', 15 * 60, problems, 5, 24 * 3600),
    refreshTokenTtlSeconds: intFrom(env, 'REFRESH_TOKEN_TTL', 30 * 24 * 3600, problems, 60),
    trustProxy: boolFrom(env, 'TRUST_PROXY', mode === 'production', problems),
    smtpUrl: null,
    mailFrom: env.MAIL_FROM || 'Cascade <no-reply@cascade.local>',
    devOutbox: boolFrom(env, 'DEV_OUTBOX', mode === 'embedded', problems),
    mailEvents: {
      intervalMs: intFrom(env, 'MAIL_EVENTS_INTERVAL_MS', 15_000, problems, 0, 3_600_000),
      holdMs: intFrom(env, 'MAIL_HOLD_MS', 15_000, problems, 0, 600_000),
    },
    limits: {
      signInPerIp: limitFrom(env, 'RATE_LIMIT_SIGNIN_IP', { max: 100, windowSeconds: 900 }, problems),
      signInPerAccount: limitFrom(env, 'RATE_LIMIT_SIGNIN_ACCOUNT', { max: 5, windowSeconds: 900 }, problems),
      resetPerIp: limitFrom(env, 'RATE_LIMIT_RESET_IP', { max: 10, windowSeconds: 3600 }, problems),
      resetPerAccount: limitFrom(env, 'RATE_LIMIT_RESET_ACCOUNT', { max: 3, windowSeconds: 3600 }, problems),
      invitationPerIp: limitFrom(env, 'RATE_LIMIT_INVITATION_IP', { max: 50, windowSeconds: 900 }, problems),
      revealPerMember: limitFrom(env, 'RATE_LIMIT_REVEAL', { max: 30, windowSeconds: 900 }, problems),
    },
    rateLimitStore: rateLimitStoreFrom(env, problems),
    slowBodies: {
      windowMs: intFrom(env, 'BODY_TIMEOUT', 20, problems, 1, 3600) * 1000,
      minBytes: intFrom(env, 'BODY_MIN_BYTES', 1024, problems, 1, 1024 ** 3),
    },
    maxUploadBytes: intFrom(env, 'MAX_UPLOAD_BYTES', 2 * 1024 ** 3, problems, 1),
    resumableUploadLeaseSeconds: intFrom(env, 'RESUMABLE_UPLOAD_LEASE_SECONDS', 30, problems, 4, 3600),
    storage: storageFrom(env, dataDir, problems),
    formsKeys: formsKeysFrom(env, mode, dataDir, problems),
    formsSigning: formsSigningFrom(env, mode, dataDir, problems),
    blobJanitor: {
      graceSeconds: intFrom(env, 'BLOB_GRACE_SECONDS', 3600, problems, 0),
      uploadExpirySeconds: intFrom(env, 'RESUMABLE_UPLOAD_EXPIRY_SECONDS', 24 * 3600, problems, 1),
      tempGraceSeconds: intFrom(env, 'BLOB_TEMP_GRACE_SECONDS', 3600, problems, 0),
      intervalSeconds: intFrom(env, 'BLOB_SWEEP_INTERVAL_SECONDS', 600, problems, 1),
    },
    shutdownDrainSeconds: intFrom(env, 'SHUTDOWN_DRAIN_SECONDS', 900, problems, 1),
    shutdownDelaySeconds: intFrom(env, 'SHUTDOWN_DELAY_SECONDS', mode === 'production' ? 2 : 0, problems, 0, 300),
    auditRetentionDays: intFrom(env, 'AUDIT_RETENTION_DAYS', 365, problems, 1, 36500),
    loadShedding: {
      maxEventLoopDelayMs: intFrom(env, 'LOAD_SHED_EVENT_LOOP_DELAY_MS', 1000, problems, 0),
      sustainedSeconds: intFrom(env, 'LOAD_SHED_SUSTAINED_SECONDS', 3, problems, 1, 600),
      maxHeapUsedBytes: intFrom(env, 'LOAD_SHED_HEAP_BYTES', 0, problems, 0),
      maxRssBytes: intFrom(env, 'LOAD_SHED_RSS_BYTES', 0, problems, 0),
      retryAfterSeconds: intFrom(env, 'LOAD_SHED_RETRY_AFTER', 5, problems, 1, 3600),
    },
    meetings: meetingsFrom(env, problems),
    metrics: {
      token: env.METRICS_TOKEN || null,
      port: env.METRICS_PORT ? intFrom(env, 'METRICS_PORT', 0, problems, 0, 65535) : null,
      host: env.METRICS_HOST || '127.0.0.1',
    },
  };
  if (config.metrics.token !== null && config.metrics.token.length < 16)
    problems.push('METRICS_TOKEN must be at least 16 characters long');
  if (config.metrics.port !== null && config.metrics.port === port && port !== 0)
    problems.push('METRICS_PORT must differ from PORT');
  if (env.SMTP_URL) {
    if (/^smtps?:\/\/[^/]+/.test(env.SMTP_URL)) config.smtpUrl = env.SMTP_URL;
    else problems.push('SMTP_URL must look like smtp://user:password@host:587 or smtps://host:465');
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
