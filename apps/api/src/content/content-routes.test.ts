import { TypeCompiler } from '@sinclair/typebox/compiler';
import { Article, ArticleList, type ArticleSummary, type Country } from '@touchline/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/open-database';
import { createTestDatabase, testConfig } from '../testing/test-database';
import { insertArticles, listArticles } from './article-repository';
import { CONTACT_LIMIT } from './content-routes';
import { seedContent } from './content-seed';

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
      'cookies-policy',
      'history',
      'juvenile-academy',
      'privacy-policy',
    ]);
    const quiet = (await get('/v2/store/quiet/articles?type=news')).json() as { total: number };
    expect(quiet.total).toBe(2);
  });

  it('answers 6 a page when per_page is not sent, and pages of any type by default', async () => {
    const page = (await get('/v2/store/demo/articles?type=news')).json() as ArticleList;
    expect(page.items).toHaveLength(6);
    const everything = (await get('/v2/store/demo/articles?per_page=100')).json() as ArticleList;
    expect(everything.total).toBe(21);
    expect(new Set(everything.items.map((item) => item.type))).toEqual(
      new Set(['News', 'Page', 'About Us']),
    );
  });

  it.each([
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=1.5', 'page'],
    ['page=99999999999999999999', 'page'],
    ['per_page=0', 'per_page'],
    ['per_page=-6', 'per_page'],
    ['per_page=101', 'per_page'],
    ['per_page=99999999999999999999', 'per_page'],
    ['per_page=six', 'per_page'],
    ['page=abc', 'page'],
    ['type=video', 'type'],
    ['type=NEWS', 'type'],
    ["type=news'%20or%201=1--", 'type'],
    ['type=%3Cscript%3Ealert(1)%3C/script%3E', 'type'],
  ])('refuses %s with a 400 naming the field', async (query, field) => {
    const body = expectJsonError(await get(`/v2/store/demo/articles?${query}`), 400);
    expect(Object.keys(body.errors ?? {}).join(' ')).toContain(field);
  });

  it('keeps the total as articles are published, withdrawn, moved to another type and deleted', async () => {
    // The repository itself: the route keeps answered pages for a short while.
    const quiet = await database.db
      .selectFrom('clubs')
      .select('account_id')
      .where('slug', '=', 'quiet')
      .executeTakeFirstOrThrow();
    const list = (type: 'News' | 'Page', page = 1) =>
      listArticles(database.db, { accountId: quiet.account_id, type, page, perPage: 6 }, '');
    const total = async (type: 'News' | 'Page') => (await list(type)).total;
    const before = { news: await total('News'), page: await total('Page') };
    const story = () => database.db.updateTable('articles').where('slug', '=', 'kept-count-story');

    await database.db
      .insertInto('articles')
      .values({
        account_id: quiet.account_id,
        slug: 'kept-count-story',
        type: 'News',
        title: 'A story',
        featured_image: '[]',
        published_at: new Date(Date.now() - 60_000),
      })
      .execute();
    expect(await total('News')).toBe(before.news + 1);

    await story().set({ published_at: null }).execute();
    expect(await total('News')).toBe(before.news);

    await story()
      .set({ published_at: new Date(Date.now() - 60_000), type: 'Page' })
      .execute();
    expect(await total('News')).toBe(before.news);
    expect(await total('Page')).toBe(before.page + 1);

    await database.db.deleteFrom('articles').where('slug', '=', 'kept-count-story').execute();
    expect(await total('Page')).toBe(before.page);
    // A page past the end still answers the total.
    expect(await list('News', 9)).toEqual({ items: [], total: before.news });
  });

  it('answers 404 for an unknown club and 400 for a malformed slug', async () => {
    expect(expectJsonError(await get('/v2/store/nowhere/articles'), 404).message).toBe(
      'Club not found',
    );
    expectJsonError(await get('/v2/store/%3Cscript%3E/articles'), 400);
  });
});

