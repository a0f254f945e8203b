// Security headers of every app's origin (club site shell, remotes, back office). The policy is
// strict where it matters: scripts only from this deployment's own app origins and Stripe (no
// inline script, no eval), no plugins, no <base> tricks, and no framing of the back office or
// the member's account area.
import { DEVELOPMENT_PORTS } from './development-ports';

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

export interface DocumentAt {
  /** The app this origin serves (`shell`, `backoffice`, a remote's name). */
  app: string;
  /** The request's Host header. */
  host?: string;
  pathname: string;
}

export interface DeploymentOrigins {
  /** Origins scripts, styles and manifests may come from (`*.` for one label). */
  appOrigins: string[];
  /** The Club API's origin. */
  apiOrigin: string;
}

/** Whether a document must refuse every frame: the back office, the account and admin areas. */
export function refusesFraming({ app, host = '', pathname }: DocumentAt): boolean {
  const area = host.toLowerCase().split('.')[0] ?? '';
  return app === 'backoffice' || NEVER_FRAMED_AREAS.has(area) || NEVER_FRAMED.test(pathname);
}

/**
 * The app origins scripts and manifests may come from. Development and `npm start` serve each
 * app from its own localhost port (club sites as `<club>.localhost`); a deployment names its
 * origins in `APP_ORIGINS` (comma-separated, `*.` for one label) and its API in `API_ORIGIN`.
 */
export function deploymentOrigins(env: NodeJS.ProcessEnv = process.env): DeploymentOrigins {
  const appOrigins = env.APP_ORIGINS
    ? env.APP_ORIGINS.split(',')
        .map((origin) => origin.trim())
        .filter(Boolean)
    : Object.entries(DEVELOPMENT_PORTS)
        .filter(([name]) => name !== 'api')
        .flatMap(([, port]) => [`http://localhost:${port}`, `http://*.localhost:${port}`]);
  const apiOrigin = env.API_ORIGIN?.trim() || `http://localhost:${DEVELOPMENT_PORTS.api}`;
  return { appOrigins, apiOrigin };
}

/** The Content-Security-Policy of a document at `pathname` on one app's origin. */
export function contentSecurityPolicy({
  appOrigins,
  apiOrigin,
  ...document
}: DocumentAt & DeploymentOrigins): string {
  const framing = refusesFraming(document) ? "'none'" : "'self'";
  const directives: Record<string, string[]> = {
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
export function securityHeaders(
  document: DocumentAt,
  origins: DeploymentOrigins = deploymentOrigins(),
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy({ ...document, ...origins }),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    ...(refusesFraming(document) ? { 'X-Frame-Options': 'DENY' } : {}),
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self)',
  };
}

/**
 * `securityHeaders` for every answer of one app's origin, each of its two possible sets built
 * once: they differ only in whether the document refuses framing, and a crowd's requests should
 * not build the policy again each time.
 */
export function securityHeadersOf(
  origins: DeploymentOrigins,
): (document: DocumentAt) => Record<string, string> {
  const built = new Map<boolean, Record<string, string>>();
  return (document) => {
    const refused = refusesFraming(document);
    let headers = built.get(refused);
    if (!headers) {
      headers = securityHeaders(document, origins);
      built.set(refused, headers);
    }
    return headers;
  };
}
