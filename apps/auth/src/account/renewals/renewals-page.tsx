import { ApiError } from '@touchline/api-client';
import type { Renewal, RenewalQuestion } from '@touchline/contracts';
import { clubSiteUrl, usePageLanguage } from '@touchline/store';
import { useServerRead } from '@touchline/store/server-data';
import { Button, ResponsiveSkeleton } from '@touchline/ui';
import { useState } from 'react';
import { useAuthT } from '../../messages/auth-messages';
import { useAccountCalls } from '../api/use-account-calls';
import { NO_ARGS, renewalsRead } from '../api/account-reads';
import { NewQuestionField, type NewAnswer } from './new-question-field';
import {
  bundlePersonText,
  canRenew,
  describeRenewal,
  endText,
  nextPlanText,
  noSuccessorText,
} from './renewal-texts';
import cards from '../account-cards.module.css';
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

/** A refusal carries the API's sentence, or none for the page's own. */
type Outcome = { kind: 'renewed'; cartUrl: string } | { kind: 'refused'; message: string | null };

type Answers = Record<string, Record<string, NewAnswer>>;

type OnAnswer = (orderItemId: number, questionId: number, value: NewAnswer) => void;

/** The questions new this season of one person (or the parent or guardian). */
function NewQuestions({
  legend,
  questions,
  orderItemId,
  answers,
  onAnswer,
}: {
  legend: string;
  questions: readonly RenewalQuestion[];
  orderItemId: number;
  answers: Answers;
  onAnswer: OnAnswer;
}) {
  if (questions.length === 0) return null;
  const given = answers[String(orderItemId)] ?? {};
  return (
    <fieldset className={styles.questions}>
      <legend>{legend}</legend>
      {questions.map((question) => (
        <NewQuestionField
          key={question.question_id}
          question={question}
          orderItemId={orderItemId}
          value={given[String(question.question_id)]}
          onChange={(value) => onAnswer(orderItemId, question.question_id, value)}
        />
      ))}
    </fieldset>
  );
}

/** What next season offers a row: renewed already, refused for someone, a successor or none. */
function NextSeason({ renewal }: { renewal: Renewal }) {
  const t = useAuthT();
  const language = usePageLanguage();
  const next = nextPlanText(t, language, renewal);
  if (renewal.renewed) return <p className={styles.done}>{t('renewals.renewed')}</p>;
  if (renewal.membership_held) {
    return (
      <>
        {next && <p className={cards.meta}>{next}</p>}
        <p className={styles.refused}>{renewal.membership_held}</p>
      </>
    );
  }
  return <p className={cards.meta}>{next ?? noSuccessorText(t, renewal)}</p>;
}

/**
 * One renewal: what, for whom (a bundle: each of its people with their plan), when it ends, what
 * next season offers and its new questions.
 */