describe('GET /v2/store/:club/articles/:slug', () => {
  it('never answers scripts, event handlers or javascript: links written into an article', async () => {
    const club = await database.db
      .selectFrom('clubs')
      .select('account_id')
      .where('slug', '=', 'demo')
      .executeTakeFirstOrThrow();
    const added = await insertArticles(database.db, [
      {
        accountId: club.account_id,
        slug: 'hostile-html',
        type: 'Article',
        title: 'Fixtures update',
        summary: 'Changes to this weekend’s fixtures.',
        content:
          '<p onclick="steal()">Kick-off moved to 3 pm.</p><script>alert(document.cookie)</script>' +
          '<img src="/static/clubs/demo/news/news-01.svg" onerror="alert(1)" alt="Pitch">' +
          '<a href="javascript:alert(1)">Details</a><iframe src="https://evil.example"></iframe>',
        featuredImage: [],
        publishedAt: new Date(Date.now() - 60_000),
      },
    ]);
    expect(added).toBe(1);
    const article = (await get('/v2/store/demo/articles/hostile-html')).json() as Article;
    expect(article.content).toBe(
      '<p>Kick-off moved to 3 pm.</p><img src="/static/clubs/demo/news/news-01.svg" alt="Pitch" /><a>Details</a>',
    );
    expect(article.content).not.toMatch(/<script|onerror|onclick|javascript:|<iframe/i);
  });

  it('answers stored HTML sanitised even when it reached the table without the write path', async () => {
    // Content written straight into the table (an import, a restored backup) is not trusted:
    // the site renders the answer as it comes.
    const club = await database.db
      .selectFrom('clubs')
      .select('account_id')
      .where('slug', '=', 'demo')
      .executeTakeFirstOrThrow();
    await database.db
      .insertInto('articles')
      .values({
        account_id: club.account_id,
        slug: 'raw-html',
        type: 'Article',
        title: 'Raw import',
        summary: 'Imported as it was.',
        content:
          '<p onmouseover="steal()">Club AGM on Friday.</p><script>alert(1)</script>' +
          '<img src="https://club.example/agm.jpg" onerror="alert(2)">' +
          '<a href="javascript:alert(3)">Agenda</a><style>body{display:none}</style>',
        featured_image: JSON.stringify([]),
        published_at: new Date(Date.now() - 60_000),
      })
      .execute();
    const article = (await get('/v2/store/demo/articles/raw-html')).json() as Article;
    expect(article.content).toBe(
      '<p>Club AGM on Friday.</p><img src="https://club.example/agm.jpg" alt="" /><a>Agenda</a>',
    );
  });

  it.each([
    ["x'%20or%201=1--"],
    ['%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
    ['About-Us'],
    ['-about-us'],
    ['news--2'],
  ])('refuses the malformed slug %s with a 400', async (slug) => {
    const body = expectJsonError(await get(`/v2/store/demo/articles/${slug}`), 400);
    expect(Object.keys(body.errors ?? {})).toEqual(['params.slug']);
  });

  it('refuses a slug longer than a path segment may be', async () => {
    const body = expectJsonError(await get(`/v2/store/demo/articles/${'a'.repeat(101)}`), 414);
    expect(body.message).toBe('The request URL is too long');
  });

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

  it.each(['demo', 'quiet'])(
    'serves the cookies and privacy policies the %s club site links to',
    async (club) => {
      for (const [slug, title] of [
        ['cookies-policy', 'Cookies Policy'],
        ['privacy-policy', 'Privacy Policy'],
      ] as const) {
        const response = await get(`/v2/store/${club}/articles/${slug}`);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ type: 'Page', title });
      }
    },
  );

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
    expect(expectJsonError(await get('/v2/store/nowhere/articles/about-us'), 404).message).toBe(
      'Club not found',
    );
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
  let address = 0;
  /** Each call from its own client address unless one is given, so the limit stays away. */
  const send = (payload: unknown, club = 'demo', ip = `10.0.1.${(address += 1)}`) =>
    app.inject({
      method: 'POST',
      url: `/v2/store/${club}/messages`,
      payload: payload as Record<string, unknown>,
      remoteAddress: ip,
    });
  const storedMessage = (id: number) =>
    database.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const errorsOf = async (payload: unknown) =>
    expectJsonError(await send({ ...valid, ...(payload as object) }), 400).errors;

  it('stores a valid message, trimmed, and answers 201', async () => {
    const response = await send(valid);
    expect(response.statusCode).toBe(201);
    const receipt = response.json() as { id: number; created_at: string };
    expect(Date.parse(receipt.created_at)).not.toBeNaN();
    expect(await storedMessage(receipt.id)).toMatchObject({
      sender: 'Aoife Byrne',
      sender_email: 'aoife.byrne@example.ie',
      sender_phone: '+353871234567',
      content: 'When does the nursery start?',
      subject: 'Message from Aoife Byrne via the Glenarden Gaels GAA Club website',
    });
  });

  it('takes names and surnames with spaces, no phone, and a subject of its own', async () => {
    const response = await send({
      sender: 'Mary Kate  Ó Sé',
      sender_email: 'mk@example.ie',
      sender_phone: null,
      subject: 'Nursery',
      content: 'Is there a nursery on Saturday?',
    });
    expect(response.statusCode).toBe(201);
    expect(await storedMessage((response.json() as { id: number }).id)).toMatchObject({
      sender: 'Mary Kate Ó Sé',
      sender_phone: null,
      subject: 'Nursery',
    });
    expect((await send({ ...valid, sender_phone: '' })).statusCode).toBe(201);
  });

  it('answers every rule of the form with the texts the site shows', async () => {
    expect(
      expectJsonError(
        await send({ sender: ' ', sender_email: ' ', sender_phone: ' ', content: '   ' }),
        400,
      ),
    ).toEqual({
      message: 'The message is not valid',
      code: 'contact_invalid',
      errors: {
        sender: ['Please enter your name', 'Please enter your surname'],
        sender_email: ['Please enter your email'],
        content: ['Please enter your message'],
      },
    });
    expect(await errorsOf({ sender: 'Aoife' })).toEqual({ sender: ['Please enter your surname'] });
    expect(await errorsOf({ sender: 'A Byrne' })).toEqual({
      sender: ['Name must be at least 2 characters long'],
    });
    expect(await errorsOf({ sender: 'Aoife B' })).toEqual({
      sender: ['Surname must be at least 2 characters long'],
    });
    expect(await errorsOf({ sender: `${'x'.repeat(33)} Byrne` })).toEqual({
      sender: ['Maximum length 32'],
    });
    expect(await errorsOf({ sender_email: 'a@b' })).toEqual({
      sender_email: ['Email must be at least 4 characters long'],
    });
    for (const email of ['a..b@example.ie', '.ab@example.ie', 'ab.@example.ie', 'not-an-email']) {
      expect(await errorsOf({ sender_email: email })).toEqual({
        sender_email: ['Please enter a valid email address'],
      });
    }
    expect(await errorsOf({ sender_email: `${'a'.repeat(60)}@example.ie` })).toEqual({
      sender_email: ['Maximum length 64'],
    });
    for (const phone of ['0871234567', '+353 87 123 4567', '+1234567890123456', '+']) {
      expect(await errorsOf({ sender_phone: phone })).toEqual({ sender_phone: ['Invalid value'] });
    }
    expect(await errorsOf({ content: ' hi ' })).toEqual({
      content: ['Message must be at least 4 characters long'],
    });
    expect(await errorsOf({ content: 'x'.repeat(1501) })).toEqual({
      content: ['Maximum length 1500'],
    });
    expect((await send({ ...valid, content: ` ${'x'.repeat(1500)} ` })).statusCode).toBe(201);
  });

  it('refuses wrong types, missing fields, oversized fields and other media types', async () => {
    for (const payload of [
      { ...valid, sender: 42 },
      { ...valid, content: ['a', 'b'] },
      { ...valid, sender_phone: 353871234567 },
      { sender_email: 'a@b.ie' },
      { ...valid, content: 'x'.repeat(5001) },
    ]) {
      expectJsonError(await send(payload), 400);
    }
    const post = (contentType: string, payload: string) =>
      app.inject({
        method: 'POST',
        url: '/v2/store/demo/messages',
        headers: { 'content-type': contentType },
        payload,
      });
    expectJsonError(await post('text/plain', 'Hello'), 400);
    expectJsonError(await post('application/xml', '<message>Hello</message>'), 415);
    const broken = await app.inject({
      method: 'POST',
      url: '/v2/store/demo/messages',
      headers: { 'content-type': 'application/json' },
      payload: '{"sender": ',
    });
    expectJsonError(broken, 400);
  });

  it('treats SQL and HTML in a message as text', async () => {
    const before = await database.db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expectJsonError(await send({ ...valid, sender_email: "x@y.ie'; drop table clubs;--" }), 400);
    const hostile = await send({
      ...valid,
      content: "<script>alert(1)</script> Robert'); DROP TABLE contact_messages;--",
    });
    expect(hostile.statusCode).toBe(201);
    expect(hostile.body).not.toContain('<script>');
    expect((await storedMessage((hostile.json() as { id: number }).id)).content).toBe(
      "<script>alert(1)</script> Robert'); DROP TABLE contact_messages;--",
    );
    const after = await database.db
      .selectFrom('contact_messages')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n) + 1);
    expect((await get('/v2/store/demo/sponsors')).statusCode).toBe(200);
  });

  it('refuses a club whose contact feature is off, and an unknown club', async () => {
    expect(expectJsonError(await send(valid, 'quiet'), 403).message).toBe(
      'This club does not take messages online',
    );
    expect(expectJsonError(await send(valid, 'nowhere'), 404).message).toBe('Club not found');
  });

  it(`limits one address to ${CONTACT_LIMIT.max} messages in the window`, async () => {
    const ip = '10.0.9.9';
    // Messages the rules refuse are not counted.
    for (let i = 0; i < CONTACT_LIMIT.max + 2; i += 1) {
      expect((await send({ ...valid, content: '' }, 'demo', ip)).statusCode).toBe(400);
    }
    for (let i = 0; i < CONTACT_LIMIT.max; i += 1) {
      expect((await send(valid, 'demo', ip)).statusCode).toBe(201);
    }
    const limited = await send(valid, 'demo', ip);
    expect(expectJsonError(limited, 429).message).toBe(
      'Too many messages. Please try again later.',
    );
    const wait = Number(limited.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(CONTACT_LIMIT.windowSeconds);
    expect((await send(valid, 'demo', '10.0.9.10')).statusCode).toBe(201);
  });
});

