import { TypeCompiler } from '@sinclair/typebox/compiler';
import { Article, ArticleList, type ArticleSummary } from '@touchline/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/open-database';
import { createTestDatabase, testConfig } from '../testing/test-database';
import { CONTACT_LIMIT } from './content-routes';

const checkList = TypeCompiler.Compile(ArticleList);
const checkArticle = TypeCompiler.Compile(Article);

let database: DatabaseHandle;
let app: FastifyInstance;

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    db: database.db,
    config: testConfig({ PUBLIC_URL: 'http://api.test:3333' }),
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });

function expectJsonError(response: { statusCode: number; body: string }, status: number) {
  expect(response.statusCode).toBe(status);
  const body = JSON.parse(response.body) as { message?: unknown };
  expect(typeof body.message).toBe('string');
  expect(response.body).not.toMatch(/stack|node_modules|\.ts:\d+/);
  return body as { message: string; errors?: Record<string, string[]> };
}

describe('GET /v2/store/:club/articles', () => {
  it('pages the news newest first, 6 at a time, with the total', async () => {
    const first = await get('/v2/store/demo/articles?type=news&per_page=6&page=1');
    expect(first.statusCode).toBe(200);
    const page1 = first.json() as { items: ArticleSummary[]; total: number };
    expect(checkList.Check(page1)).toBe(true);
    expect(page1.total).toBe(14);
    expect(page1.items).toHaveLength(6);
    expect(page1.items[0]).toMatchObject({
      slug: 'senior-footballers-reach-county-final',
      type: 'News',
      title: 'Senior footballers reach the county final',
    });
    const dates = page1.items.map((item) => Date.parse(item.published_at ?? ''));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(page1.items.every((item) => !('content' in item))).toBe(true);

    const last = (await get('/v2/store/demo/articles?type=news&per_page=6&page=3')).json() as {
      items: ArticleSummary[];
    };
    expect(last.items).toHaveLength(2);
    const beyond = (await get('/v2/store/demo/articles?type=news&per_page=6&page=9')).json() as {
      items: ArticleSummary[];
      total: number;
    };
    expect(beyond).toEqual({ items: [], total: 14 });
  });

  it('makes image paths absolute and keeps the original size', async () => {
    const page = (await get('/v2/store/demo/articles?type=news&per_page=1')).json() as {
      items: ArticleSummary[];
    };
    expect(page.items[0]?.featured_image).toEqual([
      expect.objectContaining({
        size: 'original',
        filepath: 'http://api.test:3333/static/clubs/demo/news/news-01.svg',
      }),
    ]);
  });

  it('filters by type', async () => {
    const pages = (await get('/v2/store/demo/articles?type=page&per_page=50')).json() as {
      items: ArticleSummary[];
      total: number;
    };
    expect(pages.items.map((item) => item.slug).sort()).toEqual([
      'club-grounds',
      'committee',
      'history',
      'juvenile-academy',
    ]);
    const quiet = (await get('/v2/store/quiet/articles?type=news')).json() as { total: number };
    expect(quiet.total).toBe(2);
  });

  it.each([
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['per_page=0', 'per_page'],
    ['per_page=101', 'per_page'],
    ['per_page=99999999999999999999', 'per_page'],
    ['page=abc', 'page'],
    ['type=video', 'type'],
    ["type=news'%20or%201=1--", 'type'],
  ])('refuses %s with a 400 naming the field', async (query, field) => {
    const body = expectJsonError(await get(`/v2/store/demo/articles?${query}`), 400);
    expect(Object.keys(body.errors ?? {}).join(' ')).toContain(field);
  });

  it('answers 404 for an unknown club and 400 for a malformed slug', async () => {
    expect(expectJsonError(await get('/v2/store/nowhere/articles'), 404).message).toBe(
      'Club not found',
    );
    expectJsonError(await get('/v2/store/%3Cscript%3E/articles'), 400);
  });
});

describe('GET /v2/store/:club/articles/:slug', () => {
  it('answers the article with its sanitised content', async () => {
    const response = await get('/v2/store/demo/articles/membership-2027-now-open');
    expect(response.statusCode).toBe(200);
    const article = response.json() as Article;
    expect(checkArticle.Check(article)).toBe(true);
    expect(article.title).toBe('Membership 2027 is now open');
    expect(article.content).toContain('<a href="/products/membership">Join or renew online</a>');
  });

  it('serves the about-us page of each club', async () => {
    const demo = (await get('/v2/store/demo/articles/about-us')).json() as Article;
    expect(demo).toMatchObject({ type: 'About Us', title: 'About Glenarden Gaels' });
    const quiet = (await get('/v2/store/quiet/articles/about-us')).json() as Article;
    expect(quiet.title).toBe('About Quilty Harbour Rowing Club');
  });

  it('hides unpublished and future articles, and answers 404 for unknown ones', async () => {
    const club = await database.db
      .selectFrom('clubs')
      .select('account_id')
      .where('slug', '=', 'demo')
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('articles')
      .values([
        {
          account_id: club.account_id,
          slug: 'draft',
          type: 'News',
          title: 'Draft',
          featured_image: '[]',
          published_at: null,
        },
        {
          account_id: club.account_id,
          slug: 'tomorrow',
          type: 'News',
          title: 'Soon',
          featured_image: '[]',
          published_at: new Date(Date.now() + 86_400_000),
        },
      ])
      .execute();
    for (const slug of ['draft', 'tomorrow', 'no-such-article']) {
      expect(expectJsonError(await get(`/v2/store/demo/articles/${slug}`), 404).message).toBe(
        'Article not found',
      );
    }
    const list = (await get('/v2/store/demo/articles?type=news')).json() as { total: number };
    expect(list.total).toBe(14);
  });
});