function RenewalRow({
  renewal,
  answers,
  onAnswer,
}: {
  renewal: Renewal;
  answers: Answers;
  onAnswer: OnAnswer;
}) {
  const t = useAuthT();
  const language = usePageLanguage();
  const headingId = `renewal-${renewal.order_item_id}`;
  const renewable = canRenew(renewal);
  return (
    <article className={cards.card} aria-labelledby={headingId}>
      <h4 className={cards.name} id={headingId}>
        {describeRenewal(t, renewal)}
      </h4>
      {renewal.people.length > 0 && (
        <ul className={styles.people}>
          {renewal.people.map((person) => (
            <li key={person.order_item_id}>{bundlePersonText(renewal, person.order_item_id)}</li>
          ))}
        </ul>
      )}
      <p className={cards.meta}>{endText(t, language, renewal)}</p>
      <NextSeason renewal={renewal} />
      {renewable && renewal.next_plan && (
        <>
          <NewQuestions
            legend={t('renewals.newQuestions')}
            questions={renewal.next_plan.questions_to_answer}
            orderItemId={renewal.order_item_id}
            answers={answers}
            onAnswer={onAnswer}
          />
          {/* A juvenile plan's parent or guardian answers go under the same line. */}
          <NewQuestions
            legend={t('renewals.newQuestionsForGuardian')}
            questions={renewal.next_plan.guardian_questions_to_answer}
            orderItemId={renewal.order_item_id}
            answers={answers}
            onAnswer={onAnswer}
          />
        </>
      )}
      {renewable &&
        renewal.next_bundle?.plans.map((plan) => (
          <NewQuestions
            key={plan.order_item_id}
            legend={t('renewals.newQuestionsFor', {
              who:
                renewal.people.find((person) => person.order_item_id === plan.order_item_id)
                  ?.person ?? plan.name,
            })}
            questions={plan.questions_to_answer}
            orderItemId={plan.order_item_id}
            answers={answers}
            onAnswer={onAnswer}
          />
        ))}
      {renewable && renewal.next_bundle && (
        <NewQuestions
          legend={t('renewals.newQuestionsForGuardian')}
          questions={renewal.next_bundle.guardian_questions_to_answer}
          orderItemId={renewal.order_item_id}
          answers={answers}
          onAnswer={onAnswer}
        />
      )}
    </article>
  );
}

/** A club's renewals and its Renew, which puts every one that can be renewed in the cart. */
function ClubSection({ club }: { club: ClubRenewals }) {
  const t = useAuthT();
  const api = useAccountCalls();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [answers, setAnswers] = useState<Answers>({});
  const renewable = club.items.filter(canRenew);
  const headingId = `renewals-club-${club.slug}`;

  const answer: OnAnswer = (orderItemId, questionId, value) =>
    setAnswers((all) => {
      const key = String(orderItemId);
      return { ...all, [key]: { ...all[key], [String(questionId)]: value } };
    });

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
      const message = error instanceof ApiError && error.message ? error.message : null;
      setOutcome({ kind: 'refused', message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.club} aria-labelledby={headingId}>
      <h3 id={headingId}>{club.name}</h3>
      <ul className={cards.list}>
        {club.items.map((renewal) => (
          <li key={renewal.order_item_id}>
            <RenewalRow renewal={renewal} answers={answers} onAnswer={answer} />
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
          {t('renewals.renew')}
        </Button>
      )}
      <div role="status" className={styles.outcome}>
        {outcome?.kind === 'renewed' && (
          <p>
            {t('renewals.inCart', { club: club.name })}{' '}
            <a href={outcome.cartUrl}>{t('renewals.goToCart')}</a>
          </p>
        )}
      </div>
      {outcome?.kind === 'refused' && (
        <p role="alert" className={styles.refused}>
          {outcome.message ?? t('renewals.refusedFallback')}
        </p>
      )}
    </section>
  );
}

/**
 * Renew last season: the family's memberships (plans, and bundles with their people) that ended
 * or end within 60 days, by club, each with next season's plan or bundle (or a note that there is
 * none), and one Renew per club.
 */
export function RenewalsPage() {
  const t = useAuthT();
  const { read: loaded } = useServerRead(renewalsRead, NO_ARGS, { notifyFailure: true });
  return (
    <section aria-labelledby="renewals-heading">
      <h2 id="renewals-heading">{t('renewals.heading')}</h2>
      <p>{t('renewals.intro')}</p>
      {loaded.state === 'loading' && (
        <ResponsiveSkeleton lines={3} tiles={1} label={t('accountShared1.loading')} />
      )}
      {loaded.state === 'failed' && <p>{t('renewals.failed')}</p>}
      {loaded.state === 'loaded' &&
        (loaded.value.total === 0 ? (
          <p>{t('renewals.none')}</p>
        ) : (
          byClub(loaded.value.items).map((club) => <ClubSection key={club.slug} club={club} />)
        ))}
    </section>
  );
}
