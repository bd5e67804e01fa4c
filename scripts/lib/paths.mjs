import path from 'node:path';

export const ROOT_DIR = path.resolve(import.meta.dirname, '../..');
export const DIST_DIR = path.join(ROOT_DIR, 'dist');
export const RESULTS_DIR = path.join(ROOT_DIR, 'test-results');