describe('GET /v2/store/:club/sponsors', () => {
  it('lists sponsors with and without images, featured first', async () => {
    const response = await get('/v2/store/demo/sponsors');
    expect(response.statusCode).toBe(200);
    const { items } = response.json() as {
      items: { name: string; featured: boolean; image: { filepath: string } | null }[];
    };
    expect(items).toHaveLength(7);
    expect(items[0]).toMatchObject({ name: 'Glenarden Motors', featured: true });
    expect(items.filter((item) => item.image === null).map((item) => item.name)).toEqual([
      'Doyle’s Pharmacy',
      'Murphy’s Bar',
    ]);
    expect(items[0]?.image?.filepath).toBe(
      'http://api.test:3333/static/clubs/demo/sponsors/sponsor-1.svg',
    );
  });

  it('answers an empty list for a club without sponsors', async () => {
    expect((await get('/v2/store/quiet/sponsors')).json()).toEqual({ items: [] });
  });
});

describe('POST /v2/store/:club/messages', () => {
  const valid = {
    sender: 'Aoife Byrne',
    sender_email: 'Aoife.Byrne@example.ie',
    sender_phone: '+353871234567',
    content: '  When does the nursery start?  ',
  };
  const send = (payload: unknown, club = 'demo', ip = '10.0.0.1') =>
    app.inject({
      method: 'POST',
      url: `/v2/store/${club}/messages`,
      payload: payload as Record<string, unknown>,
      remoteAddress: ip,
    });

  it('stores a valid message, trimmed, and answers 201', async () => {
    const response = await send(valid);
    expect(response.statusCode).toBe(201);
    const { id } = response.json() as { id: number };
    const stored = await database.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      sender: 'Aoife Byrne',
      sender_email: 'aoife.byrne@example.ie',
      sender_phone: '+353871234567',
      content: 'When does the nursery start?',
      subject: 'Message from Aoife Byrne via the Glenarden Gaels GAA Club website',
    });
  });

  it('answers every rule with the spec messages', async () => {
    const body = expectJsonError(
      await send(
        {
          sender: ' ',
          sender_email: 'a..b@example.ie',
          sender_phone: '0871234567',
          content: 'hi ',
        },
        'demo',
        '10.0.0.2',
      ),
      400,
    );
    expect(body.errors).toEqual({
      sender: ['Please enter your name'],
      sender_email: ['Please enter a valid email address'],
      sender_phone: ['Please enter a valid phone number'],
      content: ['Message must be at least 4 characters long'],
    });
    const empty = expectJsonError(
      await send({ sender: 'Al', sender_email: '', content: '' }, 'demo', '10.0.0.2'),
      400,
    );
    expect(empty.errors).toEqual({
      sender_email: ['Please enter your email'],
      content: ['Please enter your message'],
    });
    const long = expectJsonError(
      await send(
        { ...valid, sender_phone: '+1234567890123456', content: 'x'.repeat(1501) },
        'demo',
        '10.0.0.2',
      ),
      400,
    );
    expect(long.errors).toEqual({
      sender_phone: ['Please enter a valid phone number'],
      content: ['Message must be at most 1500 characters long'],
    });
  });

  it('refuses wrong types, missing fields and hostile strings without storing them', async () => {
    expectJsonError(await send({ ...valid, sender: 42 }, 'demo', '10.0.0.3'), 400);
    expectJsonError(await send({ sender_email: 'a@b.ie' }, 'demo', '10.0.0.3'), 400);
    const hostile = await send(
      { ...valid, sender_email: "x@y.ie'; drop table contact_messages;--" },
      'demo',
      '10.0.0.3',
    );
    expectJsonError(hostile, 400);
    const stillThere = await database.db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(stillThere.n)).toBeGreaterThan(0);
  });

  it('refuses a club whose contact feature is off, and an unknown club', async () => {
    expect(expectJsonError(await send(valid, 'quiet', '10.0.0.4'), 403).message).toBe(
      'This club does not take messages online',
    );
    expectJsonError(await send(valid, 'nowhere', '10.0.0.4'), 404);
  });

  it(`limits one address to ${CONTACT_LIMIT.messages} messages in the window`, async () => {
    for (let i = 0; i < CONTACT_LIMIT.messages; i += 1) {
      expect((await send(valid, 'demo', '10.0.0.9')).statusCode).toBe(201);
    }
    const limited = await send(valid, 'demo', '10.0.0.9');
    expect(expectJsonError(limited, 429).message).toBe(
      'Too many messages. Please try again later.',
    );
    expect(limited.headers['retry-after']).toBe(String(CONTACT_LIMIT.windowSeconds));
    expect((await send(valid, 'demo', '10.0.0.10')).statusCode).toBe(201);
  });
});

describe('GET /v2/lists/countries', () => {
  it('lists every ISO country by name, Ireland included', async () => {
    const response = await get('/v2/lists/countries');
    expect(response.statusCode).toBe(200);
    const countries = response.json() as { code: string; name: string }[];
    expect(countries.length).toBeGreaterThan(240);
    expect(countries).toContainEqual({ code: 'IE', name: 'Ireland' });
    const names = countries.map((country) => country.name);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en-IE'))).toEqual(names);
  });
});
