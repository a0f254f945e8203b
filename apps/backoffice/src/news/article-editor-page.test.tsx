import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  IMAGE_ALT_REQUIRED,
  SLUG_INVALID,
  SLUG_TAKEN,
  TITLE_REQUIRED,
} from '@touchline/validators';
import { axe } from 'jest-axe';
import { Route, Routes } from 'react-router';
import { anEditorArticle, fakeArticlesApi } from '../testing/fake-articles-api';
import { renderBackoffice } from '../testing/render-backoffice';
import { ArticleEditorPage } from './article-editor-page';
import { ArticlesPage } from './articles-page';
import { NewArticlePage } from './new-article-page';

jest.setTimeout(20_000);

// jsdom draws no image: the cover's size check passes (the upload's own checks are the API's).
jest.mock('@touchline/rich-text', () => ({
  ...jest.requireActual<object>('@touchline/rich-text'),
  checkImageFile: async () => ({ ok: true }),
}));

function NewsRoutes() {
  return (
    <Routes>
      <Route path="/news-and-pages" element={<ArticlesPage />} />
      <Route path="/news-and-pages/new" element={<NewArticlePage />} />
      <Route path="/news-and-pages/:id" element={<ArticleEditorPage />} />
    </Routes>
  );
}

const open = (path: string) => renderBackoffice(<NewsRoutes />, { path });
/** The autosave runs a moment after typing stops. */
const saved = () =>
  waitFor(() => expect(screen.getByTestId('save-state')).toHaveTextContent('Saved'), {
    timeout: 5000,
  });

const PUBLISHED = anEditorArticle(1, 'Senior footballers reach the county final', {
  state: 'published',
  published_at: '2026-11-02T10:00:00.000Z',
  public_slug: 'senior-footballers-reach-the-county-final',
  unpublished_changes: false,
  summary: 'A day to remember.',
});

