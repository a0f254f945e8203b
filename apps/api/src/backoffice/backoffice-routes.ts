import type { FastifyInstance } from 'fastify';
import type { AreaOptions } from '../http/area-options';
import { createRateLimiter } from '../http/rate-limit';
import { decorateManagedClub } from './club-admin-access';
import { distributionListRoutes } from './distribution-list-routes';
import { registrationFormRoutes } from './forms/registration-form-routes';
import { clubLocationRoutes } from './location/club-location-routes';
import { createGeocoderPort, type GeocoderPort } from './location/geocoder-port';
import { imageRoutes } from './image-routes';
import { createRephrasePort, type RephrasePort } from './rephrase-port';
import { rephraseRoutes } from './rephrase-routes';

export interface BackofficeOptions extends AreaOptions {
  /** Defaults to the port `config.rephrase` names (none: rephrasing answers 503). */
  readonly rephraser?: RephrasePort | null;
  /** Defaults to the port `config.geocoding` names. */
  readonly geocoder?: GeocoderPort;
}

/**
 * Routes of the back-office area: email distribution lists, templates and opt-outs, the rich-text
 * editor's rephrasing and image upload, and the uploaded images. Admin or Owner of the club.
 */
export async function backofficeRoutes(
  app: FastifyInstance,
  options: BackofficeOptions,
): Promise<void> {
  const { db, config } = options;
  decorateManagedClub(app);
  const limiter = createRateLimiter(db);
  const rephraser =
    options.rephraser === undefined ? createRephrasePort(config.rephrase) : options.rephraser;
  await app.register(distributionListRoutes, { db });
  await app.register(rephraseRoutes, { rephraser, limiter });
  await app.register(imageRoutes, { db, publicUrl: config.publicUrl, limiter });
  await app.register(registrationFormRoutes, { db });
  await app.register(clubLocationRoutes, {
    db,
    geocoder: options.geocoder ?? createGeocoderPort(config.geocoding),
  });
}
