import type { Kysely } from 'kysely';
import { createProductReader, type ProductReader } from '../catalogue/product-repository';

import { ClubDirectory } from '../clubs/club-directory';
import type { ClubLookup } from '../clubs/club-lookup';
import type { ResolvedClub } from '../clubs/club-repository';
import type { ApiConfig } from '../config';
import type { Database } from '../db/schema';
import { createOriginMatcher } from '../http/cors-origins';
import { createRateLimiter, type RateLimiter } from '../http/rate-limit';
import { createMailPort, type MailPort } from '../mail/mail-port';
import { createPaymentPort, type ConfiguredPaymentPort } from '../payments/create-payment-port';

/** What checkout needs to know about the club in the path. */
/** The club of a commerce call: `request.club`, set by the API's club resolver. */
export type CommerceClub = ResolvedClub;

export interface CommerceContext {
  readonly db: Kysely<Database>;
  readonly config: ApiConfig;
  readonly products: (db: Kysely<Database>) => ProductReader;
  readonly payments: ConfiguredPaymentPort;
  readonly mail: MailPort;
  readonly limiter: RateLimiter;
  /**
   * Clubs by slug or account id, for work done outside a request's own lookups (a receipt sent
   * on a payment's webhook): the API's club directory, `app.clubs`.
   */
  readonly clubs: ClubLookup;
  /** The time now (holds expire by it; tests move it). */
  now(): Date;
  /** A page of an allowed club site origin (where payments may return to). */
  isAllowedReturnUrl(url: string): boolean;
}

export interface CommerceDependencies {
  /** Replaces the configured payment port (tests). */
  readonly payments?: ConfiguredPaymentPort;
  readonly mail?: MailPort;
  /**
   * The API's club directory (`app.clubs`), whose cache the club writers invalidate. Without it
   * (background jobs, tests) clubs are read afresh each time, as no writer could invalidate a
   * cache of this context's own.
   */
  readonly clubs?: ClubLookup;
  /** Replaces the clock (tests). */
  readonly now?: () => Date;
}

export function createCommerceContext(
  db: Kysely<Database>,
  config: ApiConfig,
  dependencies: CommerceDependencies = {},
): CommerceContext {
  const allowedOrigin = createOriginMatcher(config.corsOrigins);
  return {
    db,
    config,
    products: (source) => createProductReader(source, config.publicUrl),
    payments: dependencies.payments ?? createPaymentPort(config.payments, db, config.publicUrl),
    mail: dependencies.mail ?? createMailPort(config.mail, db),
    limiter: createRateLimiter(db),
    clubs: dependencies.clubs ?? new ClubDirectory(db, 0),
    now: dependencies.now ?? (() => new Date()),
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
