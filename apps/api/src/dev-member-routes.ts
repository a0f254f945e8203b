import { Type } from '@sinclair/typebox';
import { ClubParams, ErrorBody } from '@touchline/contracts';
import type { ApiInstance } from './http/api-instance';
import { findClubMemberByEmail, seedCommerce } from './commerce/commerce-seed';
import { fail } from './errors/domain-error';
import type { AreaOptions } from './http/area-options';
import { SEED_USERS } from './identity/identity-seed-data';
import { seedUser } from './identity/identity-seed';
import { seedMemberAccount } from './member-account/member-account-seed';
import {
  seedCardNeedingAuthentication,
  seedLastSeasonMembership,
  seedSubscription,
} from './member-account/member-extras-seed';

/** The demo club's seeded member, whom a made member copies. */
const DEMO_MEMBER = SEED_USERS.find((user) => user.email === 'member@demo.touchline.test');

/** Addresses the tool makes members for: never a real person's. */
const DEV_EMAIL = '^[a-z0-9._+-]+@[a-z0-9.-]+\\.touchline\\.test$';

const MemberBody = Type.Object({
  email: Type.String({ pattern: DEV_EMAIL, maxLength: 120 }),
  /** Also a monthly Supporters Club Subscription with its next period scheduled. */
  subscription: Type.Optional(Type.Boolean()),
  /**
   * Also a saved card that asks for 3-D Secure (ending 3220) as the default, the failed payment
   * recorded as the bank asking for authentication.
   */
  card_needing_authentication: Type.Optional(Type.Boolean()),
  /** False: without the seeded membership, for a journey that buys that plan for the member. */
  membership: Type.Optional(Type.Boolean()),
  /** Also her Adult Social Membership of the last season, with her answers: one to renew. */
  last_season: Type.Optional(Type.Boolean()),
});
const MadeMember = Type.Object({ email: Type.String(), password: Type.String() });

/**
 * Development tool (`DEV_TOOLS`, this machine only): a member of the club like the demo club's
 * seeded member (the same name, address, juvenile, two saved cards of the simulator, a
 * membership in instalments with a failed payment and a weekly lotto that renews; on request a
 * monthly subscription, a default card that asks for 3-D Secure, and a membership of the last
 * season to renew), under an address of the
 * caller's. Journeys that change a member's cart, orders, cards or sign-in
 * limits each take their own, so none waits for another. Idempotent: an address already made
 * gets its member as it now is.
 */
export async function devMemberRoutes(app: ApiInstance, options: AreaOptions) {
  const { db } = options;
  app.post(
    '/dev/members/:club',
    {
      schema: {
        params: ClubParams,
        body: MemberBody,
        response: { 201: MadeMember, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      if (!DEMO_MEMBER) throw fail('not_found');
      const email = request.body.email.toLowerCase();
      const slug = request.club.slug;
      await seedUser(db, { ...DEMO_MEMBER, club: slug, email });
      const buyer = await findClubMemberByEmail(db, slug, email);
      if (!buyer) throw fail('not_found');
      await seedCommerce(db, buyer, { membership: request.body.membership !== false });
      await seedMemberAccount(db, buyer);
      if (request.body.subscription) await seedSubscription(db, buyer);
      if (request.body.card_needing_authentication) {
        await seedCardNeedingAuthentication(db, buyer);
      }
      if (request.body.last_season) await seedLastSeasonMembership(db, buyer);
      return reply.code(201).send({ email, password: DEMO_MEMBER.password });
    },
  );
}
