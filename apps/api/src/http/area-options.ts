import type { Kysely } from 'kysely';
import type { ApiConfig } from '../config';
import type { Database } from '../db/schema';

/** What every area's routes receive from `buildApp`. */
export interface AreaOptions {
  readonly db: Kysely<Database>;
  readonly config: ApiConfig;
}
