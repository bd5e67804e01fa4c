/**
 * Operator commands. Usage (from the repository root):
 *   npm run cli -w server -- invite-company someone@example.com
 *   npm run cli -w server -- backup /backups/2026-11-23
 *   npm run cli -w server -- restore /backups/2026-11-23
 *   npm run cli -w server -- rotate-forms-key
 * In the API image: node server/dist/cli.js <command> … (same environment as the server).
 */
import path from 'node:path';
import { BackupError, createBackup, restoreBackup, type Site } from './backup/index.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { connect, migrateToLatest } from './db/connect.js';
import { Mailer } from './mail/mailer.js';
import { inviteCompany } from './services/identity/company-registration.js';
import { isUnavailable } from './lib/unavailable.js';
import { createStorage, StorageUnavailableError } from './storage/index.js';

const USAGE = [
  'Usage: cli invite-company <email>',
  '       cli backup <new folder>    database snapshot + the blobs it refers to, while the server runs',
  '       cli restore <folder>       into an empty database and blob store',
  '       cli rotate-forms-key       sealed PDFs and sensitive answers under the current FORMS_ENCRYPTION_KEY',
].join('\n');
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const count = (n: number) => n.toLocaleString('en-US');
const seconds = (s: number) => `${s.toFixed(2)} s`;

async function siteOf(config: Config): Promise<Site> {
  return {
    databaseUrl: config.databaseUrl,
    databaseSchema: config.databaseSchema,
    dataDir: config.dataDir,
    storage: await createStorage(config.storage),
  };
}

async function backup(folder: string): Promise<number> {
  const dir = path.resolve(process.env.INIT_CWD || process.cwd(), folder);
  const summary = await createBackup(await siteOf(loadConfig()), dir);
  const { manifest } = summary;
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  console.log(`Backup written to ${dir} (format ${manifest.version}).`);
  console.log(
    `  database (${manifest.database.dialect}): ${count(Object.keys(manifest.tables).length)} tables, ${count(rows)} rows, ${seconds(summary.databaseSeconds)}`,
  );
  console.log(`  blobs: ${count(manifest.blobs.length)} (${count(summary.bytes)} bytes), ${seconds(summary.blobSeconds)}`);
  if (manifest.collected.length > 0)
    console.log(`  ${manifest.collected.length} unreferenced blob(s) were collected meanwhile and are left out`);
  if (manifest.secrets.length > 0)
    console.log(`  key files of the data folder: ${manifest.secrets.join(', ')} (keep this backup private)`);
  return 0;
}

async function restore(folder: string): Promise<number> {
  const dir = path.resolve(process.env.INIT_CWD || process.cwd(), folder);
  const config = loadConfig();
  const summary = await restoreBackup(dir, await siteOf(config));
  const { manifest } = summary;
  console.log(`Restored ${dir} (taken ${manifest.createdAt}).`);
  console.log(`  checked ${count(manifest.blobs.length)} blobs against their SHA-256: ${seconds(summary.verifySeconds)}`);
  console.log(`  database (${manifest.database.dialect}), row counts match the backup: ${seconds(summary.databaseSeconds)}`);
  console.log(`  blobs into the ${config.storage.kind} store: ${seconds(summary.blobSeconds)}`);
  console.log('Start the server: it applies any newer migrations.');
  return 0;
}

/**
 * After a forms key rotation (docs/security.md): every sealed PDF's data key rewrapped and every sensitive
 * answer re-encrypted under FORMS_ENCRYPTION_KEY, reading old ones with FORMS_ENCRYPTION_KEY_PREVIOUS.
 * Safe to stop and run again; exits 1 while something could not be moved (the old key is still needed).
 */