describe('the news and pages list', () => {
  it('lists the stories and pages with where each stands on the site', async () => {
    fakeArticlesApi([
      PUBLISHED,
      anEditorArticle(2, 'Cúl Camp dates', {
        state: 'scheduled',
        published_at: '2027-01-05T10:00:00.000Z',
        public_slug: 'cul-camp-dates',
      }),
      anEditorArticle(3, 'About the club', { type: 'Page' }),
    ]);
    const { container } = open('/news-and-pages');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Published 2 November 2026'),
      expect.stringMatching(/Scheduled for 5 January 2027 at \d\d:00.*Changes not published yet/),
      expect.stringContaining('Draft: not on the site'),
    ]);
    expect(within(table).getByRole('link', { name: 'About the club' })).toHaveAttribute(
      'href',
      '/news-and-pages/3',
    );
    expect(screen.getByRole('link', { name: 'New story' })).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows one type when asked', async () => {
    const api = fakeArticlesApi([PUBLISHED]);
    open('/news-and-pages?type=page');
    await screen.findByRole('table');
    expect(api.callsTo('GET', '/backoffice/articles')[0]?.query.get('type')).toBe('Page');
    expect(screen.getByRole('link', { name: 'Pages' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('a new story', () => {
  it('asks for a title, then opens the editor on the draft', async () => {
    const user = userEvent.setup();
    const api = fakeArticlesApi();
    open('/news-and-pages/new?type=news');
    await user.click(screen.getByRole('button', { name: 'Start writing' }));
    expect(screen.getByText(TITLE_REQUIRED)).toBeVisible();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Minor hurlers win the Féile');
    await user.click(screen.getByRole('button', { name: 'Start writing' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('/news-and-pages/100'),
    );
    expect(api.callsTo('POST', '/backoffice/articles')[0]?.body).toEqual({
      type: 'News',
      title: 'Minor hurlers win the Féile',
    });
    expect(await screen.findByRole('heading', { name: 'Edit story' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'URL slug' })).toHaveValue(
      'minor-hurlers-win-the-feile',
    );
    expect(screen.getByText('Draft: not on the site')).toBeVisible();
  });
});

describe('the editor', () => {
  it('saves the draft a moment after typing stops, the slug following the title', async () => {
    const user = userEvent.setup();
    const api = fakeArticlesApi([anEditorArticle(5, 'Lotto jackpot')]);
    const { container } = open('/news-and-pages/5');
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Lotto jackpot climbs to €12,000');
    expect(screen.getByRole('textbox', { name: 'URL slug' })).toHaveValue(
      'lotto-jackpot-climbs-to-12-000',
    );
    await saved();
    const saves = api.callsTo('PUT', '/backoffice/articles/5/draft');
    // One save for the whole burst of typing.
    expect(saves).toHaveLength(1);
    expect(saves[0]?.body).toEqual(
      expect.objectContaining({
        title: 'Lotto jackpot climbs to €12,000',
        slug: 'lotto-jackpot-climbs-to-12-000',
      }),
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('asks before leaving a change not saved yet', async () => {
    const user = userEvent.setup();
    fakeArticlesApi([anEditorArticle(12, 'Half-time')]);
    open('/news-and-pages/12');
    await user.type(await screen.findByRole('textbox', { name: 'Summary' }), 'Level at the break.');
    await user.click(screen.getByRole('link', { name: 'Back to news and pages' }));
    expect(await screen.findByRole('alertdialog', { name: 'Exit without saving?' })).toBeVisible();
    expect(screen.getByTestId('where')).toHaveTextContent('/news-and-pages/12');
  });

  it('keeps the published version until the changes are published', async () => {
    const user = userEvent.setup();
    const api = fakeArticlesApi([PUBLISHED]);
    const { noticesShown } = open('/news-and-pages/1');
    const summary = await screen.findByRole('textbox', { name: 'Summary' });
    // A published story keeps its address when its title changes.
    await user.type(screen.getByRole('textbox', { name: 'Title' }), '!');
    expect(screen.getByRole('textbox', { name: 'URL slug' })).toHaveValue(
      'senior-footballers-reach-the-county-final',
    );
    await user.type(summary, ' And a replay.');
    await saved();
    expect(await screen.findByText('Changes not published yet')).toBeVisible();
    expect(api.callsTo('POST', '/backoffice/articles/1/publish')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Publish changes' }));
    await waitFor(() =>
      expect(noticesShown()).toContainEqual({ type: 'success', title: 'The story is published.' }),
    );
    expect(screen.queryByText('Changes not published yet')).toBeNull();
    expect(screen.getByRole('link', { name: 'View on the club site' })).toHaveAttribute(
      'href',
      'http://demo.localhost/news/senior-footballers-reach-the-county-final',
    );
  });

  it('says what is wrong with a slug, and saves nothing until it is right', async () => {
    const user = userEvent.setup();
    const api = fakeArticlesApi([
      anEditorArticle(6, 'Slug rules'),
      anEditorArticle(7, 'Taken', { slug: 'taken' }),
    ]);
    open('/news-and-pages/6');
    const slug = await screen.findByRole('textbox', { name: 'URL slug' });
    await user.clear(slug);
    await user.type(slug, 'Slug Rules!');
    await waitFor(() => expect(screen.getByText(SLUG_INVALID)).toBeVisible(), { timeout: 5000 });
    expect(slug).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('save-state')).toHaveTextContent('Not saved');
    expect(api.callsTo('PUT', '/backoffice/articles/6/draft')).toHaveLength(0);

    await user.clear(slug);
    await user.type(slug, 'taken');
    await waitFor(() => expect(screen.getByText(SLUG_TAKEN)).toBeVisible(), { timeout: 5000 });

    await user.clear(slug);
    await user.type(slug, 'slug-rules-2027');
    await saved();
    expect(screen.queryByText(SLUG_TAKEN)).toBeNull();
  });

  it('refuses to publish an image without alt text', async () => {
    const user = userEvent.setup();
    const api = fakeArticlesApi([
      anEditorArticle(8, 'Photos', {
        content: '<p>Look</p><img src="http://api.test/a.png" alt="">',
      }),
    ]);
    const { noticesShown } = open('/news-and-pages/8');
    await user.click(await screen.findByRole('button', { name: 'Publish now' }));
    await waitFor(() =>
      expect(noticesShown()).toContainEqual({ type: 'danger', title: IMAGE_ALT_REQUIRED }),
    );
    // Under the content too, where the image is.
    expect(screen.getAllByText(IMAGE_ALT_REQUIRED)[0]).toBeVisible();
    expect(api.callsTo('POST', '/backoffice/articles/8/publish')).toHaveLength(0);
  });

  it('previews the draft as the article page shows it', async () => {
    const user = userEvent.setup();
    fakeArticlesApi([
      anEditorArticle(9, 'Open day', {
        summary: 'All welcome.',
        content: '<h2>Sunday</h2><p onclick="x()">Bring boots.</p><script>alert(1)</script>',
      }),
    ]);
    const { container } = open('/news-and-pages/9');
    await user.click(await screen.findByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('article', { name: 'Preview of Open day' });
    expect(within(preview).getByRole('heading', { name: 'Open day' })).toBeVisible();
    expect(within(preview).getByRole('heading', { name: 'Sunday' })).toBeVisible();
    expect(preview).toHaveTextContent('All welcome.');
    expect(preview).toHaveTextContent('Not published yet');
    expect(preview.innerHTML).not.toMatch(/script|onclick/);
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Back to editing' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Open day');
  });

  it('schedules the story for a later time', async () => {
    const user = userEvent.setup();
    const api = fakeArticlesApi([anEditorArticle(10, 'Cúl Camp')]);
    const { noticesShown } = open('/news-and-pages/10');
    await user.click(await screen.findByRole('button', { name: 'Schedule' }));
    expect(noticesShown()).toContainEqual({
      type: 'danger',
      title: 'Choose the date and time to publish at.',
    });
    await user.type(screen.getByLabelText('Publish at'), '2027-01-05T10:00');
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() =>
      expect(noticesShown()).toContainEqual({
        type: 'success',
        title: 'The story will be published on 5 January 2027 at 10:00.',
      }),
    );
    expect(api.callsTo('POST', '/backoffice/articles/10/publish')[0]?.body).toEqual({
      publish_at: new Date('2027-01-05T10:00').toISOString(),
    });
    expect(screen.getByText('Scheduled for 5 January 2027 at 10:00')).toBeVisible();
  });

  it('takes a published story off the site after asking', async () => {
    const user = userEvent.setup();
    const api = fakeArticlesApi([PUBLISHED]);
    const { noticesShown } = open('/news-and-pages/1');
    await user.click(await screen.findByRole('button', { name: 'Unpublish' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Take the story off the site?' });
    await user.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    await waitFor(() =>
      expect(noticesShown()).toContainEqual({
        type: 'success',
        title: 'The story is no longer on the site.',
      }),
    );
    expect(api.callsTo('POST', '/backoffice/articles/1/unpublish')).toHaveLength(1);
    expect(screen.getByText('Draft: not on the site')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Unpublish' })).toBeNull();
  });

  it('uploads a cover image', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const api = fakeArticlesApi([anEditorArticle(11, 'Floodlights')]);
    open('/news-and-pages/11');
    await screen.findByRole('button', { name: 'Upload cover image' });
    await user.upload(
      screen.getByTestId('cover-image-input'),
      new File([new Uint8Array([137, 80])], 'pitch.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('img', { name: 'Cover: pitch.png' })).toBeVisible();
    await saved();
    expect(api.callsTo('PUT', '/backoffice/articles/11/draft')[0]?.body).toEqual(
      expect.objectContaining({
        featured_image: [expect.objectContaining({ size: 'original', filename: 'pitch.png' })],
      }),
    );
  });
});
