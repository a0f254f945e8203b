import {
  ClubParams,
  EmailActionResult,
  EmailOptOutBody,
  ErrorBody,
  LottoFriendParams,
  UnsubscribeFriendBody,
} from '@touchline/contracts';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ClubLookup } from '../clubs/club-lookup';
import type { AreaOptions } from '../http/area-options';
import type { RateLimiter, RateLimitRule } from '../http/rate-limit';
import {
  clubHasDistributionList,
  clubHasMember,
  saveEmailOptOut,
  setLottoFriendOptOut,
} from './email-action-repository';

export const CLUB_NOT_FOUND = 'Club not found';
export const LIST_NOT_FOUND = 'Distribution list not found';
export const MEMBER_NOT_FOUND = 'Member not found';
export const LOTTO_FRIEND_NOT_FOUND = 'Lotto friend not found';

/**
 * The links carry plain ids (spec 000 shows no token), so one address may follow only so many
 * of them: enough for a person, too few to walk through every id.
 */
export const EMAIL_ACTION_LIMIT: RateLimitRule = {
  name: 'email-action',
  max: 30,
  windowSeconds: 600,
  message: 'Too many requests. Please try again later.',
};

const checkFriendBody = TypeCompiler.Compile(UnsubscribeFriendBody);

type Flag = EmailOptOutBody['opt_out'];

const flag = (value: Flag | undefined, fallback: boolean) =>
  value === undefined ? fallback : value === true || value === 'true' || value === '1';

const notFound = (reply: FastifyReply, message: string) =>
  reply.code(404).send({ message } satisfies ErrorBody);

/**
 * The answers given from links in club emails (the site's email action result pages). Each is
 * idempotent: following the same link twice leaves one answer, the latest.
 */
export async function emailActionRoutes(
  app: FastifyInstance,
  options: AreaOptions & { clubs: ClubLookup; limiter: RateLimiter },
): Promise<void> {
  const { db, clubs, limiter } = options;
  const preHandler = limiter.limit(EMAIL_ACTION_LIMIT);
  const errors = { 400: ErrorBody, 404: ErrorBody, 429: ErrorBody };

  app.post<{ Params: ClubParams; Body: EmailOptOutBody }>(
    '/v2/store/:club/emails/opt-out',
    {
      preHandler,
      schema: {
        params: ClubParams,
        body: EmailOptOutBody,
        response: { 200: EmailActionResult, ...errors },
      },
    },
    async (request, reply) => {
      const club = await clubs.find(request.params.club);
      if (!club) return notFound(reply, CLUB_NOT_FOUND);
      const body = request.body;
      if (!(await clubHasDistributionList(db, club.accountId, body.email_distribution_list_id))) {
        return notFound(reply, LIST_NOT_FOUND);
      }
      if (!(await clubHasMember(db, club.accountId, body.member_id))) {
        return notFound(reply, MEMBER_NOT_FOUND);
      }
      await saveEmailOptOut(db, {
        accountId: club.accountId,
        listId: body.email_distribution_list_id,
        memberId: body.member_id,
        optOut: flag(body.opt_out, true),
        paymentAck: flag(body.payment_ack, false),
      });
      return { saved: true as const };
    },
  );

  // Spec 002 shows no body; the site sends `{ opt_out }`. Without a body the friend opts out.
  app.post<{ Params: LottoFriendParams; Body: unknown }>(
    '/v2/store/:club/unsubscribe-friend/:id',
    {
      preHandler,
      schema: { params: LottoFriendParams, response: { 200: EmailActionResult, ...errors } },
    },
    async (request, reply) => {
      const body = request.body ?? {};
      if (!checkFriendBody.Check(body)) {
        const issue = checkFriendBody.Errors(body).First();
        const field = ['body', ...(issue?.path.split('/').filter(Boolean) ?? [])].join('.');
        return reply.code(400).send({
          message: 'The request is not valid',
          errors: { [field]: [issue?.message ?? 'is not valid'] },
        } satisfies ErrorBody);
      }
      const club = await clubs.find(request.params.club);
      if (!club) return notFound(reply, CLUB_NOT_FOUND);
      const found = await setLottoFriendOptOut(
        db,
        club.accountId,
        request.params.id,
        flag(body.opt_out, true),
      );
      if (!found) return notFound(reply, LOTTO_FRIEND_NOT_FOUND);
      return { saved: true as const };
    },
  );
}
