import type { AccessibilityStatement } from '@touchline/contracts';
import type { Language } from '@touchline/contracts/languages';
import { apiTranslator } from '../messages/api-messages';

/** The standard every club site is built and tested against. */
export const ACCESSIBILITY_STANDARD = 'WCAG 2.2 AA';

/**
 * The date of the platform's last accessibility review: the walk-through of every page of two
 * clubs at five widths with axe, and the keyboard and 375 px checks (docs/testing.md, run of
 * 2026-11-29). Change it with each review, with `KNOWN_GAPS` (docs/accessibility.md).
 */
export const LAST_REVIEWED = '2026-11-29';

/**
 * What is known not to conform, from the review's notes (docs/accessibility.md). None is known
 * today; each entry, when there is one, says what does not conform and what to do meanwhile.
 */
export const KNOWN_GAPS: AccessibilityStatement['known_gaps'] = [];

/** The platform's default statement for a club, paragraph by paragraph, in a language. */
export function defaultStatement(clubName: string, language: Language = 'en'): string[] {
  const t = apiTranslator(language);
  return [
    t('statement.everyone', { club: clubName }),
    t('statement.standard'),
    t(KNOWN_GAPS.length === 0 ? 'statement.noGaps' : 'statement.gaps'),
    t('statement.clubContent'),
  ];
}

/**
 * A club's statement: the platform's default in the reader's language and the club's own addition
 * (already sanitised), as the club wrote it.
 */
export function accessibilityStatementFor(
  clubName: string,
  clubAdditionHtml: string | null,
  language: Language = 'en',
): AccessibilityStatement {
  return {
    club_name: clubName,
    standard: ACCESSIBILITY_STANDARD,
    conformance: KNOWN_GAPS.length === 0 ? 'full' : 'partial',
    summary: defaultStatement(clubName, language),
    known_gaps: [...KNOWN_GAPS],
    club_addition_html: clubAdditionHtml?.trim() ? clubAdditionHtml : null,
    last_reviewed: LAST_REVIEWED,
    reporting_open: true,
  };
}
