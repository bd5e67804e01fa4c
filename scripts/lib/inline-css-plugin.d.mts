import type { Compiler } from '@rspack/core';

/** Inlines the entry's small style sheet into index.html (see inline-css-plugin.mjs). */
export declare class InlineCssPlugin {
  apply(compiler: Compiler): void;
}
