/** One request the fake API saw. */
export interface SeenCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

export type FakeAnswer = { status?: number; body?: unknown } | (() => Promise<FakeAnswer>);

/**
 * The API as fetch sees it, for the calls a remote builds itself: answers by "METHOD /path"
 * (without the version), 404 otherwise; every request is recorded. A route may answer later
 * (a function returning a promise) to look at the page meanwhile.
 */
export function fakeApiFetch(routes: Record<string, FakeAnswer | FakeAnswer[]>) {
  const calls: SeenCall[] = [];
  const queues = new Map(
    Object.entries(routes).map(([key, value]) => [
      key,
      Array.isArray(value) ? [...value] : [value],
    ]),
  );
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const path = url.pathname.replace(/^\/v2/, '');
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    calls.push({ method, path, headers: (init.headers ?? {}) as Record<string, string>, body });
    const queue = queues.get(`${method} ${path}`);
    // The last answer of a route repeats.
    let answer: FakeAnswer | undefined = queue && (queue.length > 1 ? queue.shift() : queue[0]);
    while (typeof answer === 'function') answer = await answer();
    const status = answer?.status ?? (answer ? 200 : 404);
    const payload = answer?.body ?? (answer ? null : { message: 'Not found' });
    const text = payload instanceof Blob ? '' : JSON.stringify(payload);
    // jsdom has no Response: the client reads only these members.
    return {
      ok: status >= 200 && status < 300,
      status,
      text: async () => text,
      blob: async () => payload as Blob,
      headers: new Map([['content-type', 'application/json']]),
    } as unknown as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return {
    calls,
    /** The requests to one route. */
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path),
  };
}
