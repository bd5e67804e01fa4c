// `npm start`: builds the SPA when dist/ is missing or stale (the embedded demo build, with the developer
// pages under /dev/…), then runs the API, which serves it.
// `--print-command` prints the API command as JSON and exits (the start-command test reads it).
import { embeddedApiCommand } from './lib/api-command.mjs';
import { ensureSpaBuilt } from './lib/spa-build.mjs';
import { ROOT_DIR } from './lib/paths.mjs';
import { run } from './lib/proc.mjs';

const [node, ...args] = embeddedApiCommand();
if (process.argv.includes('--print-command')) {
  console.log(JSON.stringify([node, ...args]));
  process.exit(0);
}

const buildCode = await ensureSpaBuilt({ devPages: true });
if (buildCode !== 0) {
  console.error(`The SPA build failed (exit code ${buildCode}); fix it or run \`npm run build\` to see why.`);
  process.exit(buildCode);
}

// The server prints its URL and the demo logins once it listens.
const { code } = await run(node, args, { cwd: ROOT_DIR });
process.exit(code);
