import {
  BackofficeSponsor,
  BackofficeSponsorList,
  ErrorBody,
  SponsorBody,
  SponsorOrderBody,
  SponsorParams,
} from '@touchline/contracts';
import type { FastifyRequest } from 'fastify';
import type { ApiInstance } from '../../http/api-instance';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { fail } from '../../errors/domain-error';
import { managedClubOf, requireBackofficeTool } from '../club-admin-access';
import { clubHasEditorImage } from '../editor-image-repository';
import { recordClubChange } from '../look/club-change-repository';
import { withClubLocked } from '../look/club-look-repository';
import {
  deleteClubSponsor,
  findClubSponsor,
  insertClubSponsor,
  listClubSponsors,
  renumberClubSponsors,
  updateClubSponsor,
} from './club-sponsor-repository';
import { checkedSponsor, toBackofficeSponsor, type LogoContext } from './sponsor-input';
import { backofficeSchema } from '../backoffice-schema';

const BASE = '/v2/backoffice/club/sponsors';

const userIdOf = (request: FastifyRequest) =>
  request.auth?.kind === 'user' ? request.auth.userId : null;

/**
 * The club settings page's sponsors: listed, added, edited, removed and put in order. Admin or
 * Owner only. Each write records its audit row (the list before and after) in its transaction.
 * The sponsors' rows carry the club's content version (their trigger moves it at commit), so
 * the home's sponsors strip and the page server's cached pages show the change on their next
 * load; the API keeps no copy of the public sponsors answer to forget.
 */
export async function clubSponsorRoutes(
  app: ApiInstance,
  options: { db: Kysely<Database>; publicUrl: string },
): Promise<void> {
  const { db, publicUrl } = options;
  const guard = requireBackofficeTool('settings');

  const listOf = async (trx: Kysely<Database>, accountId: number) =>
    (await listClubSponsors(trx, accountId)).map((row) => toBackofficeSponsor(row, publicUrl));

  const logoContext = (trx: Kysely<Database>, accountId: number): LogoContext => ({
    publicUrl,
    isClubImage: (fileName) => clubHasEditorImage(trx, accountId, fileName),
  });

  /**
   * Runs one write with the club locked and audits it; no row when nothing changed. Answers the
   * write's result and the sponsors after it.
   */
  const audited = <T>(
    request: FastifyRequest,
    write: (trx: Kysely<Database>, accountId: number) => Promise<T>,
  ): Promise<{ result: T; after: BackofficeSponsor[] }> => {
    const { accountId } = managedClubOf(request);
    return withClubLocked(db, accountId, async (trx) => {
      const before = await listOf(trx, accountId);
      const result = await write(trx, accountId);
      const after = await listOf(trx, accountId);
      if (JSON.stringify(before) !== JSON.stringify(after)) {
        await recordClubChange(trx, {
          accountId,
          userId: userIdOf(request),
          area: 'sponsors',
          before,
          after,
        });
      }
      return { result, after };
    });
  };

  app.get(
    BASE,
    {
      preHandler: guard,
      schema: backofficeSchema({
        response: { 200: BackofficeSponsorList },
      }),
    },
    async (request) => ({ data: await listOf(db, managedClubOf(request).accountId) }),
  );

  app.post(
    BASE,
    {
      preHandler: guard,
      schema: backofficeSchema({
        body: SponsorBody,
        response: { 201: BackofficeSponsor, 422: ErrorBody },
      }),
    },
    async (request, reply) => {
      const { result: added } = await audited(request, async (trx, accountId) => {
        const fields = await checkedSponsor(request.body, undefined, logoContext(trx, accountId));
        const id = await insertClubSponsor(trx, accountId, fields);
        return findClubSponsor(trx, accountId, id);
      });
      if (!added) throw fail('sponsor_not_found');
      return reply.code(201).send(toBackofficeSponsor(added, publicUrl));
    },
  );

  // Registered before `/:sponsor_id`, though the router prefers the fixed path anyway.
  app.put(
    `${BASE}/order`,
    {
      preHandler: guard,
      schema: backofficeSchema({
        body: SponsorOrderBody,
        response: { 200: BackofficeSponsorList, 422: ErrorBody },
      }),
    },
    async (request) => {
      const { ids } = request.body;
      const { after } = await audited(request, async (trx, accountId) => {
        const current = await listClubSponsors(trx, accountId);
        const known = new Set(current.map((row) => row.id));
        if (ids.some((id) => !known.has(id))) throw fail('sponsor_not_found');
        if (new Set(ids).size !== ids.length || ids.length !== current.length) {
          throw fail('sponsor_order_invalid', {
            errors: { 'body.ids': ['List every sponsor of the club once, in the new order.'] },
          });
        }
        await renumberClubSponsors(trx, accountId, current, ids);
      });
      return { data: after };
    },
  );

  app.put(
    `${BASE}/:sponsor_id`,
    {
      preHandler: guard,
      schema: backofficeSchema({
        params: SponsorParams,
        body: SponsorBody,
        response: { 200: BackofficeSponsor, 422: ErrorBody },
      }),
    },
    async (request) => {
      const id = request.params.sponsor_id;
      const { result: saved } = await audited(request, async (trx, accountId) => {
        const current = await findClubSponsor(trx, accountId, id);
        if (!current) throw fail('sponsor_not_found');
        const fields = await checkedSponsor(request.body, current, logoContext(trx, accountId));
        await updateClubSponsor(trx, accountId, id, fields);
        return findClubSponsor(trx, accountId, id);
      });
      if (!saved) throw fail('sponsor_not_found');
      return toBackofficeSponsor(saved, publicUrl);
    },
  );

  app.delete(
    `${BASE}/:sponsor_id`,
    {
      preHandler: guard,
      schema: backofficeSchema({
        params: SponsorParams,
        response: { 200: BackofficeSponsorList },
      }),
    },
    async (request) => {
      const id = request.params.sponsor_id;
      const { after } = await audited(request, async (trx, accountId) => {
        if (!(await findClubSponsor(trx, accountId, id))) throw fail('sponsor_not_found');
        await deleteClubSponsor(trx, accountId, id);
        // The others close the gap, so the next one added comes last.
        const rest = await listClubSponsors(trx, accountId);
        await renumberClubSponsors(
          trx,
          accountId,
          rest,
          rest.map((row) => row.id),
        );
      });
      return { data: after };
    },
  );
}