async function rotateFormsKeyCommand(): Promise<number> {
  const config = loadConfig();
  if (!config.formsKeys) throw new ConfigError(['FORMS_ENCRYPTION_KEY is not set: there is no forms key to rotate to']);
  const handle = connect(config.databaseUrl, { schema: config.databaseSchema });
  try {
    await migrateToLatest(handle.db, config.databaseSchema);
    const { rotateFormsKey } = await import('./services/forms/rotate.js');
    const started = Date.now();
    const summary = await rotateFormsKey({ db: handle.db, storage: await createStorage(config.storage), keys: config.formsKeys });
    const { pdfs, answers } = summary;
    console.log(
      `Forms key rotation (${seconds((Date.now() - started) / 1000)}), ${config.formsKeys.previous.length} previous key(s) held:`,
    );
    console.log(
      `  sealed PDFs: ${count(pdfs.rewrapped)} rewrapped, ${count(pdfs.current)} already under the current key, ${count(pdfs.unencrypted)} stored before encryption (left as they are), ${count(pdfs.failed)} failed`,
    );
    console.log(
      `  answers: ${count(answers.reencrypted)} forms re-encrypted, ${count(answers.current)} already under the current key, ${count(answers.failed)} failed`,
    );
    for (const failure of summary.failures) console.log(`  failed: ${failure}`);
    if (summary.failures.length > 0) {
      console.log('Keep FORMS_ENCRYPTION_KEY_PREVIOUS until a run reports nothing failed.');
      return 1;
    }
    console.log('Everything is under the current key: FORMS_ENCRYPTION_KEY_PREVIOUS can be removed.');
    return 0;
  } finally {
    await handle.close();
  }
}

async function main(args: string[]): Promise<number> {
  const [command, email] = args;
  if (command === 'rotate-forms-key' && args.length === 1) return rotateFormsKeyCommand();
  if ((command === 'backup' || command === 'restore') && args.length === 2) {
    return command === 'backup' ? backup(args[1]!) : restore(args[1]!);
  }
  if (command !== 'invite-company' || !email || args.length !== 2) {
    console.error(USAGE);
    return 64;
  }
  if (!EMAIL.test(email)) {
    console.error(`"${email}" is not an email address.\n${USAGE}`);
    return 64;
  }
  const config = loadConfig();
  const handle = connect(config.databaseUrl, { schema: config.databaseSchema });
  const mailer = new Mailer(handle.db, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    onError: (e) => console.error('mail delivery failed:', e),
  });
  try {
    await migrateToLatest(handle.db, config.databaseSchema);
    const { link, expiresAt } = await inviteCompany({ db: handle.db, config, mailer }, email);
    console.log(`Company registration invitation for ${email.trim().toLowerCase()} (valid until ${expiresAt}):\n${link}`);
    await mailer.flush();
    console.log(config.smtpUrl ? 'The link was mailed.' : 'The link is in the outbox (no SMTP_URL configured).');
    return 0;
  } finally {
    await mailer.close();
    await handle.close();
  }
}

/** Exit status when the database or the object store cannot be reached (sysexits' EX_UNAVAILABLE). */
const UNAVAILABLE = 69;

/** Where a database URL points, without its credentials. */
function databaseAddress(url: string): string {
  if (url.startsWith('sqlite:')) return url;
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}${parsed.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

function fromStore(error: unknown): boolean {
  const failure = error as { $metadata?: unknown; name?: unknown } | null;
  return error instanceof StorageUnavailableError || failure?.$metadata !== undefined || /^S3|Upload/.test(String(failure?.name));
}

/** One sentence for an unreachable backend (docs/operations.md), never a stack trace. */
function unreachable(command: string, error: unknown): string {
  if (fromStore(error))
    return `The ${command} stopped: the file storage cannot be reached; start it (or check STORAGE_URL and S3_ENDPOINT) and run the command again.`;
  const url = process.env.DATABASE_URL ?? '';
  return `The ${command} stopped: the database at ${databaseAddress(url)} cannot be reached; start it (or check DATABASE_URL) and run the command again.`;
}

const command = process.argv[2] ?? 'command';
main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (isUnavailable(error)) {
      console.error(unreachable(command, error));
      process.exit(UNAVAILABLE);
    }
    const known = error instanceof ConfigError || error instanceof BackupError;
    console.error(known ? error.message : error);
    process.exit(error instanceof ConfigError ? 78 : 1);
  },
);
