// The article rules' messages (shared with the API, in English) in the admin's language.
import { useFieldMessage } from '@touchline/i18n';
import {
  ARTICLE_LIMITS,
  SLUG_INVALID,
  SLUG_REQUIRED,
  SLUG_TAKEN,
  SLUG_TOO_LONG,
  SUMMARY_TOO_LONG,
  TITLE_REQUIRED,
  TITLE_TOO_LONG,
} from '@touchline/validators';
import { useCallback } from 'react';
import { type BackofficeMessageId, useBackofficeT } from '../messages/backoffice-messages';
import type { Translate } from '@touchline/i18n';

type T = Translate<BackofficeMessageId>;

// The article form's own wording of a rule (with its limit); the editor's rules (an image's alt
// text, say) are the field messages' catalogue's, as the editor words them.
const PROBLEMS: ReadonlyArray<readonly [string, (t: T) => string]> = [
  [TITLE_REQUIRED, (t) => t('articles.titleRequired')],
  [TITLE_TOO_LONG, (t) => t('articles.titleTooLong', { max: ARTICLE_LIMITS.titleMax })],
  [SUMMARY_TOO_LONG, (t) => t('articles.summaryTooLong', { max: ARTICLE_LIMITS.summaryMax })],
  [SLUG_REQUIRED, (t) => t('articles.slugRequired')],
  [SLUG_INVALID, (t) => t('articles.slugInvalid')],
  [SLUG_TOO_LONG, (t) => t('articles.slugTooLong', { max: ARTICLE_LIMITS.slugMax })],
  [SLUG_TAKEN, (t) => t('articles.slugTaken')],
];
const BY_TEXT = new Map(PROBLEMS);

/**
 * A rule's message in the admin's language: the article form's own, else the field messages'
 * catalogue's (which gives any other text, a server's own, as it came).
 */
export function useProblemText(): (problem: string | undefined) => string | undefined {
  const t = useBackofficeT();
  const fieldMessage = useFieldMessage();
  return useCallback(
    (problem) => {
      if (problem === undefined) return undefined;
      const say = BY_TEXT.get(problem);
      return say ? say(t) : fieldMessage(problem);
    },
    [t, fieldMessage],
  );
}
