import fsd from '@feature-sliced/steiger-plugin';
import { defineConfig } from 'steiger';

export default defineConfig([
  ...fsd.configs.recommended,
  {
    // Generated per OpenAPI tag; not hand-written code.
    ignores: ['**/generated/**', '**/*.test.ts', '**/*.test.tsx'],
  },
]);
