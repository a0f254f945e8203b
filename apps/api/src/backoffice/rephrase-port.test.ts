import { readRephraseConfig, type RephraseConfig } from './rephrase-config';
import { createOpenAiCompatibleRephraser } from './openai-compatible-rephraser';
import { RephraseFailure, type RephraseRequest } from './rephrase-port';
import { createRephrasePort } from './rephrase-providers';

const SETTINGS = {
  provider: 'openai-compatible',
  url: 'https://ai.example/v1',
  apiKey: 'test-key-123',
  model: 'small-model',
  timeoutMs: 5000,
} as const satisfies RephraseConfig;

const REQUEST: RephraseRequest = {
  text: '<p>Training is on Tuesday at 7pm in the main pitch, bring boots.</p>',
  tone: 'friendly',
  language: 'irish',
  module: 'news',
};

interface Call {
  url: string;
  init: RequestInit;
}

function fakeFetch(answer: () => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetchImpl = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return answer();
  }) as typeof fetch;
  return { calls, fetchImpl };
}

const completion = (content: unknown) =>
  Response.json({ choices: [{ message: { role: 'assistant', content } }] });

describe('the OpenAI-compatible rephraser', () => {
  it('posts the text with instructions for tone, language and module, and answers the reply', async () => {
    const { calls, fetchImpl } = fakeFetch(() => completion('  <p>Traenáil Dé Máirt.</p>\n'));
    const rephraser = createOpenAiCompatibleRephraser(SETTINGS, fetchImpl);

    await expect(rephraser.rephrase(REQUEST)).resolves.toBe('<p>Traenáil Dé Máirt.</p>');

    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('https://ai.example/v1/chat/completions');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.headers).toMatchObject({
      authorization: 'Bearer test-key-123',
      'content-type': 'application/json',
    });
    const body = JSON.parse(String(calls[0]!.init.body)) as {
      model: string;
      messages: Array<{ role: string; content: string }>;
    };
    expect(body.model).toBe('small-model');
    expect(body.messages[1]).toEqual({ role: 'user', content: REQUEST.text });
    expect(body.messages[0]!.role).toBe('system');
    expect(body.messages[0]!.content).toContain('friendly tone');
    expect(body.messages[0]!.content).toContain('Irish (Gaeilge)');
    expect(body.messages[0]!.content).toContain('for its news');
  });

  it('uses a URL that names the chat completions endpoint as it is', async () => {
    const { calls, fetchImpl } = fakeFetch(() => completion('Done'));
    await createOpenAiCompatibleRephraser(
      { ...SETTINGS, url: 'http://127.0.0.1:8080/v1/chat/completions' },
      fetchImpl,
    ).rephrase(REQUEST);
    expect(calls[0]!.url).toBe('http://127.0.0.1:8080/v1/chat/completions');
  });

  it('fails with the service status when it answers an error', async () => {
    const { fetchImpl } = fakeFetch(() => Response.json({ error: 'quota' }, { status: 429 }));
    const failure = await createOpenAiCompatibleRephraser(SETTINGS, fetchImpl)
      .rephrase(REQUEST)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(RephraseFailure);
    expect(failure).toMatchObject({ status: 429, message: 'The rephrase service answered 429' });
  });

  it.each([
    ['no choices', () => Response.json({ choices: [] })],
    ['an empty text', () => completion('   ')],
    ['a non-text content', () => completion({ parts: [] })],
    ['a page instead of JSON', () => new Response('<html>gateway</html>', { status: 200 })],
  ])('fails when the service answers %s', async (_case, answer) => {
    const { fetchImpl } = fakeFetch(answer);
    await expect(
      createOpenAiCompatibleRephraser(SETTINGS, fetchImpl).rephrase(REQUEST),
    ).rejects.toBeInstanceOf(RephraseFailure);
  });

  it('fails when the service cannot be reached or takes too long', async () => {
    const unreachable = fakeFetch(() => Promise.reject(new TypeError('fetch failed')));
    await expect(
      createOpenAiCompatibleRephraser(SETTINGS, unreachable.fetchImpl).rephrase(REQUEST),
    ).rejects.toThrow('The rephrase service could not be reached');

    const slow = (async (_url: unknown, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as typeof fetch;
    await expect(
      createOpenAiCompatibleRephraser({ ...SETTINGS, timeoutMs: 50 }, slow).rephrase(REQUEST),
    ).rejects.toThrow('The rephrase service did not answer in time');
  });
});

describe('rephrase configuration', () => {
  const read = (env: Record<string, string>) => (name: string) => env[name];

  it('uses the offline development provider without settings, and none in production', () => {
    const problems: string[] = [];
    const config = readRephraseConfig(read({}), problems);
    expect(config).toEqual({ provider: 'development' });
    expect(createRephrasePort(config)).not.toBeNull();
    expect(readRephraseConfig(read({ NODE_ENV: 'production' }), problems)).toEqual({
      provider: 'none',
    });
    expect(problems).toEqual([]);
  });

  it('is off when REPHRASE_PROVIDER is none, so the call answers "not configured"', () => {
    const problems: string[] = [];
    const config = readRephraseConfig(read({ REPHRASE_PROVIDER: 'none' }), problems);
    expect(config).toEqual({ provider: 'none' });
    expect(createRephrasePort(config)).toBeNull();
    readRephraseConfig(read({ REPHRASE_PROVIDER: 'magic' }), problems);
    readRephraseConfig(
      read({ REPHRASE_PROVIDER: 'development', NODE_ENV: 'production' }),
      problems,
    );
    expect(problems).toEqual([
      'REPHRASE_PROVIDER must be one of openai-compatible, development, none, got "magic"',
      'REPHRASE_PROVIDER cannot be development when NODE_ENV is production',
    ]);
  });

  it('reads the endpoint, key, model and timeout', () => {
    const problems: string[] = [];
    const config = readRephraseConfig(
      read({
        REPHRASE_API_URL: 'https://ai.example/v1/',
        REPHRASE_API_KEY: 'k',
        REPHRASE_MODEL: 'm',
        REPHRASE_TIMEOUT_MS: '3000',
      }),
      problems,
    );
    expect(problems).toEqual([]);
    expect(config).toEqual({
      provider: 'openai-compatible',
      url: 'https://ai.example/v1',
      apiKey: 'k',
      model: 'm',
      timeoutMs: 3000,
    });
    expect(createRephrasePort(config)).not.toBeNull();
  });

  it('reports a URL without key, a key without URL and a bad timeout', () => {
    const problems: string[] = [];
    readRephraseConfig(read({ REPHRASE_API_URL: 'https://ai.example/v1' }), problems);
    readRephraseConfig(read({ REPHRASE_API_KEY: 'k', REPHRASE_TIMEOUT_MS: '5' }), problems);
    expect(problems).toEqual([
      'REPHRASE_API_KEY must be set when REPHRASE_API_URL is set',
      'REPHRASE_API_URL must be the http(s) base URL of an OpenAI-compatible API when REPHRASE_API_KEY is set',
      'REPHRASE_TIMEOUT_MS must be a whole number from 1000 to 120000',
    ]);
  });
});
