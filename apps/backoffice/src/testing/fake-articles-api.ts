import type {
  EditorArticle,
  EditorArticleCreateBody,
  EditorArticleDraftBody,
} from '@touchline/contracts';
import { SLUG_TAKEN, slugFromTitle } from '@touchline/validators';
import type { SeenCall } from './fake-club-settings-api';

interface Answer {
  status: number;
  body?: unknown;
}

const stamp = (day: number) => new Date(Date.UTC(2026, 10, day, 9, 30)).toISOString();

/** An article as the editor's API answers it. */
export function anEditorArticle(
  id: number,
  title: string,
  overrides: Partial<EditorArticle> = {},
): EditorArticle {
  return {
    id,
    type: 'News',
    title,
    slug: slugFromTitle(title),
    state: 'draft',
    published_at: null,
    updated_at: stamp(id),
    unpublished_changes: true,
    summary: '',
    content: '<p>First lines.</p>',
    featured_image: [],
    public_slug: null,
    ...overrides,
  };
}

/** What a sanitiser on the server would drop, enough for the tests' samples. */
const sanitized = (html: string) =>
  html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/ on\w+="[^"]*"/g, '');

/**
 * The news and pages calls over `fetch`, in memory, with the API's rules: a draft save leaves
 * the public version alone, a slug is unique, publishing copies the draft. `refuse(method path,
 * answer)` makes the next such call fail.
 */
export function fakeArticlesApi(articles: EditorArticle[] = []) {
  const calls: SeenCall[] = [];
  const refusals = new Map<string, Answer>();
  let nextId = 100;

  const slugUsed = (slug: string, except: number) =>
    articles.some((article) => article.id !== except && article.slug === slug);
  const taken = { status: 422, body: { message: SLUG_TAKEN, errors: { slug: [SLUG_TAKEN] } } };

  const route = (method: string, path: string, body: unknown): Answer => {
    const refusal = refusals.get(`${method} ${path}`);
    if (refusal) {
      refusals.delete(`${method} ${path}`);
      return refusal;
    }
    const base = '/v2/backoffice/articles';
    if (path === base && method === 'GET') {
      return { status: 200, body: { items: articles, total: articles.length } };
    }
    if (path === base && method === 'POST') {
      const create = body as EditorArticleCreateBody;
      const slug = create.slug ?? slugFromTitle(create.title);
      if (slugUsed(slug, 0)) return taken;
      const article = anEditorArticle(nextId++, create.title, { type: create.type, slug });
      articles.push(article);
      return { status: 201, body: article };
    }
    if (path === '/v2/backoffice/images' && method === 'POST') {
      return {
        status: 201,
        body: {
          file_path: `http://api.test/v2/images/cover${nextId++}.png`,
          width: 800,
          height: 450,
        },
      };
    }
    const match = /^\/v2\/backoffice\/articles\/(\d+)(\/\w+)?$/.exec(path);
    const index = match ? articles.findIndex((article) => article.id === Number(match[1])) : -1;
    if (!match || index < 0) return { status: 404, body: { message: 'Article not found' } };
    const article = articles[index]!;
    const action = match[2] ?? '';
    const keep = (next: EditorArticle) => {
      articles[index] = next;
      return { status: 200, body: next };
    };
    if (method === 'GET' && action === '') return { status: 200, body: article };
    if (method === 'PUT' && action === '/draft') {
      const draft = body as EditorArticleDraftBody;
      if (slugUsed(draft.slug, article.id)) return taken;
      return keep({
        ...article,
        title: draft.title,
        slug: draft.slug,
        summary: draft.summary,
        content: sanitized(draft.content),
        featured_image: draft.featured_image,
        unpublished_changes: true,
      });
    }
    if (method === 'GET' && action === '/preview') {
      return {
        status: 200,
        body: {
          slug: article.slug,
          type: article.type,
          title: article.title,
          summary: article.summary,
          content: sanitized(article.content),
          featured_image: article.featured_image,
          published_at: article.published_at,
        },
      };
    }
    if (method === 'POST' && action === '/publish') {
      const at = (body as { publish_at?: string }).publish_at;
      return keep({
        ...article,
        state: at ? 'scheduled' : 'published',
        published_at: at ?? article.published_at ?? stamp(28),
        public_slug: article.slug,
        unpublished_changes: false,
      });
    }
    if (method === 'POST' && action === '/unpublish') {
      return keep({ ...article, state: 'draft', published_at: null, public_slug: null });
    }
    return { status: 404, body: { message: 'Not found' } };
  };

  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
    calls.push({ method, path: url.pathname, query: url.searchParams, body });
    if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const answer = route(method, url.pathname, body);
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      text: async () => text,
    } as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;

  return {
    articles,
    calls,
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === `/v2${path}`),
    refuse: (methodAndPath: string, answer: Answer) => refusals.set(methodAndPath, answer),
  };
}
