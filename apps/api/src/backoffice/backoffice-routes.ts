import type { FastifyInstance } from 'fastify';
import { createClock } from '../clock/clock';
import type { ArticleListCache } from '../content/article-list-cache';
import type { AreaOptions } from '../http/area-options';
import { createRateLimiter } from '../http/rate-limit';
import type { JobQueue } from '../jobs/job-queue';
import { articleEditorRoutes } from './articles/article-editor-routes';
import { decorateManagedClub } from './club-admin-access';
import { contactInboxRoutes } from './contact-inbox-routes';
import { distributionListRoutes } from './distribution-list-routes';
import { distributionMessageRoutes } from './distribution-message-routes';
import { registrationFormRoutes } from './forms/registration-form-routes';
import { memberRegisterRoutes } from './members/member-register-routes';
import { dashboardRoutes } from './dashboard/dashboard-routes';
import { lottoRoutes } from './lotto/lotto-routes';
import { clubLocationRoutes } from './location/club-location-routes';
import { clubLookRoutes } from './look/club-look-routes';
import { clubSponsorRoutes } from './sponsors/club-sponsor-routes';
import { clubBrandRoutes } from './brand/club-brand-routes';
import { createGeocoderPort, type GeocoderPort } from './location/geocoder-port';
import { imageRoutes } from './image-routes';
import { paymentReportRoutes } from './payments/payment-report-routes';
import type { RephrasePort } from './rephrase-port';
import { createRephrasePort } from './rephrase-providers';
import { rephraseRoutes } from './rephrase-routes';
import { teamInvitationAcceptRoutes } from './team/team-invitation-accept-routes';
import { teamRoutes } from './team/team-routes';
import { createMailPort } from '../mail/mail-port';
import { named } from '../http/plugin-name';

export interface BackofficeOptions extends AreaOptions {
  /** Defaults to the port `config.rephrase` names (none: rephrasing answers 503). */
  readonly rephraser?: RephrasePort | null;
  /** Where a message to a list queues the jobs that send its copies (absent: left waiting). */
  readonly jobs?: JobQueue;
  /** Defaults to the port `config.geocoding` names. */
  readonly geocoder?: GeocoderPort;
  /** The public article lists' cache, forgotten for a club when its editor publishes. */
  readonly articleLists?: ArticleListCache;
}

/**
 * Routes of the back-office area: email distribution lists, templates and opt-outs, messages
 * written to a list, the contact inbox, the rich-text editor's rephrasing and image upload, the
 * uploaded images, the treasurer's view of the club's payments, the member register, the lotto's
 * draws and lines, the news and pages editor, and the club's team (roles and invitations;
 * accepting an invitation is the one public call). Each tool is open to the roles
 * `BACKOFFICE_PERMISSIONS` gives it in the club.
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
  await app.register(named(distributionListRoutes), { db });
  await app.register(named(rephraseRoutes), { rephraser, limiter });
  await app.register(named(imageRoutes), { db, publicUrl: config.publicUrl, limiter });
  await app.register(named(distributionMessageRoutes), {
    db,
    ...(options.jobs ? { jobs: options.jobs } : {}),
  });
  await app.register(named(contactInboxRoutes), { db });
  await app.register(named(registrationFormRoutes), { db });
  await app.register(named(clubLocationRoutes), {
    db,
    geocoder: options.geocoder ?? createGeocoderPort(config.geocoding),
  });
  await app.register(named(clubLookRoutes), { db });
  await app.register(named(clubSponsorRoutes), { db, publicUrl: config.publicUrl });
  await app.register(named(clubBrandRoutes), { db, publicUrl: config.publicUrl });
  // Months and days by the clock payments fall due by (moved forward in development only).
  const clock = createClock(db, { movable: !config.production });
  await app.register(named(paymentReportRoutes), { db, clock });
  // The register's seasons and age groups by the same clock.
  await app.register(named(memberRegisterRoutes), { db, clock });
  await app.register(named(dashboardRoutes), { db, clock });
  await app.register(named(lottoRoutes), { db, clock });
  // Articles go out by the same clock (a scheduled one is public from its time on).
  await app.register(named(teamRoutes), { db, config, mail: createMailPort(config.mail, db) });
  await app.register(named(teamInvitationAcceptRoutes), { db, limiter });
  await app.register(named(articleEditorRoutes), {
    db,
    clock,
    publicUrl: config.publicUrl,
    ...(options.articleLists ? { articleLists: options.articleLists } : {}),
  });
}
