// Prints nginx.conf rendered with the Docker values; `--NAME=value` overrides one placeholder.
//   node scripts/render-nginx-conf.mjs [--UPSTREAM_SERVERS='server api-1:8080; server api-2:8080;'] > nginx.rendered.conf
import { DOCKER_VALUES, PLACEHOLDERS, renderNginxConf } from './lib/nginx-conf.mjs';

const values = { ...DOCKER_VALUES };
for (const arg of process.argv.slice(2)) {
  const match = /^--([A-Z_]+)=(.*)$/s.exec(arg);
  if (!match || !PLACEHOLDERS.includes(match[1])) {
    console.error(`Unknown argument ${arg}; placeholders: ${PLACEHOLDERS.join(', ')}`);
    process.exit(2);
  }
  values[match[1]] = match[2];
}
process.stdout.write(renderNginxConf(values));
