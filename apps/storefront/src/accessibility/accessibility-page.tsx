import {
  mapFieldErrors,
  selectClubAccount,
  selectClubStatus,
  useAppDispatch,
  useAppSelector,
} from '@touchline/store';
import { useEffect, useId } from 'react';
import {
  loadAccessibilityStatement,
  selectAccessibility,
  selectAccessibilityReport,
  sendAccessibilityReport,
} from '../content/content-slice';
import { useStorefrontContent } from '../content/use-storefront-content';
import { AccessibilityReportForm, type ReportValues } from './accessibility-report-form';
import styles from './accessibility-page.module.css';

/** Server payload fields -> form fields, to show the server's messages beside the inputs. */
const FIELD_OF: Record<string, keyof ReportValues> = {
  sender: 'name',
  sender_email: 'email',
  category_detail: 'topic',
  subject: 'where',
  content: 'what',
};

/** "2026-11-29" -> "29 November 2026" (the date is a day, not a time: no time zone moves it). */
export function reviewDate(day: string): string {
  return new Intl.DateTimeFormat('en-IE', {
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
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectClubStatus);
  const club = useAppSelector(selectClubAccount);
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
      <h1 className={styles.title}>Accessibility statement</h1>
      <p className={styles.lead}>This statement is for the website of {club.name}.</p>

      {statementStatus === 'failed' && (
        <p role="alert" className={styles.problem}>
          The statement could not be loaded. Please try again later; you can still report a problem
          below.
        </p>
      )}
      {(statementStatus === 'loading' || statementStatus === 'idle') && !statement && (
        <p className={styles.loading}>Loading the statement…</p>
      )}

      {statement && (
        <>
          <section aria-labelledby={ids.status} className={styles.section}>
            <h2 id={ids.status}>How accessible this website is</h2>
            {statement.summary.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <p>
              <strong>Conformance status: </strong>
              {statement.conformance === 'full'
                ? `this website is built and tested to conform to ${statement.standard}.`
                : `this website partially conforms to ${statement.standard}: the parts below do not conform yet.`}
            </p>
          </section>

          <section aria-labelledby={ids.gaps} className={styles.section}>
            <h2 id={ids.gaps}>What is known not to conform</h2>
            {statement.known_gaps.length === 0 ? (
              <p>Nothing is known not to conform at the last review.</p>
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
              <h2 id={ids.club}>From {club.name}</h2>
              {/* Sanitised by the API when written and again when read (ADR 0017). */}
              <div
                className={styles.addition}
                dangerouslySetInnerHTML={{ __html: statement.club_addition_html }}
              />
            </section>
          )}

          <section aria-labelledby={ids.review} className={styles.section}>
            <h2 id={ids.review}>Last review</h2>
            <p>
              This statement was last reviewed on{' '}
              <time dateTime={statement.last_reviewed}>{reviewDate(statement.last_reviewed)}</time>.
            </p>
          </section>
        </>
      )}

      <section aria-labelledby={ids.report} className={styles.section}>
        <h2 id={ids.report}>Report a problem</h2>
        <p>
          If something on this website is hard or impossible to use, tell us. Your report goes to{' '}
          {club.name}, who reply by email.
        </p>
        <div role="status" className={sent ? styles.sent : undefined}>
          {sent && <p>Thank you: your report has reached {club.name}. They will reply by email.</p>}
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
