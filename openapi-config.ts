import { readFileSync } from 'node:fs';
import type { ConfigFile } from '@rtk-query/codegen-openapi';

/**
 * Generates one file of RTK Query endpoints per OpenAPI tag from server/openapi.json into
 * src/shared/api/generated/. Run `npm run api:generate`; never edit the generated files by hand.
 */
const schemaFile = './server/openapi.json';
const document = JSON.parse(readFileSync(schemaFile, 'utf8')) as {
  paths: Record<string, Record<string, { tags?: string[] }>>;
};

const tags = [
  ...new Set(Object.values(document.paths).flatMap((item) => Object.values(item).flatMap((op) => op.tags ?? []))),
].sort();

const fileName = (tag: string) => tag.replace(/[^a-z0-9]+/gi, '-').toLowerCase();

const config: ConfigFile = {
  schemaFile,
  apiFile: './src/shared/api/baseApi.ts',
  apiImport: 'baseApi',
  hooks: { queries: true, lazyQueries: true, mutations: true },
  tag: true,
  outputFiles: Object.fromEntries(
    tags.map((tag) => [
      `./src/shared/api/generated/${fileName(tag)}.gen.ts`,
      {
        filterEndpoints: (_name: string, definition: { operation: { tags?: string[] } }) =>
          (definition.operation.tags ?? [])[0] === tag,
      },
    ]),
  ),
};

export default config;
