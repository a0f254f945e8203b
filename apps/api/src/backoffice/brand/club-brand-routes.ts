import { ClubBrandSettings, ClubBrandUpdateBody, ErrorBody } from '@touchline/contracts';
import type { FastifyRequest } from 'fastify';
import type { ApiInstance } from '../../http/api-instance';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { fail } from '../../errors/domain-error';
import { managedClubOf, requireBackofficeTool } from '../club-admin-access';
import { recordClubChange } from '../look/club-change-repository';
import { withClubLocked } from '../look/club-look-repository';
import { checkedClubBrand } from './club-brand-body';
import { findStoredClubBrand, saveClubBrand, toClubBrandSettings } from './club-brand-repository';
import { backofficeSchema } from '../backoffice-schema';

const PATH = '/v2/backoffice/club/brand';

const userIdOf = (request: FastifyRequest) =>
  request.auth?.kind === 'user' ? request.auth.userId : null;

/**
 * The club settings page's brand editor: the logo, the home banner (picture, title, text, link)
 * and the social links. Admin or Owner only. Images come from the back office's image upload
 * (`POST /v2/backoffice/images`). A save writes its audit row in the same transaction and drops
 * the club's cache entry, so the site shows it on its next load.
 */
export async function clubBrandRoutes(
  app: ApiInstance,
  options: { db: Kysely<Database>; publicUrl: string },
): Promise<void> {
  const { db, publicUrl } = options;
  const guard = requireBackofficeTool('settings');

  app.get(
    PATH,
    {
      preHandler: guard,
      schema: backofficeSchema({
        response: { 200: ClubBrandSettings },
      }),
    },
    async (request) => {
      const stored = await findStoredClubBrand(db, managedClubOf(request).accountId);
      if (!stored) throw fail('club_not_found');
      return toClubBrandSettings(stored, publicUrl);
    },
  );

  app.put(
    PATH,
    {
      preHandler: guard,
      schema: backofficeSchema({
        body: ClubBrandUpdateBody,
        response: { 200: ClubBrandSettings, 422: ErrorBody },
      }),
    },
    async (request) => {
      const club = managedClubOf(request);
      const brand = await withClubLocked(db, club.accountId, async (trx) => {
        const current = await findStoredClubBrand(trx, club.accountId);
        if (!current) throw fail('club_not_found');
        const checked = await checkedClubBrand(
          trx,
          { accountId: club.accountId, slug: club.slug, publicUrl },
          current,
          request.body,
        );
        await saveClubBrand(trx, club.accountId, checked);
        const after = toClubBrandSettings(checked, publicUrl);
        await recordClubChange(trx, {
          accountId: club.accountId,
          userId: userIdOf(request),
          area: 'brand',
          before: toClubBrandSettings(current, publicUrl),
          after,
        });
        return after;
      });
      // The club record every page of the site reads carries the brand: read it afresh.
      app.clubs.invalidate(club.slug);
      return brand;
    },
  );
}
