import {
  mapFieldErrors,
  selectClubAccount,
  selectClubStatus,
  usePageLanguage,
  useAppDispatch,
  useAppSelector,
} from '@touchline/store';
import { LOCALES } from '@touchline/i18n';
import { useEffect, useId } from 'react';
import {
  loadAccessibilityStatement,
  selectAccessibility,
  selectAccessibilityReport,
  sendAccessibilityReport,
} from '../content/content-slice';
import { useStorefrontContent } from '../content/use-storefront-content';
import { AccessibilityReportForm, type ReportValues } from './accessibility-report-form';
import { useStorefrontT } from '../messages/storefront-messages';
import styles from './accessibility-page.module.css';

/** Server payload fields -> form fields, to show the server's messages beside the inputs. */
const FIELD_OF: Record<string, keyof ReportValues> = {
  sender: 'name',
  sender_email: 'email',
  category_detail: 'topic',
  subject: 'where',
  content: 'what',
};

/**
 * "2026-11-29" -> "29 November 2026" in the page's locale (the date is a day, not a time: no time
 * zone moves it).
 */
export function reviewDate(day: string, locale: string = LOCALES.en): string {
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/**
 * The club's accessibility statement (the platform's, with the club's own addition) and the
 * form that reports a problem to the club's contact inbox. Every club has one: the footer links it.
 */
export function AccessibilityPage() {
  useStorefrontContent();
  const t = useStorefrontT();
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectClubStatus);
  const club = useAppSelector(selectClubAccount);
  const language = usePageLanguage();
  const { status: statementStatus, statement } = useAppSelector(selectAccessibility);
  const report = useAppSelector(selectAccessibilityReport);
  const slug = club?.slug;
  const ids = { status: useId(), gaps: useId(), club: useId(), report: useId(), review: useId() };

  useEffect(() => {
    if (slug) dispatch(loadAccessibilityStatement());
  }, [dispatch, slug]);

  if (status !== 'loaded' || !club) return null;
  const serverErrors = mapFieldErrors(report.fieldErrors, FIELD_OF);
  const sent = report.status === 'sent';

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('accessibility.title')}</h1>
      <p className={styles.lead}>{t('accessibility.lead', { club: club.name })}</p>

      {statementStatus === 'failed' && (
        <p role="alert" className={styles.problem}>
          {t('accessibility.failed')}
        </p>
      )}
      {(statementStatus === 'loading' || statementStatus === 'idle') && !statement && (
        <p className={styles.loading}>{t('accessibility.loading')}</p>
      )}

      {statement && (
        <>
          <section aria-labelledby={ids.status} className={styles.section}>
            <h2 id={ids.status}>{t('accessibility.status.heading')}</h2>
            {statement.summary.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <p>
              <strong>{`${t('accessibility.status.label')} `}</strong>
              {statement.conformance === 'full'
                ? t('accessibility.status.full', { standard: statement.standard })
                : t('accessibility.status.partial', { standard: statement.standard })}
            </p>
          </section>

          <section aria-labelledby={ids.gaps} className={styles.section}>
            <h2 id={ids.gaps}>{t('accessibility.gaps.heading')}</h2>
            {statement.known_gaps.length === 0 ? (
              <p>{t('accessibility.gaps.none')}</p>
            ) : (
              <ul>
                {statement.known_gaps.map((gap) => (
                  <li key={gap.title}>
                    <strong>{gap.title}</strong>: {gap.detail}
                  </li>
                ))}
              </ul>
            )}
          </section>

          {statement.club_addition_html && (
            <section aria-labelledby={ids.club} className={styles.section}>
              <h2 id={ids.club}>{t('accessibility.club.heading', { club: club.name })}</h2>
              {/* Sanitised by the API when written and again when read (ADR 0017). */}
              <div
                className={styles.addition}
                dangerouslySetInnerHTML={{ __html: statement.club_addition_html }}
              />
            </section>
          )}

          <section aria-labelledby={ids.review} className={styles.section}>
            <h2 id={ids.review}>{t('accessibility.review.heading')}</h2>
            <p>
              {t('accessibility.review.before')}{' '}
              <time dateTime={statement.last_reviewed}>
                {reviewDate(statement.last_reviewed, LOCALES[language])}
              </time>
              {t('accessibility.review.after')}
            </p>
          </section>
        </>
      )}

      <section aria-labelledby={ids.report} className={styles.section}>
        <h2 id={ids.report}>{t('accessibility.report.heading')}</h2>
        <p>{t('accessibility.report.intro', { club: club.name })}</p>
        <div role="status" className={sent ? styles.sent : undefined}>
          {sent && <p>{t('accessibility.report.sent', { club: club.name })}</p>}
        </div>
        <AccessibilityReportForm
          sending={report.status === 'sending'}
          sentCount={report.sentCount}
          serverErrors={serverErrors}
          onSend={(values) =>
            dispatch(
              sendAccessibilityReport({
                sender: `${values.name} ${values.surname}`,
                sender_email: values.email,
                content: values.what,
                category: 'accessibility',
                category_detail: values.topic,
                ...(values.where ? { subject: `Accessibility problem: ${values.where}` } : {}),
              }),
            )
          }
        />
      </section>
    </div>
  );
}
