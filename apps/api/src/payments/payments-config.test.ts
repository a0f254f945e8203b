import { isLoopbackUrl, readPaymentsConfig } from './payments-config';

const STRIPE = {
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_fake',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
  STRIPE_WEBHOOK_SECRET: 'whsec_fake',
};

function read(env: Record<string, string>) {
  const problems: string[] = [];
  const config = readPaymentsConfig((name) => env[name], problems);
  return { config, problems };
}

describe('payment settings', () => {
  it('calls Stripe itself unless STRIPE_API_URL names a stand-in', () => {
    const { config, problems } = read(STRIPE);
    expect(problems).toEqual([]);
    expect(config).toEqual({
      provider: 'stripe',
      stripe: {
        secretKey: 'sk_test_fake',
        publishableKey: 'pk_test_fake',
        webhookSecret: 'whsec_fake',
      },
    });
    expect(read({ ...STRIPE, STRIPE_API_URL: '' }).config).toEqual(config);
  });

  it('takes a stand-in base URL, as its origin', () => {
    for (const [given, origin] of [
      ['http://127.0.0.1:12111', 'http://127.0.0.1:12111'],
      ['http://127.0.0.1:12111/', 'http://127.0.0.1:12111'],
      ['https://localhost:8443', 'https://localhost:8443'],
      ['http://[::1]:9000', 'http://[::1]:9000'],
    ] as const) {
      const { config, problems } = read({ ...STRIPE, STRIPE_API_URL: given });
      expect(problems).toEqual([]);
      expect(config).toMatchObject({ stripe: { apiUrl: origin } });
    }
  });

  it('refuses anything but a bare http(s) base URL', () => {
    for (const given of [
      'localhost:12111',
      'ftp://127.0.0.1',
      'http://127.0.0.1:12111/v1',
      'http://127.0.0.1?x=1',
      'http://user:pass@127.0.0.1',
    ]) {
      expect(read({ ...STRIPE, STRIPE_API_URL: given }).problems).toEqual([
        `STRIPE_API_URL must be a base URL like http://127.0.0.1:12111, got "${given}"`,
      ]);
    }
  });

  it('never sends a live key to a stand-in', () => {
    const { problems } = read({
      ...STRIPE,
      STRIPE_SECRET_KEY: 'sk_live_fake',
      STRIPE_API_URL: 'http://127.0.0.1:12111',
    });
    expect(problems).toEqual([
      'STRIPE_API_URL is for a local stand-in and cannot be used with a live key',
    ]);
  });

  it('knows the loopback addresses', () => {
    for (const url of [
      'http://127.0.0.1:1',
      'http://127.1.2.3',
      'http://[::1]:2',
      'https://LOCALHOST',
    ]) {
      expect(isLoopbackUrl(url)).toBe(true);
    }
    for (const url of [
      'http://10.0.0.5:1',
      'https://stripe-mock.internal',
      'http://127.0.0.1.example',
    ]) {
      expect(isLoopbackUrl(url)).toBe(false);
    }
  });
});
