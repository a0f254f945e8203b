import { Type } from '@sinclair/typebox';
import { ErrorBody } from '@touchline/contracts';
import type { ApiInstance } from '../http/api-instance';
import { fail } from '../errors/domain-error';
import type { Clock } from './clock';

const ClockState = Type.Object({
  /** The clock's time (ISO 8601). */
  now: Type.String(),
  /** How far it is ahead of the real time. */
  offset_ms: Type.Integer({ minimum: 0 }),
});

/** How far to move the clock forward: at least one of the three, together at most a year. */
const AdvanceBody = Type.Object(
  {
    days: Type.Optional(Type.Integer({ minimum: 0, maximum: 366 })),
    hours: Type.Optional(Type.Integer({ minimum: 0, maximum: 8784 })),
    minutes: Type.Optional(Type.Integer({ minimum: 0, maximum: 527_040 })),
  },
  { additionalProperties: false },
);

const MINUTE = 60_000;
const YEAR = 366 * 24 * 60 * MINUTE;

export interface ClockRouteOptions {
  readonly clock: Clock;
  /** Runs the collection of what fell due at once (the worker would within a minute). */
  readonly collectNow?: () => Promise<unknown>;
}

/**
 * Development tool (`DEV_TOOLS`, this machine only, never in production): the clock payments
 * fall due by. `GET /dev/clock` reads it, `POST /dev/clock { "days": 31 }` moves it forward and
 * has the worker collect what fell due, `DELETE /dev/clock` puts it back on the real time.
 */
export async function clockRoutes(app: ApiInstance, options: ClockRouteOptions) {
  const { clock } = options;
  // The stored offset as it is, and the time it gives now: not the difference of two readings
  // of the real time, which shrinks by however long the work between them took.
  const state = async () => {
    const offset = await clock.offset();
    return { now: new Date(Date.now() + offset).toISOString(), offset_ms: offset };
  };
  const movable = () => {
    if (!clock.movable) throw fail('not_found');
  };

  app.get('/dev/clock', { schema: { response: { 200: ClockState, 404: ErrorBody } } }, async () => {
    movable();
    return state();
  });

  app.post(
    '/dev/clock',
    {
      schema: { body: AdvanceBody, response: { 200: ClockState, 400: ErrorBody, 404: ErrorBody } },
    },
    async (request) => {
      movable();
      const { days = 0, hours = 0, minutes = 0 } = request.body;
      const ms = ((days * 24 + hours) * 60 + minutes) * MINUTE;
      if (ms <= 0 || ms > YEAR) {
        throw fail('invalid_request', {
          message: 'Move the clock forward by at least a minute and at most a year',
        });
      }
      await clock.advance(ms);
      await options.collectNow?.();
      return state();
    },
  );

  app.delete(
    '/dev/clock',
    { schema: { response: { 200: ClockState, 404: ErrorBody } } },
    async () => {
      movable();
      await clock.reset();
      return state();
    },
  );
}
