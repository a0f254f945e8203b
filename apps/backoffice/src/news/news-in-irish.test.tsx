import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { languageChosen, languageSlice, registerSlice } from '@touchline/store';
import { Route, Routes } from 'react-router';
import { backofficeMessages } from '../messages/backoffice-messages';
import { anEditorArticle, fakeArticlesApi } from '../testing/fake-articles-api';
import { renderBackoffice } from '../testing/render-backoffice';
import { ArticleEditorPage } from './article-editor-page';
import { ArticlesPage } from './articles-page';
import { NewArticlePage } from './new-article-page';

jest.setTimeout(20_000);

beforeAll(() => backofficeMessages.preload('ga'));

function NewsRoutes() {
  return (
    <Routes>
      <Route path="/news-and-pages" element={<ArticlesPage />} />
      <Route path="/news-and-pages/new" element={<NewArticlePage />} />
      <Route path="/news-and-pages/:id" element={<ArticleEditorPage />} />
    </Routes>
  );
}

/** The page in Irish, as an admin who chose Irish sees it (its dates too). */
function openInIrish(path: string) {
  const rendered = renderBackoffice(<NewsRoutes />, { path, language: 'ga' });
  act(() => {
    registerSlice(languageSlice);
    rendered.store.dispatch(languageChosen('ga'));
  });
  return rendered;
}

const noEnglish = (...texts: string[]) => {
  for (const text of texts) expect(screen.queryByText(text)).not.toBeInTheDocument();
};

const PUBLISHED = anEditorArticle(1, 'Foireann shinsir sa chluiche ceannais', {
  state: 'published',
  published_at: '2026-11-02T10:00:00.000Z',
  public_slug: 'foireann-shinsir-sa-chluiche-ceannais',
  unpublished_changes: false,
});

describe('the news and pages in Irish', () => {
  it('lists the stories and pages in Irish', async () => {
    fakeArticlesApi([PUBLISHED, anEditorArticle(3, 'Faoin gclub', { type: 'Page' })]);
    openInIrish('/news-and-pages');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Nuacht agus leathanaigh' }),
    ).toBeVisible();
    const table = await screen.findByRole('table', { name: '2 scéal agus leathanach' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Foilsithe 2 Samhain 2026'),
      expect.stringMatching(/Leathanach.*Dréacht: níl sé ar an suíomh/),
    ]);
    expect(screen.getByRole('link', { name: 'Scéal nua' })).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Taispeáin' })).toHaveTextContent(
      'UileNuachtLeathanaigh',
    );
    noEnglish('New story', 'New page', 'Title', 'Last saved', 'Pages');
  });

  it('starts a story in Irish', async () => {
    fakeArticlesApi([]);
    const user = userEvent.setup();
    openInIrish('/news-and-pages/new?type=news');
    expect(screen.getByRole('heading', { level: 1, name: 'Scéal nua' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Tosaigh ag scríobh' }));
    expect(screen.getByText('Cuir isteach teideal.')).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Ar ais chuig nuacht agus leathanaigh' }),
    ).toBeVisible();
    noEnglish('Enter a title.', 'Start writing', 'Back to news and pages');
  });

  it('edits a story in Irish', async () => {
    fakeArticlesApi([PUBLISHED]);
    const user = userEvent.setup();
    openInIrish('/news-and-pages/1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cuir an scéal in eagar' }),
    ).toBeVisible();
    expect(screen.getByText('Foilsithe 2 Samhain 2026')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Slug an URL' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Íomhá chlúdaigh' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Foilsigh na hathruithe' })).toBeVisible();
    await user.clear(screen.getByRole('textbox', { name: 'Slug an URL' }));
    await user.type(screen.getByRole('textbox', { name: 'Slug an URL' }), 'Mícheart');
    expect(
      await screen.findByText(
        'Ná húsáid ach litreacha beaga, digití agus fleiscíní aonair, mar shampla under-14-final.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Dífhoilsigh' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'An scéal a bhaint den suíomh?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cealaigh' }));
    noEnglish('Publish changes', 'Unpublish', 'Schedule', 'Summary', 'Cover image');
  });
});
