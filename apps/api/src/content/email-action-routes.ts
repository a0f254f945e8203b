import { ERRORS } from '../errors/catalogue';
import { fail } from '../errors/domain-error';
import {
  ClubParams,
  EmailActionResult,
  EmailOptOutBody,
  ErrorBody,
  LottoFriendParams,
  UnsubscribeFriendBody,
} from '@touchline/contracts';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { ApiInstance } from '../http/api-instance';
import type { AreaOptions } from '../http/area-options';
import type { RateLimiter, RateLimitRule } from '../http/rate-limit';
import {
  clubHasDistributionList,
  clubHasMember,
  saveEmailOptOut,
  setLottoFriendOptOut,
} from './email-action-repository';
import { checkEmailLink } from './email-link-signing';

export const CLUB_NOT_FOUND = ERRORS.club_not_found.message;
export const LIST_NOT_FOUND = ERRORS.list_not_found.message;
export const MEMBER_NOT_FOUND = ERRORS.member_not_found.message;
export const LOTTO_FRIEND_NOT_FOUND = ERRORS.lotto_friend_not_found.message;

/**
 * The links carry a signed token beside their ids (`email-link-signing.ts`); one address may
 * still follow only so many of them: enough for a person, too few to try tokens at scale.
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

/**
 * The answers given from links in club emails (the site's email action result pages). Each is
 * idempotent: following the same link twice leaves one answer, the latest.
 */
export async function emailActionRoutes(
  app: ApiInstance,
  options: AreaOptions & { limiter: RateLimiter },
): Promise<void> {
  const { db, limiter } = options;
  const preHandler = limiter.limit(EMAIL_ACTION_LIMIT);
  const errors = { 400: ErrorBody, 403: ErrorBody, 404: ErrorBody, 410: ErrorBody, 429: ErrorBody };

  app.post(
    '/v2/store/:club/emails/opt-out',
    {
      preHandler,
      schema: {
        params: ClubParams,
        body: EmailOptOutBody,
        response: { 200: EmailActionResult, ...errors },
      },
    },
    async (request) => {
      const club = request.club;
      const body = request.body;
      await checkEmailLink(db, body.token, {
        kind: 'opt-out',
        accountId: club.accountId,
        listId: body.email_distribution_list_id,
        memberId: body.member_id,
      });
      if (!(await clubHasDistributionList(db, club.accountId, body.email_distribution_list_id))) {
        throw fail('list_not_found');
      }
      if (!(await clubHasMember(db, club.accountId, body.member_id))) {
        throw fail('member_not_found');
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

  // The site sends `{ opt_out }` or no body; without a body the friend opts out.
  app.post(
    '/v2/store/:club/unsubscribe-friend/:id',
    {
      preHandler,
      schema: { params: LottoFriendParams, response: { 200: EmailActionResult, ...errors } },
    },
    async (request) => {
      const body = request.body ?? {};
      if (!checkFriendBody.Check(body)) {
        const issue = checkFriendBody.Errors(body).First();
        const field = ['body', ...(issue?.path.split('/').filter(Boolean) ?? [])].join('.');
        throw fail('invalid_request', { errors: { [field]: [issue?.message ?? 'is not valid'] } });
      }
      const club = request.club;
      await checkEmailLink(db, body.token, {
        kind: 'friend',
        accountId: club.accountId,
        friendId: request.params.id,
      });
      const found = await setLottoFriendOptOut(
        db,
        club.accountId,
        request.params.id,
        flag(body.opt_out, true),
      );
      if (!found) throw fail('lotto_friend_not_found');
      return { saved: true as const };
    },
  );
}
