import type { Compiler } from '@rspack/core';

/** Writes .gz and .br beside every text asset of a production build (see precompress-plugin.mjs). */
export declare class PrecompressPlugin {
  apply(compiler: Compiler): void;
}
