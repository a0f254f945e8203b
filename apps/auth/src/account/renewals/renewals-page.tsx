import { ApiError } from '@touchline/api-client';
import type { Renewal } from '@touchline/contracts';
import { clubSiteUrl } from '@touchline/store';
import { Button, ResponsiveSkeleton } from '@touchline/ui';
import { useState } from 'react';
import { useAccountCalls } from '../api/use-account-calls';
import { useLoaded } from '../api/use-loaded';
import { NewQuestionField, type NewAnswer } from './new-question-field';
import { canRenew, describeRenewal, endText, nextPlanText, RENEWAL_TEXTS } from './renewal-texts';
import styles from './renewals.module.css';

/** The renewals of one club: one cart, one Renew. */
interface ClubRenewals {
  readonly slug: string;
  readonly name: string;
  readonly items: Renewal[];
}

function byClub(items: readonly Renewal[]): ClubRenewals[] {
  const clubs = new Map<string, ClubRenewals>();
  for (const item of items) {
    const club = clubs.get(item.club) ?? { slug: item.club, name: item.club_name, items: [] };
    club.items.push(item);
    clubs.set(item.club, club);
  }
  return [...clubs.values()];
}

type Outcome = { kind: 'renewed'; cartUrl: string } | { kind: 'refused'; message: string };

type Answers = Record<string, Record<string, NewAnswer>>;

/** One renewal: what, for whom, when it ends, what next season offers and its new questions. */
function RenewalRow({
  renewal,
  answers,
  onAnswer,
}: {
  renewal: Renewal;
  answers: Record<string, NewAnswer>;
  onAnswer: (questionId: number, value: NewAnswer) => void;
}) {
  const headingId = `renewal-${renewal.order_item_id}`;
  const next = nextPlanText(renewal);
  const questions = canRenew(renewal) ? (renewal.next_plan?.questions_to_answer ?? []) : [];
  return (
    <article className={styles.renewal} aria-labelledby={headingId}>
      <h4 className={styles.name} id={headingId}>
        {describeRenewal(renewal)}
      </h4>
      <p className={styles.meta}>{endText(renewal)}</p>
      {renewal.renewed ? (
        <p className={styles.done}>{RENEWAL_TEXTS.renewed}</p>
      ) : next ? (
        <p className={styles.meta}>{next}</p>
      ) : (
        <p className={styles.meta}>{RENEWAL_TEXTS.noPlan}</p>
      )}
      {questions.length > 0 && (
        <fieldset className={styles.questions}>
          <legend>{RENEWAL_TEXTS.newQuestions}</legend>
          {questions.map((question) => (
            <NewQuestionField
              key={question.question_id}
              question={question}
              orderItemId={renewal.order_item_id}
              value={answers[String(question.question_id)]}
              onChange={(value) => onAnswer(question.question_id, value)}
            />
          ))}
        </fieldset>
      )}
    </article>
  );
}

/** A club's renewals and its Renew, which puts every one that can be renewed in the cart. */
function ClubSection({ club }: { club: ClubRenewals }) {
  const api = useAccountCalls();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [answers, setAnswers] = useState<Answers>({});
  const renewable = club.items.filter(canRenew);
  const headingId = `renewals-club-${club.slug}`;

  const renew = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      const result = await api.renewMemberships({
        club: club.slug,
        order_item_ids: renewable.map((renewal) => renewal.order_item_id),
        ...(Object.keys(answers).length > 0 ? { answers } : {}),
      });
      const cartUrl = `${clubSiteUrl(club.slug)}?cart=${encodeURIComponent(result.shopping_cart_id)}`;
      setOutcome({ kind: 'renewed', cartUrl });
    } catch (error) {
      const message =
        error instanceof ApiError && error.message ? error.message : RENEWAL_TEXTS.refusedFallback;
      setOutcome({ kind: 'refused', message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.club} aria-labelledby={headingId}>
      <h3 id={headingId}>{club.name}</h3>
      <ul className={styles.renewals}>
        {club.items.map((renewal) => (
          <li key={renewal.order_item_id}>
            <RenewalRow
              renewal={renewal}
              answers={answers[String(renewal.order_item_id)] ?? {}}
              onAnswer={(questionId, value) =>
                setAnswers((all) => {
                  const key = String(renewal.order_item_id);
                  return { ...all, [key]: { ...all[key], [String(questionId)]: value } };
                })
              }
            />
          </li>
        ))}
      </ul>
      {renewable.length > 0 && (
        <Button
          onClick={() => void renew()}
          disabled={busy}
          aria-describedby={headingId}
          className={styles.renew}
        >
          {RENEWAL_TEXTS.renew}
        </Button>
      )}
      <div role="status" className={styles.outcome}>
        {outcome?.kind === 'renewed' && (
          <p>
            Next season’s memberships are in your cart at {club.name}.{' '}
            <a href={outcome.cartUrl}>{RENEWAL_TEXTS.goToCart}</a>
          </p>
        )}
      </div>
      {outcome?.kind === 'refused' && (
        <p role="alert" className={styles.refused}>
          {outcome.message}
        </p>
      )}
    </section>
  );
}

/**
 * Renew last season: the family's memberships that ended or end within 60 days, by club, each
 * with next season's plan (or a note that there is none), and one Renew per club.
 */
export function RenewalsPage() {
  const api = useAccountCalls();
  const { loaded } = useLoaded((signal) => api.getRenewals({ signal }), 'renewals');
  return (
    <section aria-labelledby="renewals-heading">
      <h2 id="renewals-heading">{RENEWAL_TEXTS.heading}</h2>
      <p>{RENEWAL_TEXTS.intro}</p>
      {loaded.state === 'loading' && <ResponsiveSkeleton lines={3} tiles={1} />}
      {loaded.state === 'failed' && <p>{RENEWAL_TEXTS.failed}</p>}
      {loaded.state === 'loaded' &&
        (loaded.value.total === 0 ? (
          <p>{RENEWAL_TEXTS.none}</p>
        ) : (
          byClub(loaded.value.items).map((club) => <ClubSection key={club.slug} club={club} />)
        ))}
    </section>
  );
}
