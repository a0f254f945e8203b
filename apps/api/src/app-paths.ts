import path from 'node:path';

/** The API's own folder (apps/api), whatever the working directory of the process. */
export const API_ROOT = path.resolve(__dirname, '..');

/** Ordered SQL migrations, `NNNN_name.sql`. */
export const MIGRATIONS_DIR = path.join(API_ROOT, 'migrations');

/** Files served under `/static/` (club logos and banners of the seed data). */
export const STATIC_DIR = path.join(API_ROOT, 'static');

/** Default PGlite data folder. */
export const DEFAULT_DATA_DIR = path.join(API_ROOT, '.data', 'pglite');
