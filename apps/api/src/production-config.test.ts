import { ConfigError, loadConfig } from './config';

const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://touchline:secret@db.internal:5432/touchline',
  PUBLIC_URL: 'https://api.touchline.example',
  CORS_ORIGINS: 'https://*.touchline.example,https://admin.touchline.example',
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_live_abc123',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_abc123',
  STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
  MAIL_TRANSPORT: 'smtp',
  SMTP_URL: 'smtps://mailer:secret@smtp.example:465',
  MAPBOX_TOKEN: 'pk.productiontoken',
};

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('production configuration', () => {
  it('starts with real providers, PostgreSQL and explicit origins', () => {
    const config = loadConfig(PRODUCTION);
    expect(config).toMatchObject({
      production: true,
      devTools: false,
      payments: { provider: 'stripe' },
      mail: { transport: 'smtp' },
      database: { kind: 'postgres' },
    });
  });

  it('refuses the development defaults, naming every missing setting', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems).toEqual([
      expect.stringMatching(
        /^In production PAYMENT_PROVIDER must be stripe, with STRIPE_SECRET_KEY/,
      ),
      expect.stringMatching(/^In production MAIL_TRANSPORT must be smtp, with SMTP_URL/),
      expect.stringMatching(/^In production DATABASE_URL must name the PostgreSQL database/),
      expect.stringMatching(/^In production PUBLIC_URL/),
      expect.stringMatching(/^In production CORS_ORIGINS/),
      expect.stringMatching(/^In production MAPBOX_TOKEN must be set .* or GEOCODER=none/),
    ]);
  });

  it('seeds no demo club unless SEED_DEMO=1', () => {
    expect(loadConfig(PRODUCTION).seedDemo).toBe(false);
    expect(loadConfig({ ...PRODUCTION, SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(problemsOf({ ...PRODUCTION, SEED_DEMO: 'yes' })).toEqual([
      'SEED_DEMO must be 0 or 1, got "yes"',
    ]);
  });

  it('refuses the development geocoder, and runs without address search when told to', () => {
    const { MAPBOX_TOKEN: _token, ...withoutToken } = PRODUCTION;
    expect(problemsOf(withoutToken)).toEqual([
      expect.stringContaining("the development geocoder only knows the seeded clubs' addresses"),
    ]);
    expect(loadConfig({ ...withoutToken, GEOCODER: 'none' }).geocoding).toEqual({
      provider: 'none',
    });
    expect(problemsOf({ ...withoutToken, GEOCODER: 'nominatim' })).toEqual([
      expect.stringMatching(/^GEOCODER must be none/),
      expect.stringContaining('the development geocoder only knows'),
    ]);
  });

  it('refuses the test card simulator and the mail outbox even when asked for by name', () => {
    const problems = problemsOf({
      ...PRODUCTION,
      PAYMENT_PROVIDER: 'test',
      MAIL_TRANSPORT: 'outbox',
    });
    expect(problems).toEqual([
      expect.stringContaining('the test card simulator is for development only'),
      expect.stringContaining('the mail outbox is for development only'),
    ]);
  });

  it('refuses a plain-http public address or browser origin, except on this machine', () => {
    expect(
      problemsOf({
        ...PRODUCTION,
        PUBLIC_URL: 'http://api.touchline.example',
        CORS_ORIGINS: 'https://*.touchline.example,http://admin.touchline.example',
      }),
    ).toEqual([
      'In production PUBLIC_URL must be an https address, got "http://api.touchline.example"',
      'In production every CORS_ORIGINS entry must be https, got "http://admin.touchline.example"',
    ]);
    // A production build tried on one machine: loopback addresses need no certificate.
    expect(
      problemsOf({
        ...PRODUCTION,
        PUBLIC_URL: 'http://127.0.0.1:3333',
        CORS_ORIGINS: 'http://*.localhost:4200,http://localhost:4300',
      }),
    ).toEqual([]);
  });

  it('names the Stripe key that is missing', () => {
    const { STRIPE_WEBHOOK_SECRET: _omitted, ...withoutWebhook } = PRODUCTION;
    expect(problemsOf(withoutWebhook)).toEqual([
      'STRIPE_WEBHOOK_SECRET must be set to a whsec_... secret when PAYMENT_PROVIDER is stripe',
    ]);
  });

  it('takes a Stripe stand-in only on this machine, and only with test keys', () => {
    const TEST_KEYS = {
      ...PRODUCTION,
      STRIPE_SECRET_KEY: 'sk_test_fake',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
    };
    expect(
      loadConfig({ ...TEST_KEYS, STRIPE_API_URL: 'http://127.0.0.1:12111' }).payments,
    ).toMatchObject({ stripe: { apiUrl: 'http://127.0.0.1:12111' } });
    expect(problemsOf({ ...TEST_KEYS, STRIPE_API_URL: 'https://stripe-mock.internal' })).toEqual([
      expect.stringMatching(
        /^In production STRIPE_API_URL may only name a stand-in on this machine .* got "https:\/\/stripe-mock\.internal"/,
      ),
    ]);
    expect(problemsOf({ ...PRODUCTION, STRIPE_API_URL: 'http://127.0.0.1:12111' })).toEqual([
      'STRIPE_API_URL is for a local stand-in and cannot be used with a live key',
    ]);
  });

  it('keeps the development defaults outside production', () => {
    expect(loadConfig({})).toMatchObject({
      production: false,
      payments: { provider: 'test' },
      mail: { transport: 'outbox' },
      trustProxy: 0,
    });
  });
});

describe('TRUST_PROXY', () => {
  it('reads a number of hops or a list of proxy addresses', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe(
      '10.0.0.0/8,127.0.0.1',
    );
  });

  it('refuses anything else', () => {
    expect(problemsOf({ TRUST_PROXY: 'yes please' })).toEqual([
      expect.stringContaining('TRUST_PROXY must be a number of proxy hops'),
    ]);
  });
});
