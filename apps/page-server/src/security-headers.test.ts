import {
  contentSecurityPolicy,
  deploymentOrigins,
  type DocumentAt,
  refusesFraming,
  securityHeaders,
  securityHeadersOf,
} from './security-headers';

/** The policy's directives, each with its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const DEPLOYMENT = {
  appOrigins: ['https://*.clubs.example', 'https://cdn.clubs.example'],
  apiOrigin: 'https://api.clubs.example',
};
const CLUB_PAGE: DocumentAt = { app: 'shell', host: 'demo.clubs.example', pathname: '/news' };

describe('framing', () => {
  it.each<[string, DocumentAt]>([
    ['the back office', { app: 'backoffice', host: 'admin.clubs.example', pathname: '/' }],
    ['a back office page', { app: 'backoffice', pathname: '/members/4' }],
    ["a club's account page", { app: 'shell', host: 'demo.clubs.example', pathname: '/account' }],
    ['an account screen', { app: 'shell', host: 'demo.clubs.example', pathname: '/account/cards' }],
    ['sign-in', { app: 'auth', host: 'demo.clubs.example', pathname: '/authentication/login' }],
    ["the member's account area", { app: 'shell', host: 'myaccount.clubs.example', pathname: '/' }],
    ['an admin area', { app: 'shell', host: 'SU.clubs.example', pathname: '/' }],
  ])('is refused for %s', (_, document) => {
    expect(refusesFraming(document)).toBe(true);
    const policy = directives(contentSecurityPolicy({ ...document, ...DEPLOYMENT }));
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(securityHeaders(document, DEPLOYMENT)['X-Frame-Options']).toBe('DENY');
  });

  it.each<[string, DocumentAt]>([
    ["a club's page", CLUB_PAGE],
    ["a club's home", { app: 'shell', host: 'demo.clubs.example', pathname: '/' }],
    ['a page whose path starts like the account', { app: 'shell', pathname: '/accounts-2024' }],
    ["a remote's file", { app: 'storefront', host: 'storefront.clubs.example', pathname: '/' }],
  ])("is allowed to the page's own origin for %s", (_, document) => {
    expect(refusesFraming(document)).toBe(false);
    const policy = directives(contentSecurityPolicy({ ...document, ...DEPLOYMENT }));
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(securityHeaders(document, DEPLOYMENT)).not.toHaveProperty('X-Frame-Options');
  });
});

describe("the deployment's origins", () => {
  it('are the ones APP_ORIGINS and API_ORIGIN name, in script-src and connect-src', () => {
    const origins = deploymentOrigins({
      APP_ORIGINS: ' https://*.clubs.example, https://cdn.clubs.example ,, ',
      API_ORIGIN: ' https://api.clubs.example ',
    });
    expect(origins).toEqual(DEPLOYMENT);
    const policy = directives(contentSecurityPolicy({ ...CLUB_PAGE, ...origins }));
    expect(policy.get('script-src')).toEqual([
      "'self'",
      'https://*.clubs.example',
      'https://cdn.clubs.example',
      'https://js.stripe.com',
    ]);
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://api.clubs.example',
        'https://*.clubs.example',
        'https://cdn.clubs.example',
      ]),
    );
    // The API's origin is where scripts never come from; the development ports are gone.
    expect(policy.get('script-src')).not.toContain('https://api.clubs.example');
    expect(contentSecurityPolicy({ ...CLUB_PAGE, ...origins })).not.toMatch(/localhost/);
    expect(policy.get('form-action')).toEqual(["'self'", 'https://api.clubs.example']);
  });

  it("are each app's development port and the local API when the environment names none", () => {
    const { appOrigins, apiOrigin } = deploymentOrigins({});
    expect(apiOrigin).toBe('http://localhost:3333');
    expect(appOrigins).toEqual(
      expect.arrayContaining([
        'http://localhost:4200',
        'http://*.localhost:4200',
        'http://localhost:4201',
        'http://localhost:4300',
        'http://*.localhost:4300',
      ]),
    );
    expect(appOrigins).not.toContain('http://localhost:3333');
    const policy = directives(contentSecurityPolicy({ ...CLUB_PAGE, appOrigins, apiOrigin }));
    expect(policy.get('script-src')).toEqual(expect.arrayContaining(appOrigins));
    expect(policy.get('connect-src')).toContain('http://localhost:3333');
  });

  it('are taken from process.env by default', () => {
    expect(deploymentOrigins()).toEqual(deploymentOrigins(process.env));
  });
});

describe('the policy', () => {
  it('runs no inline script, no eval, no plugin, and keeps <base> to the origin', () => {
    const policy = directives(contentSecurityPolicy({ ...CLUB_PAGE, ...DEPLOYMENT }));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
  });

  it('comes with the other headers of every answer', () => {
    expect(securityHeaders(CLUB_PAGE, DEPLOYMENT)).toEqual({
      'Content-Security-Policy': contentSecurityPolicy({ ...CLUB_PAGE, ...DEPLOYMENT }),
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Content-Type-Options': 'nosniff',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self)',
    });
  });
});

describe('the security headers of one origin, built once', () => {
  it('are the headers of each document, whether it refuses framing or not', () => {
    const origins = {
      appOrigins: ['https://*.clubs.example'],
      apiOrigin: 'https://api.clubs.example',
    };
    const headersOf = securityHeadersOf(origins);
    for (const document of [
      { app: 'shell', host: 'demo.clubs.example', pathname: '/' },
      { app: 'shell', host: 'demo.clubs.example', pathname: '/account/cards' },
      { app: 'shell', host: 'myaccount.clubs.example', pathname: '/' },
      { app: 'shell', host: 'demo.clubs.example', pathname: '/news/a' },
      { app: 'backoffice', host: 'admin.clubs.example', pathname: '/' },
    ]) {
      expect(headersOf(document)).toEqual(securityHeaders(document, origins));
    }
  });
});
