import { Type } from '@sinclair/typebox';
import { ClubParams, ErrorBody } from '@touchline/contracts';
import type { ApiInstance } from '../http/api-instance';
import type { AreaOptions } from '../http/area-options';
import { emailActionLink } from './email-link-signing';

const LinkQuery = Type.Object({
  list_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  member_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
  friend_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
});
const LinkAnswer = Type.Object({ path: Type.String(), token: Type.String() });

/**
 * Development tool (`DEV_TOOLS`, this machine only): the signed email-action link a club's mail
 * would carry, for trying the result pages without a mail run. `?list_id=&member_id=` gives the
 * automated-mail opt-out link, `?friend_id=` a lotto friend's unsubscribe link.
 */
export async function emailLinkDevRoutes(app: ApiInstance, options: AreaOptions) {
  app.get(
    '/dev/email-links/:club',
    {
      schema: {
        params: ClubParams,
        querystring: LinkQuery,
        response: { 200: LinkAnswer, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const accountId = request.club.accountId;
      const { list_id: listId, member_id: memberId, friend_id: friendId } = request.query;
      return emailActionLink(
        options.db,
        friendId !== undefined
          ? { kind: 'friend', accountId, friendId }
          : { kind: 'opt-out', accountId, listId: listId ?? 0, memberId: memberId ?? 0 },
      );
    },
  );
}
