import { sql } from 'kysely';

/**
 * `now() + seconds` on the database's clock: every API instance shares it, so an expiry written
 * by one instance means the same to all of them.
 */
export const secondsFromNow = (seconds: number) =>
  sql<Date>`now() + make_interval(secs => ${seconds})`;