describe('GET /v2/lists/countries', () => {
  it('lists every ISO country by name, with the counties the address forms offer', async () => {
    const response = await get('/v2/lists/countries');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const countries = response.json() as Country[];
    expect(countries.length).toBeGreaterThanOrEqual(249);
    const names = countries.map((country) => country.name);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en-IE'))).toEqual(names);
    expect(countries).toContainEqual({ code: 'FR', name: 'France' });

    const ireland = countries.find((country) => country.code === 'IE');
    expect(ireland?.name).toBe('Ireland');
    expect(ireland?.counties).toHaveLength(26);
    expect(ireland?.counties).toEqual(expect.arrayContaining(['Dublin', 'Kerry', 'Wicklow']));

    const uk = countries.find((country) => country.code === 'GB');
    expect(uk?.name).toBe('United Kingdom');
    expect(
      uk?.regions?.map((region) => [region.code, region.name, region.counties.length]),
    ).toEqual([
      ['GB-NIR', 'Northern Ireland', 6],
      ['GB-ENG', 'England', 48],
      ['GB-SCT', 'Scotland', 32],
      ['GB-WLS', 'Wales', 22],
    ]);
    expect(uk?.regions?.[0]?.counties).toContain('Antrim');
  });
});

describe('content seed', () => {
  it('changes nothing when it runs again', async () => {
    const count = async (table: 'articles' | 'sponsors' | 'lotto_friends') =>
      Number(
        (
          await database.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = [await count('articles'), await count('sponsors'), await count('lotto_friends')];
    await seedContent(database.db);
    expect([
      await count('articles'),
      await count('sponsors'),
      await count('lotto_friends'),
    ]).toEqual(before);
    expect(before[1]).toBe(7);
    expect(before[2]).toBe(3);
  });
});
