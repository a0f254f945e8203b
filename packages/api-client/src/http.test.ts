import { ApiError, ContractError, errorMessageOf, isSessionEnded } from './api-error';
import { createHttp, type SessionKeeper, type TokenSource } from './http';
import { fakeFetch, fakeServer, type SeenRequest } from './testing/fake-fetch';
import type { Validator } from './validation/validator';

const config = { baseUrl: 'http://localhost:3333/', version: 'v2' };
const noTokens: TokenSource = { access: () => undefined, guest: () => undefined };

const hasName = Object.assign(
  (data: unknown): data is { name: string } =>
    typeof (data as { name?: unknown })?.name === 'string',
  { errors: null },
) as Validator<{ name: string }>;

describe('createHttp', () => {
  it('calls the versioned path and returns the parsed body', async () => {
    const server = fakeFetch({ name: 'Demo GAA' });
    const request = createHttp(config, { fetch: server.fetch, tokens: noTokens });
    await expect(request('/store/demo')).resolves.toEqual({ name: 'Demo GAA' });
    expect(server.last()).toMatchObject({
      url: 'http://localhost:3333/v2/store/demo',
      method: 'GET',
    });
  });

  it('still takes a bare fetch as its second argument', async () => {
    const server = fakeFetch({ name: 'Demo GAA' });
    await createHttp(config, server.fetch)('/store/demo');
    expect(server.last().url).toBe('http://localhost:3333/v2/store/demo');
  });

  it('sends JSON bodies and skips the version for unversioned calls', async () => {
    const server = fakeFetch({ access_token: 't' });
    const request = createHttp(config, { fetch: server.fetch, tokens: noTokens });
    await request('/oauth/token', {
      method: 'POST',
      body: { grant_type: 'guest' },
      unversioned: true,
    });
    expect(server.last()).toMatchObject({
      url: 'http://localhost:3333/oauth/token',
      body: { grant_type: 'guest' },
      headers: { 'Content-Type': 'application/json' },
    });
  });

  it('writes the query, repeating the key of a list and leaving empty values out', async () => {
    const server = fakeFetch([]);
    const request = createHttp(config, { fetch: server.fetch, tokens: noTokens });
    await request('/store/demo/products', {
      query: { 'type[]': ['Plan', 'Bundle'], page: 2, search: '', type_id: undefined },
    });
    expect(server.last().url).toBe(
      'http://localhost:3333/v2/store/demo/products?type%5B%5D=Plan&type%5B%5D=Bundle&page=2',
    );
  });

  it('leaves form data and URL-encoded bodies to the browser to encode', async () => {
    const server = fakeFetch({});
    const request = createHttp(config, { fetch: server.fetch, tokens: noTokens });
    const form = new URLSearchParams({ grant_type: 'password' });
    await request('/oauth/token', { method: 'POST', body: form, unversioned: true });
    expect(server.last().body).toBe(form);
    expect(server.last().headers['Content-Type']).toBeUndefined();
  });

  it('sends no Accept-Language without a page (a server render)', async () => {
    const server = fakeFetch({});
    await createHttp(config, { fetch: server.fetch, tokens: noTokens })('/store/demo');
    expect(server.last().headers).not.toHaveProperty('Accept-Language');
  });

  describe('bearer tokens', () => {
    const tokens = (access?: string, guest?: string): TokenSource => ({
      access: () => access,
      guest: () => guest,
    });
    const headersFor = async (source: TokenSource, auth?: 'user' | 'guest' | 'none') => {
      const server = fakeFetch({});
      await createHttp(config, { fetch: server.fetch, tokens: source })('/x', { auth });
      return server.last().headers;
    };

    it("sends the session's token", async () => {
      expect(await headersFor(tokens('session-1'))).toMatchObject({
        Authorization: 'Bearer session-1',
      });
    });

    it('sends no Authorization header when signed out or on a public read', async () => {
      expect((await headersFor(tokens()))['Authorization']).toBeUndefined();
      expect((await headersFor(tokens('session-1'), 'none'))['Authorization']).toBeUndefined();
    });

    it('uses the guest token with X-Use-Guest-Auth on a guest call without a session', async () => {
      expect(await headersFor(tokens(undefined, 'guest-1'), 'guest')).toMatchObject({
        Authorization: 'Bearer guest-1',
        'X-Use-Guest-Auth': 'true',
      });
    });

    it('prefers the session on a guest call and ignores the guest token elsewhere', async () => {
      const signedIn = await headersFor(tokens('session-1', 'guest-1'), 'guest');
      expect(signedIn['Authorization']).toBe('Bearer session-1');
      expect(signedIn['X-Use-Guest-Auth']).toBeUndefined();
      expect(
        (await headersFor(tokens(undefined, 'guest-1'), 'user'))['Authorization'],
      ).toBeUndefined();
    });
  });

  describe('answer checks', () => {
    it('returns an answer that matches its contract', async () => {
      const server = fakeFetch({ name: 'Demo GAA' });
      const request = createHttp(config, { fetch: server.fetch, tokens: noTokens });
      await expect(request('/store/demo', { check: hasName })).resolves.toEqual({
        name: 'Demo GAA',
      });
    });

    it('fails with the default text when the answer does not match, naming where', async () => {
      const server = fakeFetch({ title: 'no name' });
      const request = createHttp(config, { fetch: server.fetch, tokens: noTokens });
      const check = Object.assign((() => false) as unknown as Validator<{ name: string }>, {
        errors: [{ instancePath: '/name', keyword: 'required' }],
      });
      const error = await request('/store/demo', { check }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ContractError);
      expect(errorMessageOf(error)).toBe('An error has occurred');
      expect((error as ContractError).issues).toEqual([
        { instancePath: '/name', keyword: 'required' },
      ]);
    });

    it('loads a lazy check while the request is in flight', async () => {
      const server = fakeFetch({ name: 'Demo GAA' });
      const lazy = jest.fn(async () => hasName);
      const request = createHttp(config, { fetch: server.fetch, tokens: noTokens });
      await expect(request('/store/demo', { check: { lazy } })).resolves.toEqual({
        name: 'Demo GAA',
      });
      expect(lazy).toHaveBeenCalledTimes(1);
    });
  });

  it('returns a file as a Blob', async () => {
    const server = fakeFetch(new Blob(['%PDF-1.7'], { type: 'application/pdf' }));
    const request = createHttp(config, { fetch: server.fetch, tokens: noTokens });
    const file = await request<Blob>('/store/demo/orders/1/download', { responseType: 'blob' });
    expect(file).toBeInstanceOf(Blob);
    expect(await file.text()).toBe('%PDF-1.7');
  });

  it("turns an error answer into an ApiError with the server's message", async () => {
    const request = createHttp(config, fakeFetch({ message: 'The email is taken.' }, 422).fetch);
    const error = await request('/member', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect(errorMessageOf(error)).toBe('The email is taken.');
  });

  it("reads a failed file download's JSON message too", async () => {
    const request = createHttp(config, fakeFetch({ message: 'Order not found' }, 403).fetch);
    const error = await request('/x', { responseType: 'blob' }).catch((e: unknown) => e);
    expect(errorMessageOf(error)).toBe('Order not found');
  });

  it('uses the default text when the server gives no message', async () => {
    const request = createHttp(config, fakeFetch('Bad gateway', 502).fetch);
    const error = await request('/store/demo').catch((e: unknown) => e);
    expect(errorMessageOf(error)).toBe('An error has occurred');
  });

  it('reports a network failure as status 0', async () => {
    const request = createHttp(
      config,
      jest.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const error = await request('/store/demo').catch((e: unknown) => e);
    expect((error as ApiError).status).toBe(0);
    expect(errorMessageOf(error)).toBe('Network error occurred.');
  });

  it('lets an abort pass through untouched', async () => {
    const abort = new DOMException('Aborted', 'AbortError');
    const request = createHttp(
      config,
      jest.fn(async () => Promise.reject(abort)),
    );
    await expect(request('/store/demo')).rejects.toBe(abort);
  });

  it('hands the signal to fetch', async () => {
    const server = fakeFetch({});
    const controller = new AbortController();
    await createHttp(config, server.fetch)('/x', { signal: controller.signal });
    expect(server.last().signal).toBe(controller.signal);
  });

  describe('a session that lapses while the page is open', () => {
    const expired = {
      body: { message: 'Your session has expired. Please sign in again.', code: 'session_expired' },
      status: 401,
    };
    /** The API: the fresh token is accepted, any other is refused as expired. */
    const api = () =>
      fakeServer((request: SeenRequest) =>
        request.headers['Authorization'] === 'Bearer fresh'
          ? { body: { name: 'Demo GAA' } }
          : expired,
      );
    /** A browser whose session token the keeper replaces when it renews. */
    const browser = (token: string | undefined, outcome: 'renewed' | 'ended' | 'untouched') => {
      let access = token;
      const keeper: SessionKeeper = {
        renew: jest.fn(async () => {
          if (outcome === 'renewed') access = 'fresh';
          return outcome;
        }),
      };
      const tokens: TokenSource = { access: () => access, guest: () => 'guest-1' };
      return { keeper, tokens };
    };

    it('renews the session and makes the call again with the new token', async () => {
      const server = api();
      const { keeper, tokens } = browser('stale', 'renewed');
      const request = createHttp(config, { fetch: server.fetch, tokens, session: keeper });
      await expect(request('/user')).resolves.toEqual({ name: 'Demo GAA' });
      expect(keeper.renew).toHaveBeenCalledWith('stale');
      expect(server.requests.map((seen) => seen.headers['Authorization'])).toEqual([
        'Bearer stale',
        'Bearer fresh',
      ]);
    });

    it('renews when the session cookie has gone before the call', async () => {
      const server = api();
      const { keeper, tokens } = browser(undefined, 'renewed');
      const request = createHttp(config, { fetch: server.fetch, tokens, session: keeper });
      await expect(request('/user')).resolves.toEqual({ name: 'Demo GAA' });
      expect(keeper.renew).toHaveBeenCalledWith(undefined);
    });

    it('makes the call again only once', async () => {
      const server = fakeServer(() => expired);
      const { keeper, tokens } = browser('stale', 'renewed');
      const request = createHttp(config, { fetch: server.fetch, tokens, session: keeper });
      const error = await request('/user').catch((e: unknown) => e);
      expect((error as ApiError).status).toBe(401);
      expect(server.requests).toHaveLength(2);
      expect(keeper.renew).toHaveBeenCalledTimes(1);
    });

    it('fails the call without a second message once the session has ended', async () => {
      const server = api();
      const { keeper, tokens } = browser('stale', 'ended');
      const request = createHttp(config, { fetch: server.fetch, tokens, session: keeper });
      const error = await request('/user').catch((e: unknown) => e);
      expect(isSessionEnded(error)).toBe(true);
      expect((error as ApiError).status).toBe(401);
      // The member has been told already; the page adds no error of its own.
      expect(errorMessageOf(error, 'Error fetching the orders.')).toBe('');
      expect(server.requests).toHaveLength(1);
    });

    it('leaves a refusal the keeper does not claim as it is', async () => {
      const server = api();
      const { keeper, tokens } = browser(undefined, 'untouched');
      const request = createHttp(config, { fetch: server.fetch, tokens, session: keeper });
      const error = await request('/user').catch((e: unknown) => e);
      expect(isSessionEnded(error)).toBe(false);
      expect(errorMessageOf(error)).toBe('Your session has expired. Please sign in again.');
    });

    it("leaves a guest's call and a call without a token untouched", async () => {
      const server = api();
      const { keeper, tokens } = browser(undefined, 'renewed');
      const request = createHttp(config, { fetch: server.fetch, tokens, session: keeper });
      await expect(request('/cart', { auth: 'guest' })).rejects.toMatchObject({ status: 401 });
      await expect(
        request('/oauth/token', { method: 'POST', auth: 'none', unversioned: true }),
      ).rejects.toMatchObject({ status: 401 });
      expect(keeper.renew).not.toHaveBeenCalled();
      expect(server.requests).toHaveLength(2);
    });

    it('leaves other refusals alone', async () => {
      const server = fakeFetch({ message: 'This action is unauthorized.' }, 403);
      const { keeper, tokens } = browser('stale', 'renewed');
      const request = createHttp(config, { fetch: server.fetch, tokens, session: keeper });
      await expect(request('/user')).rejects.toMatchObject({ status: 403 });
      expect(keeper.renew).not.toHaveBeenCalled();
    });
  });
});
