import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { createOriginMatcher } from './cors-origins';

const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
  frameAncestors: ["'none'"],
};

/**
 * The main headers for the few answers Fastify writes before any hook runs (a URL that
 * cannot be decoded, a path parameter over the router's limit); helmet sets the full set on
 * everything else.
 */
export const BASELINE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy':
    "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/**
 * Security headers on every answer (errors included) and CORS for the configured origins only.
 * The API serves JSON and images, never pages: its CSP forbids everything a document could load.
 */
export async function registerSecurity(
  app: FastifyInstance,
  options: { corsOrigins: readonly string[] },
): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: CONTENT_SECURITY_POLICY,
    },
    // JSON is read through CORS (not subject to this header); images opt out in static-assets.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
  });

  const isAllowed = createOriginMatcher(options.corsOrigins);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && isAllowed(origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    // X-API-Key: the league data simulators take the second provider's key as it does.
    allowedHeaders: [
      'Authorization',
      'Content-Type',
      'X-Use-Guest-Auth',
      'If-None-Match',
      'X-API-Key',
      // Checkouts may carry one, so a retried request answers the same order.
      'Idempotency-Key',
    ],
    exposedHeaders: ['ETag', 'Retry-After'],
    maxAge: 600,
  });
}
