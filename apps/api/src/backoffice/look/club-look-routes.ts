import {
  ClubChangeList,
  ClubLook,
  ClubLookUpdateBody,
  ClubMenu,
  ClubMenuUpdateBody,
  ErrorBody,
} from '@touchline/contracts';
import { CLUB_NAME_REQUIRED, lowContrastMessage, lowContrastPairs } from '@touchline/validators';
import type { FastifyRequest } from 'fastify';
import type { ApiInstance } from '../../http/api-instance';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { fail } from '../../errors/domain-error';
import { managedClubOf, requireBackofficeTool } from '../club-admin-access';
import { listClubChanges, recordClubChange } from './club-change-repository';
import { findClubLook, saveClubLook, withClubLocked } from './club-look-repository';
import { findClubMenu, replaceClubMenu } from './club-menu-repository';
import { menuBodyErrors, normalisedMenu } from './menu-body-errors';
import { backofficeSchema } from '../backoffice-schema';

const BASE = '/v2/backoffice/club';

const userIdOf = (request: FastifyRequest) =>
  request.auth?.kind === 'user' ? request.auth.userId : null;

/**
 * The club settings page's look (name, theme colours, feature switches) and menu editors, and
 * the audit of their edits. Admin or Owner only. Each save writes its audit row in the same
 * transaction and drops the club's cache entry, so the site shows it on its next load.
 */
export async function clubLookRoutes(
  app: ApiInstance,
  options: { db: Kysely<Database> },
): Promise<void> {
  const { db } = options;
  const guard = requireBackofficeTool('settings');

  app.get(
    `${BASE}/look`,
    {
      preHandler: guard,
      schema: backofficeSchema({
        response: { 200: ClubLook },
      }),
    },
    async (request) => {
      const look = await findClubLook(db, managedClubOf(request).accountId);
      if (!look) throw fail('club_not_found');
      return look;
    },
  );

  app.put(
    `${BASE}/look`,
    {
      preHandler: guard,
      schema: backofficeSchema({
        body: ClubLookUpdateBody,
        response: { 200: ClubLook, 422: ErrorBody },
      }),
    },
    async (request) => {
      const club = managedClubOf(request);
      const name = request.body.name.trim();
      if (name === '') {
        throw fail('invalid_data', { errors: { 'body.name': [CLUB_NAME_REQUIRED] } });
      }
      const low = lowContrastPairs(request.body.colors);
      if (low[0]) {
        throw fail('low_contrast', {
          message: lowContrastMessage(low[0]),
          errors: Object.fromEntries(
            low.map((pair) => [`body.colors.${pair.colour}`, [lowContrastMessage(pair)]]),
          ),
        });
      }
      const body = { ...request.body, name };
      const look = await withClubLocked(db, club.accountId, async (trx) => {
        const before = await findClubLook(trx, club.accountId);
        await saveClubLook(trx, club.accountId, body);
        const after = await findClubLook(trx, club.accountId);
        await recordClubChange(trx, {
          accountId: club.accountId,
          userId: userIdOf(request),
          area: 'look',
          before,
          after,
        });
        return after;
      });
      // The club record every page of the site reads carries the look: read it afresh.
      app.clubs.invalidate(club.slug);
      if (!look) throw fail('club_not_found');
      return look;
    },
  );

  app.get(
    `${BASE}/menu`,
    {
      preHandler: guard,
      schema: backofficeSchema({
        response: { 200: ClubMenu },
      }),
    },
    async (request) => ({ data: await findClubMenu(db, managedClubOf(request).accountId) }),
  );

  app.put(
    `${BASE}/menu`,
    {
      preHandler: guard,
      schema: backofficeSchema({
        body: ClubMenuUpdateBody,
        response: { 200: ClubMenu, 422: ErrorBody },
      }),
    },
    async (request) => {
      const club = managedClubOf(request);
      const found = menuBodyErrors(request.body.data);
      if (Object.keys(found).length > 0) throw fail('menu_invalid', { errors: found });
      const items = normalisedMenu(request.body.data);
      const menu = await withClubLocked(db, club.accountId, async (trx) => {
        const before = await findClubMenu(trx, club.accountId);
        await replaceClubMenu(trx, club.accountId, items);
        const after = await findClubMenu(trx, club.accountId);
        await recordClubChange(trx, {
          accountId: club.accountId,
          userId: userIdOf(request),
          area: 'menu',
          before,
          after,
        });
        return after;
      });
      // The menu is part of the club record: read it afresh.
      app.clubs.invalidate(club.slug);
      return { data: menu };
    },
  );

  app.get(
    `${BASE}/changes`,
    {
      preHandler: guard,
      schema: backofficeSchema({
        response: { 200: ClubChangeList },
      }),
    },
    async (request) => ({ data: await listClubChanges(db, managedClubOf(request).accountId) }),
  );
}
