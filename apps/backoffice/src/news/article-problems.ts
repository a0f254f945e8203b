// The article rules' messages (shared with the API, in English) in the admin's language.
import type { Translate } from '@touchline/i18n';
import {
  ARTICLE_LIMITS,
  IMAGE_ALT_REQUIRED,
  SLUG_INVALID,
  SLUG_REQUIRED,
  SLUG_TAKEN,
  SLUG_TOO_LONG,
  SUMMARY_TOO_LONG,
  TITLE_REQUIRED,
  TITLE_TOO_LONG,
} from '@touchline/validators';
import type { BackofficeMessageId } from '../messages/backoffice-messages';

type T = Translate<BackofficeMessageId>;

const PROBLEMS: ReadonlyArray<readonly [string, (t: T) => string]> = [
  [TITLE_REQUIRED, (t) => t('articles.titleRequired')],
  [TITLE_TOO_LONG, (t) => t('articles.titleTooLong', { max: ARTICLE_LIMITS.titleMax })],
  [SUMMARY_TOO_LONG, (t) => t('articles.summaryTooLong', { max: ARTICLE_LIMITS.summaryMax })],
  [SLUG_REQUIRED, (t) => t('articles.slugRequired')],
  [SLUG_INVALID, (t) => t('articles.slugInvalid')],
  [SLUG_TOO_LONG, (t) => t('articles.slugTooLong', { max: ARTICLE_LIMITS.slugMax })],
  [SLUG_TAKEN, (t) => t('articles.slugTaken')],
  [IMAGE_ALT_REQUIRED, (t) => t('articles.imageAltRequired')],
];
const BY_TEXT = new Map(PROBLEMS);

/** A rule's message in the admin's language; any other text (a server's own) as it came. */
export function problemText(t: T, problem: string | undefined): string | undefined {
  const say = problem === undefined ? undefined : BY_TEXT.get(problem);
  return say ? say(t) : problem;
}
