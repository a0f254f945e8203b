import { TypeCompiler } from '@sinclair/typebox/compiler';
import {
  EditorArticle,
  EditorArticlePage,
  type ArticleList,
  type EditorArticlePreview,
} from '@touchline/contracts';
import {
  IMAGE_ALT_REQUIRED,
  SLUG_INVALID,
  SLUG_TAKEN,
  TITLE_REQUIRED,
} from '@touchline/validators';
import { createClock } from '../../clock/clock';
import { findClubContentVersion } from '../../clubs/club-content-version-repository';
import {
  bearer,
  jsonError,
  SEEDED,
  signIn,
  signInBySso,
  startIdentityApp,
  type IdentityTestApp,
} from '../../identity/identity-test-kit';
import { SCHEDULE_IN_PAST } from './article-draft-rules';

const checkArticle = TypeCompiler.Compile(EditorArticle);
const checkPage = TypeCompiler.Compile(EditorArticlePage);
const BASE = '/v2/backoffice/articles';
const HOUR = 3_600_000;

let kit: IdentityTestApp;
let admin: Record<string, string>;
let quietAdmin: Record<string, string>;

beforeAll(async () => {
  // A long cache of the club record and the article lists: what the site reads after a
  // publication must come from the editor forgetting them, not from their running out.
  kit = await startIdentityApp({ CLUB_CACHE_TTL_MS: '600000' });
  admin = bearer((await signIn(kit.app, SEEDED.demoAdmin)).access_token);
  quietAdmin = bearer((await signInBySso(kit, SEEDED.quietAdmin)).access_token);
});
afterAll(async () => kit?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  kit.app.inject({
    method,
    url,
    headers: admin,
    ...(payload ? { payload } : method === 'POST' ? { payload: {} } : {}),
  });

const publicArticle = (slug: string) =>
  kit.app.inject({ method: 'GET', url: `/v2/store/demo/articles/${slug}` });
const publicNews = async () =>
  (await kit.app.inject({ method: 'GET', url: '/v2/store/demo/articles?type=news&per_page=6' }))
    .json<ArticleList>()
    .items.map((item) => item.title);
const version = () => findClubContentVersion(kit.database.db, 'demo');

async function newStory(title: string, extra: object = {}): Promise<EditorArticle> {
  const response = await call('POST', BASE, { type: 'News', title, ...extra });
  expect(response.statusCode).toBe(201);
  return response.json<EditorArticle>();
}

const draftOf = (article: EditorArticle, changes: object = {}) => ({
  title: article.title,
  slug: article.slug,
  summary: article.summary,
  content: article.content,
  featured_image: article.featured_image,
  ...changes,
});

describe('the news and pages editor', () => {
  it("lists the club's articles with the state of their public version", async () => {
    const response = await call('GET', `${BASE}?type=News`);
    expect(response.statusCode).toBe(200);
    const page = response.json<EditorArticlePage>();
    expect(checkPage.Check(page)).toBe(true);
    expect(page.total).toBeGreaterThan(0);
    expect(page.items.every((item) => item.type === 'News')).toBe(true);
    expect(page.items.map((item) => item.title)).toContain(
      'Senior footballers reach the county final',
    );
    expect(
      page.items.find((item) => item.slug === 'senior-footballers-reach-county-final'),
    ).toEqual(expect.objectContaining({ state: 'published', unpublished_changes: false }));
  });

  it('starts a story as a draft under a slug made from its title, shown nowhere', async () => {
    const before = await version();
    const story = await newStory('Minor hurlers win the Féile!');
    expect(checkArticle.Check(story)).toBe(true);
    expect(story).toEqual(
      expect.objectContaining({
        type: 'News',
        title: 'Minor hurlers win the Féile!',
        slug: 'minor-hurlers-win-the-feile',
        state: 'draft',
        published_at: null,
        public_slug: null,
      }),
    );
    expect((await publicArticle(story.slug)).statusCode).toBe(404);
    // A new row in the articles table: the content version moves, though the site shows nothing.
    expect(Number(await version())).toBeGreaterThanOrEqual(Number(before));
  });

  it('autosaves a draft, sanitised, without touching what the site shows', async () => {
    const story = await newStory('Club lotto jackpot climbs');
    const before = await version();
    const response = await call(
      'PUT',
      `${BASE}/${story.id}/draft`,
      draftOf(story, {
        summary: 'Now at €12,000.',
        content:
          '<h2>Draw on Sunday</h2><p onclick="steal()">Tickets online.</p><script>alert(1)</script>',
      }),
    );
    expect(response.statusCode).toBe(200);
    const saved = response.json<EditorArticle>();
    expect(saved.summary).toBe('Now at €12,000.');
    expect(saved.content).toBe('<h2>Draw on Sunday</h2><p>Tickets online.</p>');
    expect(await version()).toBe(before);
  });

  it('keeps the published version on the site until the edit is published', async () => {
    const list = (await call('GET', `${BASE}?type=News&per_page=100`)).json<EditorArticlePage>();
    const seeded = list.items.find((item) => item.slug === 'membership-2027-now-open')!;
    const opened = (await call('GET', `${BASE}/${seeded.id}`)).json<EditorArticle>();
    expect(opened.public_slug).toBe('membership-2027-now-open');
    const publicTitle = (await publicArticle(seeded.slug)).json<{ title: string }>().title;
    await publicNews(); // the home's list, kept by the API from here on

    const edited = await call(
      'PUT',
      `${BASE}/${seeded.id}/draft`,
      draftOf(opened, { title: 'Membership 2027: last week to join' }),
    );
    expect(edited.json<EditorArticle>()).toEqual(
      expect.objectContaining({
        title: 'Membership 2027: last week to join',
        state: 'published',
        unpublished_changes: true,
      }),
    );
    expect((await publicArticle(seeded.slug)).json<{ title: string }>().title).toBe(publicTitle);
    expect(await publicNews()).not.toContain('Membership 2027: last week to join');

    const before = await version();
    const published = await call('POST', `${BASE}/${seeded.id}/publish`, {});
    expect(published.statusCode).toBe(200);
    expect(published.json<EditorArticle>()).toEqual(
      expect.objectContaining({
        state: 'published',
        unpublished_changes: false,
        published_at: opened.published_at,
      }),
    );
    expect((await publicArticle(seeded.slug)).json<{ title: string }>().title).toBe(
      'Membership 2027: last week to join',
    );
    expect(await publicNews()).toContain('Membership 2027: last week to join');
    expect(Number(await version())).toBeGreaterThan(Number(before));
  });

  it('publishes a new story: the news list and its page show it on the next load', async () => {
    const story = await newStory('New floodlights switched on');
    await call(
      'PUT',
      `${BASE}/${story.id}/draft`,
      draftOf(story, {
        content:
          '<p>Training goes on till nine.</p><img src="https://example.test/a.jpg" alt="The pitch under lights">',
      }),
    );
    expect(await publicNews()).not.toContain('New floodlights switched on');
    const response = await call('POST', `${BASE}/${story.id}/publish`, { publish_at: null });
    expect(response.statusCode).toBe(200);
    expect(response.json<EditorArticle>().state).toBe('published');
    expect((await publicNews())[0]).toBe('New floodlights switched on');
    const page = await publicArticle('new-floodlights-switched-on');
    expect(page.statusCode).toBe(200);
    expect(page.json<{ content: string }>().content).toContain('alt="The pitch under lights"');
  });

  it('takes a story down and puts it back', async () => {
    const story = await newStory('Fixture change');
    await call('POST', `${BASE}/${story.id}/publish`, {});
    expect(await publicNews()).toContain('Fixture change');

    const down = await call('POST', `${BASE}/${story.id}/unpublish`);
    expect(down.statusCode).toBe(200);
    expect(down.json<EditorArticle>()).toEqual(
      expect.objectContaining({ state: 'draft', published_at: null, title: 'Fixture change' }),
    );
    expect((await publicArticle('fixture-change')).statusCode).toBe(404);
    expect(await publicNews()).not.toContain('Fixture change');
  });

  it('schedules a story: not public until its time by the clock', async () => {
    const story = await newStory('Cúl Camp dates announced');
    const at = new Date(Date.now() + 2 * HOUR).toISOString();
    const response = await call('POST', `${BASE}/${story.id}/publish`, { publish_at: at });
    expect(response.statusCode).toBe(200);
    expect(response.json<EditorArticle>()).toEqual(
      expect.objectContaining({ state: 'scheduled', published_at: at }),
    );
    expect((await publicArticle(story.slug)).statusCode).toBe(404);

    await createClock(kit.database.db, { movable: true }).advance(3 * HOUR);
    expect((await publicArticle(story.slug)).statusCode).toBe(200);
    const opened = (await call('GET', `${BASE}/${story.id}`)).json<EditorArticle>();
    expect(opened.state).toBe('published');
    await createClock(kit.database.db, { movable: true }).reset();
  });

  it('refuses a schedule in the past', async () => {
    const story = await newStory('Old news');
    const response = await call('POST', `${BASE}/${story.id}/publish`, {
      publish_at: new Date(Date.now() - 2 * HOUR).toISOString(),
    });
    expect(jsonError(response, 422)).toEqual(
      expect.objectContaining({
        message: SCHEDULE_IN_PAST,
        errors: { publish_at: [SCHEDULE_IN_PAST] },
      }),
    );
  });

  it('says what is wrong with a slug or a title', async () => {
    const story = await newStory('Slug rules');
    const invalid = await call(
      'PUT',
      `${BASE}/${story.id}/draft`,
      draftOf(story, { slug: 'Slug Rules!' }),
    );
    expect(jsonError(invalid, 422)).toEqual(
      expect.objectContaining({ message: SLUG_INVALID, errors: { slug: [SLUG_INVALID] } }),
    );
    const taken = await call(
      'PUT',
      `${BASE}/${story.id}/draft`,
      draftOf(story, { slug: 'senior-footballers-reach-county-final' }),
    );
    expect(jsonError(taken, 422)).toEqual(
      expect.objectContaining({ message: SLUG_TAKEN, errors: { slug: [SLUG_TAKEN] } }),
    );
    const twice = await call('POST', BASE, {
      type: 'Page',
      title: 'Slug rules',
      slug: 'slug-rules',
    });
    expect(jsonError(twice, 422).errors).toEqual({ slug: [SLUG_TAKEN] });
    const again = await call('POST', BASE, { type: 'Page', title: 'Slug rules' });
    expect(again.json<EditorArticle>().slug).toBe('slug-rules-2');
    const untitled = await call('POST', BASE, { type: 'Page', title: ' ', slug: 'untitled' });
    expect(jsonError(untitled, 422).errors).toEqual({ title: [TITLE_REQUIRED] });
  });

  it('frees the address a draft never published leaves', async () => {
    const story = await newStory('Moving address');
    await call('PUT', `${BASE}/${story.id}/draft`, draftOf(story, { slug: 'moved-address' }));
    const other = await call('POST', BASE, { type: 'Page', title: 'Moving address' });
    expect(other.statusCode).toBe(201);
    expect(other.json<EditorArticle>().slug).toBe('moving-address');
  });

  it('refuses to publish an image without alt text', async () => {
    const story = await newStory('Photos from the final');
    await call(
      'PUT',
      `${BASE}/${story.id}/draft`,
      draftOf(story, {
        content: '<p>What a day.</p><img src="https://example.test/b.jpg" alt=" ">',
      }),
    );
    const response = await call('POST', `${BASE}/${story.id}/publish`, {});
    expect(jsonError(response, 422)).toEqual(
      expect.objectContaining({
        message: IMAGE_ALT_REQUIRED,
        errors: { content: [IMAGE_ALT_REQUIRED] },
      }),
    );
    expect((await publicArticle(story.slug)).statusCode).toBe(404);
  });

  it('previews the draft as the article page would show it', async () => {
    const story = await newStory('Preview me', {
      summary: 'A summary',
      content: '<p>Body<iframe src="https://evil.test"></iframe></p>',
      featured_image: [
        { size: 'original', filepath: '/static/news/final.jpg', filename: 'final.jpg' },
      ],
    });
    const response = await call('GET', `${BASE}/${story.id}/preview`);
    expect(response.statusCode).toBe(200);
    const preview = response.json<EditorArticlePreview>();
    expect(preview).toEqual(
      expect.objectContaining({
        title: 'Preview me',
        summary: 'A summary',
        content: '<p>Body</p>',
      }),
    );
    expect(preview.featured_image[0]?.filepath).toMatch(
      /^https?:\/\/.+\/static\/news\/final\.jpg$/,
    );
  });

  it("answers 404 for another club's article", async () => {
    const story = await newStory('Demo only');
    const response = await kit.app.inject({
      method: 'GET',
      url: `${BASE}/${story.id}`,
      headers: quietAdmin,
    });
    // The quiet club's admin works on their own club, which has no such article.
    expect(jsonError(response, 404).message).toBe('Article not found');
    expect((await call('GET', `${BASE}/999999`)).statusCode).toBe(404);
  });
});
