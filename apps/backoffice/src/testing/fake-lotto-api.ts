import type { LottoDrawLinesPage, LottoOverview } from '@touchline/contracts';

interface Answer {
  status: number;
  body?: unknown;
}

const refused = (status: number, message: string): Answer => ({ status, body: { message } });

/**
 * The back office's Lotto calls over `fetch`, answering from what the test gives: the overview
 * (`'fails'`: the API refuses it), and the lines of draw 12 (a status: refused with it, as the
 * API refuses a draw of another club with 404). Any other draw is not found.
 */
export function fakeLottoApi({
  overview,
  lines,
}: {
  overview?: LottoOverview | 'fails';
  lines?: LottoDrawLinesPage | { status: number; message: string };
}) {
  const seen: URL[] = [];
  const route = (path: string): Answer => {
    if (path === '/v2/backoffice/lotto') {
      if (!overview) return refused(404, 'Not found');
      return overview === 'fails'
        ? refused(500, 'The draws are unavailable')
        : { status: 200, body: overview };
    }
    if (path === '/v2/backoffice/lotto/draws/12/lines') {
      if (!lines) return refused(404, 'Not found');
      return 'status' in lines
        ? refused(lines.status, lines.message)
        : { status: 200, body: lines };
    }
    return refused(404, 'Draw not found');
  };
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input));
    seen.push(url);
    if (url.pathname === '/v2/backoffice/lotto/draws/12/lines/export') {
      return {
        ok: true,
        status: 200,
        blob: async () => new Blob(['Order,Name\r\n'], { type: 'text/csv' }),
        text: async () => 'Order,Name\r\n',
      } as Response;
    }
    const answer = route(url.pathname);
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return { ok: answer.status < 300, status: answer.status, text: async () => text } as Response;
  }) as unknown as typeof fetch;
  return {
    /** The calls made to `path` (under `/v2`), in order. */
    callsTo: (path: string) => seen.filter((url) => url.pathname === `/v2${path}`),
    /** Every call made. */
    calls: seen,
  };
}
