import { ApiError } from '@touchline/api-client';
import { handoverIn, linkWithSession, type HandoverApi } from './handover-link';

const CLUB_SITE = { href: 'http://demo.localhost:4200/news', origin: 'http://demo.localhost:4200' };

const answering = (answer: () => Promise<{ code: string; expires_in: number }>) =>
  ({ requestHandoverCode: jest.fn(answer) }) satisfies HandoverApi;

describe('a link to another host with the session handed over', () => {
  it('adds the one-time code to a link to another host', async () => {
    const api = answering(() => Promise.resolve({ code: 'code-1', expires_in: 60 }));
    expect(await linkWithSession(api, 'http://myaccount.localhost:4200/orders', CLUB_SITE)).toBe(
      'http://myaccount.localhost:4200/orders?c=code-1',
    );
    expect(await linkWithSession(api, 'https://backoffice.club.ie/?tab=1', CLUB_SITE)).toBe(
      'https://backoffice.club.ie/?tab=1&c=code-1',
    );
  });

  it('says whose link it is, so a host where that user is signed in opens quietly', async () => {
    const api = answering(() => Promise.resolve({ code: 'code-1', expires_in: 60 }));
    expect(
      await linkWithSession(api, 'http://myaccount.localhost:4200/orders', CLUB_SITE, 42),
    ).toBe('http://myaccount.localhost:4200/orders?c=code-1&u=42');
  });

  it('leaves a link on the same host plain, without asking for a code', async () => {
    const api = answering(() => Promise.resolve({ code: 'code-1', expires_in: 60 }));
    expect(await linkWithSession(api, 'http://demo.localhost:4200/shop', CLUB_SITE)).toBe(
      'http://demo.localhost:4200/shop',
    );
    expect(await linkWithSession(api, '/shop', CLUB_SITE)).toBe('/shop');
    expect(api.requestHandoverCode).not.toHaveBeenCalled();
  });

  it('falls back to the plain link when no code can be had', async () => {
    const refused = answering(() => Promise.reject(new ApiError('Unauthenticated.', 401)));
    expect(await linkWithSession(refused, 'http://myaccount.localhost:4200/', CLUB_SITE)).toBe(
      'http://myaccount.localhost:4200/',
    );
    const empty = answering(() => Promise.resolve({ code: '', expires_in: 60 }));
    expect(await linkWithSession(empty, 'http://localhost:4300/', CLUB_SITE)).toBe(
      'http://localhost:4300/',
    );
  });
});

describe('a hand-over read from the address', () => {
  it('reads the code and whose link it is, the way linkWithSession writes them', async () => {
    const api = answering(() => Promise.resolve({ code: 'code-1', expires_in: 60 }));
    const link = await linkWithSession(api, 'http://myaccount.localhost:4200/', CLUB_SITE, 42);
    expect(handoverIn(new URL(link).search)).toEqual({ code: 'code-1', forUserId: 42 });
  });

  it('has no session without a code, and no user unless u is a user id', () => {
    expect(handoverIn('?page=2')).toBeNull();
    expect(handoverIn('?c=%20&u=42')).toBeNull();
    expect(handoverIn('?c=code-1&u=x')).toEqual({ code: 'code-1', forUserId: null });
    expect(handoverIn('?c=code-1&u=0')).toEqual({ code: 'code-1', forUserId: null });
  });
});
