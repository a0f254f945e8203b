import type { Features } from '@touchline/contracts';
import type { Kysely } from 'kysely';
import { createProductReader, type ProductReader } from '../catalogue/product-repository';
import { DEFAULT_FEATURES } from '../clubs/club-repository';
import { ClubStoreCache } from '../clubs/club-store-cache';
import type { ApiConfig } from '../config';
import type { Database } from '../db/schema';
import { createOriginMatcher } from '../http/cors-origins';
import { createRateLimiter, type RateLimiter } from '../http/rate-limit';
import { createMailPort, type MailPort } from '../mail/mail-port';
import { createPaymentPort, type ConfiguredPaymentPort } from '../payments/create-payment-port';

/** What checkout needs to know about the club in the path. */
export interface CommerceClub {
  readonly accountId: number;
  readonly slug: string;
  readonly name: string;
  readonly currency: string;
  readonly country: string | null;
  readonly onBehalfOf: string | null;
  readonly features: Features;
}

export interface CommerceContext {
  readonly db: Kysely<Database>;
  readonly config: ApiConfig;
  readonly products: (db: Kysely<Database>) => ProductReader;
  readonly payments: ConfiguredPaymentPort;
  readonly mail: MailPort;
  readonly limiter: RateLimiter;
  findClub(slug: string): Promise<CommerceClub | null>;
  /** A page of an allowed club site origin (where payments may return to). */
  isAllowedReturnUrl(url: string): boolean;
}

export interface CommerceDependencies {
  /** Replaces the configured payment port (tests). */
  readonly payments?: ConfiguredPaymentPort;
  readonly mail?: MailPort;
}

export function createCommerceContext(
  db: Kysely<Database>,
  config: ApiConfig,
  dependencies: CommerceDependencies = {},
): CommerceContext {
  const clubs = new ClubStoreCache<CommerceClub>({ ttlMs: config.clubCacheTtlMs });
  const allowedOrigin = createOriginMatcher(config.corsOrigins);
  return {
    db,
    config,
    products: (source) => createProductReader(source, config.publicUrl),
    payments: dependencies.payments ?? createPaymentPort(config.payments, db, config.publicUrl),
    mail: dependencies.mail ?? createMailPort(config.mail, db),
    limiter: createRateLimiter(db),
    findClub: (slug) =>
      clubs.get(slug, async (key) => {
        const row = await db
          .selectFrom('clubs')
          .select([
            'account_id',
            'slug',
            'name',
            'currency',
            'address_country',
            'on_behalf_of',
            'features',
          ])
          .where('slug', '=', key)
          .executeTakeFirst();
        if (!row) return null;
        return {
          accountId: row.account_id,
          slug: row.slug,
          name: row.name,
          currency: row.currency.toUpperCase(),
          country: row.address_country,
          onBehalfOf: row.on_behalf_of,
          features: { ...DEFAULT_FEATURES, ...(row.features as Partial<Features>) },
        };
      }),
    isAllowedReturnUrl(url) {
      try {
        const parsed = new URL(url);
        return (
          (parsed.protocol === 'http:' || parsed.protocol === 'https:') &&
          allowedOrigin(parsed.origin)
        );
      } catch {
        return false;
      }
    },
  };
}
