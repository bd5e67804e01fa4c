// `npm start`: builds the SPA when dist/ is missing or stale, then runs the API, which serves it.
import { ensureSpaBuilt } from './lib/spa-build.mjs';
import { ROOT_DIR } from './lib/paths.mjs';
import { run } from './lib/proc.mjs';

const buildCode = await ensureSpaBuilt();
if (buildCode !== 0) {
  console.error(`The SPA build failed (exit code ${buildCode}); fix it or run \`npm run build\` to see why.`);
  process.exit(buildCode);
}

// The server prints its URL and the demo logins once it listens.
const { code } = await run(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], { cwd: ROOT_DIR });
process.exit(code);
