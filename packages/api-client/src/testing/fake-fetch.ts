/** One request as the fake server saw it. */
export interface SeenRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  signal?: AbortSignal | null;
  cache?: RequestCache;
}

export interface FakeFetch {
  fetch: typeof fetch;
  requests: SeenRequest[];
  last(): SeenRequest;
}

/** What the fake server answers one request with. */
export interface FakeAnswer {
  body?: unknown;
  status?: number;
}

/** A fetch that answers every request with `status` and `body` (JSON unless a Blob or a string). */
export function fakeFetch(body: unknown = null, status = 200): FakeFetch {
  return fakeServer(() => ({ body, status }));
}

/** A fetch whose answer depends on the request (e.g. on its bearer token). */
export function fakeServer(answer: (request: SeenRequest) => FakeAnswer): FakeFetch {
  const requests: SeenRequest[] = [];
  const fetchImpl = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request: SeenRequest = {
      url: String(input),
      method: init.method ?? 'GET',
      headers: { ...(init.headers as Record<string, string>) },
      body:
        typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : (init.body ?? null),
      signal: init.signal,
      cache: init.cache,
    };
    requests.push(request);
    const { body = null, status = 200 } = answer(request);
    const text = body === null ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    // Only what the client reads of a Response, so the fake works where none is defined (jsdom).
    const response: Pick<Response, 'ok' | 'status' | 'text' | 'blob'> = {
      ok: status >= 200 && status < 300,
      status,
      text: async () => (body instanceof Blob ? body.text() : text),
      blob: async () => (body instanceof Blob ? body : new Blob([text])),
    };
    return response as Response;
  });
  return {
    fetch: fetchImpl as unknown as typeof fetch,
    requests,
    last() {
      const request = requests.at(-1);
      if (!request) throw new Error('No request was made');
      return request;
    },
  };
}
