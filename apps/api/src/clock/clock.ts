import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { advanceClockOffset, readClockOffset, resetClockOffset } from './clock-repository';

/**
 * The time by which payments fall due. In production it is the real time, always. In
 * development and tests it can be moved forward (`POST /dev/clock`) so a demonstration or a
 * journey reaches next month's instalment without waiting for it: the offset lives in the
 * database, so the API and every worker on it read the same time.
 */
export interface Clock {
  /** Whether the clock can be moved (never in production). */
  readonly movable: boolean;
  now(): Promise<Date>;
  /** How far the clock is ahead of the real time, in milliseconds (0 when not movable). */
  offset(): Promise<number>;
  /** Moves the clock `ms` forward; answers the new time. Refused when not movable. */
  advance(ms: number): Promise<Date>;
  /** Back to the real time. Refused when not movable. */
  reset(): Promise<Date>;
}

export class FixedClockError extends Error {
  constructor() {
    super('The clock cannot be moved in production');
    this.name = 'FixedClockError';
  }
}

/** The real time; `movable` only outside production (the caller passes `!config.production`). */
export function createClock(db: Kysely<Database>, options: { movable: boolean }): Clock {
  if (!options.movable) {
    return {
      movable: false,
      now: async () => new Date(),
      offset: async () => 0,
      advance: async () => {
        throw new FixedClockError();
      },
      reset: async () => {
        throw new FixedClockError();
      },
    };
  }
  return {
    movable: true,
    now: async () => new Date(Date.now() + (await readClockOffset(db))),
    offset: () => readClockOffset(db),
    async advance(ms) {
      const offset = await advanceClockOffset(db, ms);
      return new Date(Date.now() + offset);
    },
    async reset() {
      await resetClockOffset(db);
      return new Date();
    },
  };
}
