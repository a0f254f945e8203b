import type { TokenSource } from '../http';
import { createHttp } from '../http';
import { fakeFetch } from '../testing/fake-fetch';
import { createBackofficePaymentsCalls } from './backoffice-payments-calls';

const signedIn: TokenSource = { access: () => 'session-1', guest: () => undefined };
const config = { baseUrl: 'http://localhost:3333', version: 'v2' };

function callsWith(body: unknown) {
  const server = fakeFetch(body);
  const calls = createBackofficePaymentsCalls(
    createHttp(config, { fetch: server.fetch, tokens: signedIn }),
  );
  return { server, calls };
}

describe('the payments screen’s calls', () => {
  it('asks for the summary of a range of months and a page of arrears, signed in', async () => {
    const { server, calls } = callsWith({ months: [] });
    await calls.getPaymentSummary({ from: '2026-01', to: '2026-12', account_id: 3 });
    expect(server.last().url).toBe(
      'http://localhost:3333/v2/backoffice/payments/summary?from=2026-01&to=2026-12&account_id=3',
    );
    expect(server.last().headers['Authorization']).toBe('Bearer session-1');
    await calls.getClubArrears({ page: 2, per_page: 10 });
    expect(server.last().url).toBe(
      'http://localhost:3333/v2/backoffice/payments/arrears?page=2&per_page=10',
    );
  });

  it('downloads the export as a file', async () => {
    const csv = new Blob(['Date,Amount\r\n'], { type: 'text/csv' });
    const { server, calls } = callsWith(csv);
    const file = await calls.downloadPaymentsCsv({ from: '2026-11-01', to: '2026-11-30' });
    expect(await file.text()).toBe('Date,Amount\r\n');
    expect(server.last().url).toBe(
      'http://localhost:3333/v2/backoffice/payments/export?from=2026-11-01&to=2026-11-30',
    );
  });
});
