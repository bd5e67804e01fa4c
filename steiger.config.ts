import fsd from '@feature-sliced/steiger-plugin';
import { defineConfig } from 'steiger';

export default defineConfig([
  ...fsd.configs.recommended,
  {
    // The meeting signalling state machine stays its own slice though only the room page uses it: it has
    // no React, is tested on its own, and is what an SFU-based room would replace.
    files: ['./src/features/meeting-session/**'],
    rules: { 'fsd/insignificant-slice': 'off' },
  },
  {
    // Generated per OpenAPI tag; not hand-written code.
    ignores: ['**/generated/**', '**/*.test.ts', '**/*.test.tsx'],
  },
]);
