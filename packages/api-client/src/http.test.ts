import { ApiError, errorMessageOf } from './api-error';
import { createClubApi } from './club-api';
import { createHttp } from './http';

const config = { baseUrl: 'http://localhost:3333/', version: 'v2' };

function respond(status: number, body: unknown) {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return jest.fn<Promise<Response>, Parameters<typeof fetch>>(
    async () => new Response(text || null, { status }),
  );
}

describe('createHttp', () => {
  it('calls the versioned path and returns the parsed body', async () => {
    const fetchImpl = respond(200, { name: 'Demo GAA' });
    const request = createHttp(config, fetchImpl);
    await expect(request('/store/demo')).resolves.toEqual({ name: 'Demo GAA' });
    expect(fetchImpl).toHaveBeenCalledWith(
      'http://localhost:3333/v2/store/demo',
      expect.objectContaining({ method: 'GET', credentials: 'include' }),
    );
  });

  it('sends JSON bodies and skips the version for unversioned calls', async () => {
    const fetchImpl = respond(200, { access_token: 't' });
    const request = createHttp(config, fetchImpl);
    await request('/oauth/token', {
      method: 'POST',
      body: { grant_type: 'guest' },
      unversioned: true,
    });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('http://localhost:3333/oauth/token');
    expect(init?.body).toBe('{"grant_type":"guest"}');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it("turns an error answer into an ApiError with the server's message", async () => {
    const request = createHttp(config, respond(422, { message: 'The email is taken.' }));
    const error = await request('/member', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect(errorMessageOf(error)).toBe('The email is taken.');
  });

  it('uses the default text when the server gives no message', async () => {
    const request = createHttp(config, respond(500, 'Bad gateway'));
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
});

describe('errorMessageOf', () => {
  it('prefers an override, keeps strings, and hides 404 texts', () => {
    expect(errorMessageOf(new ApiError('x', 400), 'Try later')).toBe('Try later');
    expect(errorMessageOf('Plain text')).toBe('Plain text');
    expect(errorMessageOf(new ApiError('Not found', 404))).toBe('');
    expect(errorMessageOf(new Error('boom'))).toBe('An error has occurred');
  });
});

describe('createClubApi', () => {
  it('encodes the club slug into the store path', async () => {
    const fetchImpl = respond(200, { slug: 'a b' });
    await createClubApi(config, fetchImpl).getClubStore('a b');
    expect(fetchImpl.mock.calls[0]![0]).toBe('http://localhost:3333/v2/store/a%20b');
  });
});
