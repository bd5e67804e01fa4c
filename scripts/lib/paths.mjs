import path from 'node:path';

export const ROOT_DIR = path.resolve(import.meta.dirname, '../..');
export const DIST_DIR = path.join(ROOT_DIR, 'dist');
export const RESULTS_DIR = path.join(ROOT_DIR, 'test-results');

/** A locally installed tool's executable (node_modules/.bin), run directly so signals reach it. */
export const bin = (name) => path.join(ROOT_DIR, 'node_modules', '.bin', name);
