// The rules of the back office's news and pages editor, checked by the editor and by the API.

export const ARTICLE_LIMITS = { titleMax: 200, summaryMax: 500, slugMax: 100 } as const;

export const TITLE_REQUIRED = 'Enter a title.';
export const TITLE_TOO_LONG = `The title can be at most ${ARTICLE_LIMITS.titleMax} characters.`;
export const SUMMARY_TOO_LONG = `The summary can be at most ${ARTICLE_LIMITS.summaryMax} characters.`;
export const SLUG_REQUIRED = 'Enter a URL slug.';
export const SLUG_INVALID =
  'Use lower-case letters, digits and single hyphens only, for example under-14-final.';
export const SLUG_TOO_LONG = `The URL slug can be at most ${ARTICLE_LIMITS.slugMax} characters.`;
export const SLUG_TAKEN =
  'Another story or page of the club already uses this URL slug. Choose another.';
export const IMAGE_ALT_REQUIRED =
  'Describe the image in its alt text, for people who cannot see it.';

/** An article's address: lower-case words and digits joined by single hyphens. */
export const ARTICLE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The URL slug a title suggests: accents dropped, lower case, words and digits joined by
 * hyphens, at most the longest slug (cut at a hyphen where it can be).
 */
export function slugFromTitle(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (words.length <= ARTICLE_LIMITS.slugMax) return words;
  const cut = words.slice(0, ARTICLE_LIMITS.slugMax);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, '');
}

/** The slug's problem, or undefined when it is a valid address. */
export function articleSlugProblem(slug: string): string | undefined {
  if (slug.trim() === '') return SLUG_REQUIRED;
  if (slug.length > ARTICLE_LIMITS.slugMax) return SLUG_TOO_LONG;
  if (!ARTICLE_SLUG_PATTERN.test(slug)) return SLUG_INVALID;
  return undefined;
}

/** The title's problem, or undefined. */
export function articleTitleProblem(title: string): string | undefined {
  if (title.trim() === '') return TITLE_REQUIRED;
  if (title.trim().length > ARTICLE_LIMITS.titleMax) return TITLE_TOO_LONG;
  return undefined;
}

/** The summary's problem, or undefined. */
export function articleSummaryProblem(summary: string): string | undefined {
  return summary.trim().length > ARTICLE_LIMITS.summaryMax ? SUMMARY_TOO_LONG : undefined;
}
