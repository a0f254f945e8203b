import fs from 'node:fs';
import path from 'node:path';
import Stripe from 'stripe';

/** A recorded Stripe answer: the JSON file under `fixtures/stripe/` and its status. */
export interface RecordedAnswer {
  readonly status?: number;
  readonly fixture: string;
}

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly idempotencyKey: string | null;
  /** The form-encoded body, decoded (`metadata[order_id]` -> value). */
  readonly form: Readonly<Record<string, string>>;
}

const FIXTURES = path.join(__dirname, 'fixtures', 'stripe');

export function readFixture<T = Record<string, unknown>>(name: string): T {
  return JSON.parse(fs.readFileSync(path.join(FIXTURES, `${name}.json`), 'utf8')) as T;
}

/**
 * An HTTP client for the Stripe library that answers from recorded JSON instead of the
 * network: `answers` maps `METHOD /v1/path` to a fixture. Unknown requests answer 404 as Stripe
 * would, so a test notices a call it did not expect.
 */
export function recordedStripe(answers: Readonly<Record<string, RecordedAnswer>>) {
  const requests: RecordedRequest[] = [];
  const fetchFn = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input.toString());
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers = new Headers(init?.headers);
    const body = typeof init?.body === 'string' ? init.body : (url.search.slice(1) ?? '');
    requests.push({
      method,
      path: url.pathname,
      idempotencyKey: headers.get('idempotency-key'),
      form: Object.fromEntries(new URLSearchParams(body)),
    });
    const answer = answers[`${method} ${url.pathname}`];
    const status = answer ? (answer.status ?? 200) : 404;
    const json = answer
      ? readFixture(answer.fixture)
      : {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `Unrecognized request URL (${method}: ${url.pathname})`,
          },
        };
    return new Response(JSON.stringify(json), {
      status,
      headers: { 'content-type': 'application/json', 'request-id': 'req_recorded' },
    });
  };
  return { httpClient: Stripe.createFetchHttpClient(fetchFn), requests };
}
