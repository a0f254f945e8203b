import { fail } from '../errors/domain-error';
import { ErrorBody } from '@touchline/contracts';
import type { FastifyReply } from 'fastify';
import { createClubLookup, type ClubRef } from '../clubs/club-lookup';
import type { AreaOptions } from '../http/area-options';
import { createProductReader, type ProductReader } from './product-repository';

/** The error answers every catalogue route may give. */
export const ERROR_RESPONSES = { 400: ErrorBody, 404: ErrorBody } as const;

/** What the catalogue's route modules share. */
export interface CatalogueContext extends AreaOptions {
  readonly products: ProductReader;
  /** The club of the path, or null after answering 404. */
  clubOr404(slug: string, reply: FastifyReply): Promise<ClubRef | null>;
}

export function createCatalogueContext(options: AreaOptions): CatalogueContext {
  const clubs = createClubLookup(options.db, options.config.clubCacheTtlMs);
  return {
    ...options,
    products: createProductReader(options.db, options.config.publicUrl),
    async clubOr404(slug) {
      const club = await clubs.find(slug);
      if (!club) throw fail('club_not_found');
      return club;
    },
  };
}
