/**
 * Operator commands. Usage (from the repository root):
 *   npm run cli -w server -- invite-company someone@example.com
 *   npx tsx server/src/cli.ts invite-company someone@example.com
 */
import { ConfigError, loadConfig } from './config.js';
import { connect, migrateToLatest } from './db/connect.js';
import { Mailer } from './mail/mailer.js';
import { AccessTokens } from './services/identity/access-tokens.js';
import { inviteCompany } from './services/identity/company-registration.js';
import { Sessions } from './services/identity/sessions.js';

const USAGE = 'Usage: cli invite-company <email>';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

async function main(args: string[]): Promise<number> {
  const [command, email] = args;
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
  const mailer = new Mailer(handle.db, { smtpUrl: config.smtpUrl, from: config.mailFrom, onError: (e) => console.error('mail delivery failed:', e) });
  try {
    await migrateToLatest(handle.db, config.databaseSchema);
    const sessions = new Sessions(handle.db, new AccessTokens(config.jwtSecret, config.accessTokenTtlSeconds), config.refreshTokenTtlSeconds);
    const { link, expiresAt } = await inviteCompany({ db: handle.db, config, mailer, sessions }, email);
    console.log(`Company registration invitation for ${email.trim().toLowerCase()} (valid until ${expiresAt}):\n${link}`);
    console.log(config.smtpUrl ? 'The link was mailed.' : 'The link is in the outbox (no SMTP_URL configured).');
    return 0;
  } finally {
    await mailer.close();
    await handle.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(error instanceof ConfigError ? 78 : 1);
  },
);
