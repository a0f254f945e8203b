import {
  ClubParams,
  ClubSlug,
  EmailActionResult,
  EmailOptOutBody,
  ErrorBody,
  type UnsubscribeFriendBody,
} from '@touchline/contracts';
import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { ClubLookup } from '../clubs/club-lookup';
import type { AreaOptions } from '../http/area-options';

const FriendParams = Type.Object({
  club: ClubSlug,
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});

function optOutOf(body: unknown): UnsubscribeFriendBody['opt_out'] {
  const value = (body as { opt_out?: unknown } | null | undefined)?.opt_out;
  return typeof value === 'boolean' || value === 'true' || value === 'false' ? value : undefined;
}

const flag = (value: boolean | string | undefined, fallback: boolean) =>
  value === undefined ? fallback : value === true || value === 'true' || value === '1';

/**
 * The answers given from links in club emails (the site's email action result pages). Each is
 * an idempotent upsert: following the same link twice keeps one answer, the latest.
 */
export async function emailActionRoutes(
  app: FastifyInstance,
  options: AreaOptions & { clubs: ClubLookup },
): Promise<void> {
  const { db, clubs } = options;

  app.post<{ Params: ClubParams; Body: EmailOptOutBody }>(
    '/v2/store/:club/emails/opt-out',
    {
      schema: {
        params: ClubParams,
        body: EmailOptOutBody,
        response: { 200: EmailActionResult, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const club = await clubs.find(request.params.club);
      if (!club) return reply.code(404).send({ message: 'Club not found' });
      const body = request.body;
      await db
        .insertInto('email_opt_outs')
        .values({
          account_id: club.accountId,
          email_distribution_list_id: body.email_distribution_list_id,
          member_id: body.member_id,
          opt_out: flag(body.opt_out, true),
          payment_ack: flag(body.payment_ack, false),
        })
        .onConflict((conflict) =>
          conflict
            .columns(['account_id', 'email_distribution_list_id', 'member_id'])
            .doUpdateSet((eb) => ({
              opt_out: eb.ref('excluded.opt_out'),
              payment_ack: eb.ref('excluded.payment_ack'),
              updated_at: sql<Date>`now()`,
            })),
        )
        .execute();
      return { saved: true as const };
    },
  );

  // The site sends no body (spec 002); a body may carry `opt_out` and is read leniently.
  app.post<{ Params: Static<typeof FriendParams>; Body: unknown }>(
    '/v2/store/:club/unsubscribe-friend/:id',
    {
      schema: {
        params: FriendParams,
        response: { 200: EmailActionResult, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const club = await clubs.find(request.params.club);
      if (!club) return reply.code(404).send({ message: 'Club not found' });
      await db
        .insertInto('lotto_friend_unsubscribes')
        .values({
          account_id: club.accountId,
          friend_id: request.params.id,
          opt_out: flag(optOutOf(request.body), true),
        })
        .onConflict((conflict) =>
          conflict.columns(['account_id', 'friend_id']).doUpdateSet((eb) => ({
            opt_out: eb.ref('excluded.opt_out'),
            updated_at: sql<Date>`now()`,
          })),
        )
        .execute();
      return { saved: true as const };
    },
  );
}
