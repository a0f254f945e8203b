// Security headers of every app's origin (club site shell, remotes, back office), set by the
// static server that serves the production builds. The policy is strict where it matters:
// scripts only from this deployment's own app origins and Stripe (no inline script, no eval),
// no plugins, no <base> tricks, and no framing of the back office or the member's account area.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const ports = require('../rspack/ports.cjs');

const STRIPE = ['https://js.stripe.com'];
const STRIPE_FRAMES = ['https://js.stripe.com', 'https://hooks.stripe.com'];
const STRIPE_API = ['https://api.stripe.com'];
const MAPBOX = [
  'https://api.mapbox.com',
  'https://events.mapbox.com',
  'https://*.tiles.mapbox.com',
];

/** Pages of the club site that must never be framed: sign-in and the account screens. */
const NEVER_FRAMED = /^\/(account|authentication)(\/|$)/;
/** Host areas that must never be framed: the member's account area and the admin areas. */
const NEVER_FRAMED_AREAS = new Set(['myaccount', 'club', 'su', 'xgb']);

/** Whether a document must refuse every frame: the back office, the account and admin areas. */
export function refusesFraming({ app, host = '', pathname }) {
  const area = host.toLowerCase().split('.')[0] ?? '';
  return app === 'backoffice' || NEVER_FRAMED_AREAS.has(area) || NEVER_FRAMED.test(pathname);
}

/**
 * The app origins scripts and manifests may come from. Development and `npm start` serve each
 * app from its own localhost port (club sites as `<club>.localhost`); a deployment names its
 * origins in `APP_ORIGINS` (comma-separated, `*.` for one label) and its API in `API_ORIGIN`.
 */
export function deploymentOrigins(env = process.env) {
  const appOrigins = env.APP_ORIGINS
    ? env.APP_ORIGINS.split(',')
        .map((origin) => origin.trim())
        .filter(Boolean)
    : Object.entries(ports)
        .filter(([name]) => name !== 'api')
        .flatMap(([, port]) => [`http://localhost:${port}`, `http://*.localhost:${port}`]);
  const apiOrigin = env.API_ORIGIN?.trim() || `http://localhost:${ports.api}`;
  return { appOrigins, apiOrigin };
}

/** The Content-Security-Policy of a document at `pathname` on one app's origin. */
export function contentSecurityPolicy({ app, host, pathname, appOrigins, apiOrigin }) {
  const framing = refusesFraming({ app, host, pathname }) ? "'none'" : "'self'";
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...appOrigins, ...STRIPE],
    // React and the map set element styles at run time; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'", ...appOrigins],
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      apiOrigin,
      ...appOrigins,
      'https://*.stripe.com',
      ...MAPBOX,
    ],
    'font-src': ["'self'", 'data:', ...appOrigins],
    'connect-src': ["'self'", apiOrigin, ...appOrigins, ...STRIPE_API, ...MAPBOX],
    // The card processor's fields and 3-D Secure (the test processor's page is on the API).
    'frame-src': ["'self'", apiOrigin, ...STRIPE_FRAMES],
    // The map draws in workers made from blobs.
    'worker-src': ["'self'", 'blob:'],
    'child-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", apiOrigin],
    'frame-ancestors': [framing],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Every header of a document (or file) answer on one app's origin. */
export function securityHeaders({ app, host, pathname, origins = deploymentOrigins() }) {
  const framed = refusesFraming({ app, host, pathname });
  return {
    'Content-Security-Policy': contentSecurityPolicy({ app, host, pathname, ...origins }),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    ...(framed ? { 'X-Frame-Options': 'DENY' } : {}),
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self)',
  };
}

/**
 * Source maps stay with the build for error reports; they are never served. The path is read
 * decoded, as the file server reads it (`.m%61p` is `.map`); one that cannot be decoded is refused
 * with them.
 */
export function isSourceMap(pathname) {
  const decoded = decodedPath(pathname);
  return decoded === null || /\.map$/i.test(decoded);
}

/**
 * A release's own record (`release.json`: its commit and build time) is for the release tooling
 * on the server, not for visitors.
 */
export function isReleaseRecord(pathname) {
  const decoded = decodedPath(pathname);
  return decoded === null || /(^|\/)release\.json$/i.test(decoded);
}

/** The path as the file server reads it, or null when it cannot be decoded. */
function decodedPath(pathname) {
  try {
    return decodeURIComponent(pathname.split('?')[0] ?? '');
  } catch {
    return null;
  }
}
