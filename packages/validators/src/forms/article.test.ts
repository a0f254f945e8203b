import {
  articleSlugProblem,
  articleSummaryProblem,
  articleTitleProblem,
  SLUG_INVALID,
  SLUG_REQUIRED,
  SLUG_TOO_LONG,
  slugFromTitle,
  SUMMARY_TOO_LONG,
  TITLE_REQUIRED,
} from './article';

describe('slugFromTitle', () => {
  it('joins the words of a title with hyphens, in lower case and without accents', () => {
    expect(slugFromTitle('Under-14 Final: Glenarden win!')).toBe('under-14-final-glenarden-win');
    expect(slugFromTitle('Éire Óg’s Féile & more')).toBe('eire-ogs-feile-and-more');
    expect(slugFromTitle('  ...  ')).toBe('');
  });

  it('keeps a long title to the longest slug, cut between words', () => {
    const slug = slugFromTitle('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(100);
    expect(slug.endsWith('word')).toBe(true);
  });
});

describe('the article rules', () => {
  it('says what is wrong with a slug', () => {
    expect(articleSlugProblem('')).toBe(SLUG_REQUIRED);
    expect(articleSlugProblem('Club News')).toBe(SLUG_INVALID);
    expect(articleSlugProblem('club--news')).toBe(SLUG_INVALID);
    expect(articleSlugProblem('-news')).toBe(SLUG_INVALID);
    expect(articleSlugProblem('a'.repeat(101))).toBe(SLUG_TOO_LONG);
    expect(articleSlugProblem('club-news-2027')).toBeUndefined();
  });

  it('asks for a title and keeps the summary short', () => {
    expect(articleTitleProblem('  ')).toBe(TITLE_REQUIRED);
    expect(articleTitleProblem('Final day')).toBeUndefined();
    expect(articleSummaryProblem('x'.repeat(501))).toBe(SUMMARY_TOO_LONG);
    expect(articleSummaryProblem('Short')).toBeUndefined();
  });
});
