import type { AccessibilityStatement } from '@touchline/contracts';

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

/** The platform's default statement for a club, paragraph by paragraph. */
export function defaultStatement(clubName: string): string[] {
  const gaps =
    KNOWN_GAPS.length === 0
      ? 'We know of no part of this website that does not conform. If you find one, please tell us: we will fix it.'
      : 'The parts listed below do not conform yet. We are working on them.';
  return [
    `${clubName} wants everyone to be able to use this website: to read the club's news, join, buy and pay, whatever device or assistive technology they use.`,
    `This website aims to conform to the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. It is built to be used with a keyboard alone, with a screen reader, and zoomed in or on a narrow screen (down to 375 pixels wide), and each page is checked with automated tests and by hand.`,
    gaps,
    `The club writes its own news, pages and pictures. If something the club wrote is hard to use (a picture without a description, for example), tell us and we will correct it.`,
  ];
}

/** A club's statement: the platform's default and the club's own addition (already sanitised). */
export function accessibilityStatementFor(
  clubName: string,
  clubAdditionHtml: string | null,
): AccessibilityStatement {
  return {
    club_name: clubName,
    standard: ACCESSIBILITY_STANDARD,
    conformance: KNOWN_GAPS.length === 0 ? 'full' : 'partial',
    summary: defaultStatement(clubName),
    known_gaps: [...KNOWN_GAPS],
    club_addition_html: clubAdditionHtml?.trim() ? clubAdditionHtml : null,
    last_reviewed: LAST_REVIEWED,
    reporting_open: true,
  };
}
