import { fail } from '../errors/domain-error';
import { createHash } from 'node:crypto';
import { Type } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { ClubAccount, ClubContentVersion, ErrorBody } from '@touchline/contracts';
import type { FastifyReply } from 'fastify';
import type { ApiInstance } from '../http/api-instance';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ClubStoreEntry } from './club-directory';
import { findClubContentVersion } from './club-content-version-repository';

export interface ClubRoutesOptions {
  readonly db: Kysely<Database>;
  /** Base URL that makes stored image paths (`/static/...`) absolute. */
  readonly publicUrl: string;
}

/** A club's slug in a path: the public club routes and the content-version stream share it. */
export const ClubParams = Type.Object({ club: Type.String({ pattern: '^[a-z0-9-]{1,63}$' }) });

const clubAccountCheck = TypeCompiler.Compile(ClubAccount);

export async function clubRoutes(app: ApiInstance, options: ClubRoutesOptions): Promise<void> {
  const { db, publicUrl } = options;

  app.get(
    '/v2/store/:club',
    { schema: { params: ClubParams, response: { 200: ClubAccount, 404: ErrorBody } } },
    async (request, reply) => {
      // Serialised once per cached record, through the route's 200 response schema.
      const entry = await app.clubs.storeDocument(request.params.club, (account) => {
        const serialize = reply.getSerializationFunction('200');
        if (!serialize) throw new Error('The club store route has no 200 response schema');
        return toEntry(serialize(withPublicUrls(account, publicUrl)));
      });
      // Clients revalidate on every use and get a 304 while the record is unchanged.
      reply.header('cache-control', 'no-cache');
      if (!entry) throw fail('club_not_found');
      reply.header('etag', entry.etag);
      // A 304 or the kept serialised text: answers the response schemas do not type.
      const answer: FastifyReply = reply;
      if (request.headers['if-none-match'] === entry.etag) return answer.code(304).send();
      return answer.type('application/json; charset=utf-8').send(entry.body);
    },
  );

  // Asked by the page server before it answers a cached page: read from the database on every
  // call (instances share nothing else), and no answer, a refusal neither, is kept on the way.
  app.get(
    '/v2/store/:club/content-version',
    {
      schema: {
        params: ClubParams,
        response: { 200: ClubContentVersion, 400: ErrorBody, 404: ErrorBody },
      },
      onRequest: async (_request, reply) => {
        reply.header('cache-control', 'no-store');
      },
    },
    async (request) => {
      const version = await findClubContentVersion(db, request.params.club);
      if (version === null) throw fail('club_not_found');
      return { version };
    },
  );
}

function toEntry(body: string): ClubStoreEntry {
  const digest = createHash('sha1').update(body).digest('base64url');
  return { body, etag: `"${digest}"` };
}

/** Stored image paths become absolute URLs of this API; the record must match the contract. */
function withPublicUrls(record: ClubAccount, publicUrl: string): ClubAccount {
  const resolved: ClubAccount = {
    ...record,
    logo_image: toPublicUrl(record.logo_image, publicUrl),
    layout_image: toPublicUrl(record.layout_image, publicUrl),
  };
  if (!clubAccountCheck.Check(resolved)) {
    const problems = [...clubAccountCheck.Errors(resolved)]
      .slice(0, 5)
      .map((error) => `${error.path || '/'} ${error.message}`);
    throw new Error(`Club ${record.slug} does not match the contract: ${problems.join('; ')}`);
  }
  return resolved;
}

export function toPublicUrl(value: string | null, publicUrl: string): string | null {
  if (value === null || !value.startsWith('/') || value.startsWith('//')) return value;
  return `${publicUrl}${value}`;
}
