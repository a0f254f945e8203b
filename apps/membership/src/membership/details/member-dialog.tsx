import type { AvailableMembership, FormAnswers, RegistrationForm } from '@touchline/contracts';
import { DynamicForm, answersFromSections, type DynamicFormHandle } from '@touchline/form-engine';
import { useNotify } from '@touchline/notifications';
import { useServerRead } from '@touchline/store/server-data';
import { Button, DATE_FORMATS, Dialog, formatDate, SkeletonLines } from '@touchline/ui';
import type { AnswerMap } from '@touchline/validators';
import { useId, useRef, useState } from 'react';
import { type MembershipT, useMembershipT } from '../../messages/membership-messages';
import { useMembership } from '../state/membership-context';
import type { Answers } from '../selection/selection';
import { availableMembersRead } from './details-reads';
import styles from './details.module.css';
import { useRemoteOptionsRead } from './remote-options-reads';

/** Beside a person who holds the plan already: the cart would refuse it for them. */
const holdsPlan = (until: string | null, t: MembershipT) =>
  until
    ? t('memberDialog.holdsPlanUntil', { date: formatDate(until, DATE_FORMATS.day) })
    : t('memberDialog.holdsPlan');

export type PersonRole = 'member' | 'juvenile' | 'guardian';

export interface MemberDialogProps {
  title: string;
  role: PersonRole;
  planId: number;
  form: RegistrationForm;
  /** What was answered before for this person (editing). */
  current: { memberId: number | null; answers: Answers | null } | null;
  /** Answers shown read-only (the primary parent / guardian). */
  locked?: { memberId: number | null; answers: Answers } | null;
  onCancel: () => void;
  onSave: (memberId: number | null, answers: Answers) => void;
}

const NEW = 'new';

/**
 * Who a plan is for and their registration form: a radio list of the family's memberships plus
 * a new person; the form fills with what the club holds of the chosen member. Add stays
 * disabled until a choice is made; an invalid submit only marks the fields.
 */
export function MemberDialog({
  title,
  role,
  planId,
  form,
  current,
  locked,
  onCancel,
  onSave,
}: MemberDialogProps) {
  const { api, club } = useMembership();
  const notify = useNotify();
  const t = useMembershipT();
  const handle = useRef<DynamicFormHandle>(null);
  const groupId = useId();
  const [choice, setChoice] = useState<string | null>(
    locked
      ? 'locked'
      : current
        ? current.memberId === null
          ? NEW
          : String(current.memberId)
        : null,
  );
  const [initial, setInitial] = useState<AnswerMap | null>(
    locked ? locked.answers : (current?.answers ?? null),
  );

  const type = role === 'juvenile' ? 'juvenile' : role === 'guardian' ? 'guardian' : 'adult';
  const { read } = useServerRead(
    availableMembersRead,
    club && !locked
      ? // Who holds the plan already is asked of the people it is for, not of guardians.
        role === 'guardian'
        ? { club, type }
        : { club, type, product_id: planId }
      : null,
    { notifyFailure: true, failureText: t('memberDialog.membersFailed') },
  );
  // People who cannot be read leave only a new person to add.
  const members: AvailableMembership[] | null =
    read.state === 'loaded' ? read.value : read.state === 'failed' ? [] : null;

  const choose = (value: string) => {
    setChoice(value);
    setInitial(null);
    if (value === NEW || !club) {
      setInitial({});
      return;
    }
    const id = Number(value);
    const query =
      role === 'juvenile'
        ? { juvenile_id: id }
        : {
            member_id: id,
            form_type: role === 'guardian' ? ('guardian' as const) : ('member' as const),
          };
    api.getPlanFormInitialAnswers(club, planId, query).then(
      (answers: FormAnswers) => setInitial(answersFromSections(answers)),
      (error: unknown) => {
        notify.apiError(error, t('memberDialog.formFailed'));
        setInitial({});
      },
    );
  };

  const save = () => {
    if (locked) {
      onSave(locked.memberId, locked.answers);
      return;
    }
    const answers = handle.current?.submit();
    if (!answers || choice === null) return;
    onSave(choice === NEW ? null : Number(choice), answers);
  };

  return (
    <Dialog
      open
      title={title}
      onCancel={onCancel}
      className={styles.memberDialog}
      actions={
        <>
          <Button variant="outline" onClick={onCancel}>
            {t('memberDialog.cancel')}
          </Button>
          <Button disabled={choice === null || initial === null} onClick={save}>
            {current ? t('memberDialog.update') : t('memberDialog.add')}
          </Button>
        </>
      }
    >
      {!locked && (
        <fieldset className={styles.people}>
          <legend className={styles.peopleLegend} id={groupId}>
            {t('memberDialog.who')}
          </legend>
          {members === null ? (
            <SkeletonLines count={2} />
          ) : (
            [...members, null].map((member) => {
              const value = member ? String(member.member_id) : NEW;
              const label = member
                ? `${member.first_name} ${member.last_name}`
                : t('memberDialog.newPerson');
              const holds = member?.holds_plan === true;
              return (
                <label key={value} className={styles.choice}>
                  <input
                    type="radio"
                    name={`${groupId}-person`}
                    value={value}
                    checked={choice === value}
                    disabled={holds && choice !== value}
                    onChange={() => choose(value)}
                  />
                  {label}
                  {holds && (
                    <span className={styles.holdsPlan}>
                      {' '}
                      ({holdsPlan(member?.held_until ?? null, t)})
                    </span>
                  )}
                </label>
              );
            })
          )}
        </fieldset>
      )}
      {locked && <p className={styles.lockedNote}>{t('memberDialog.locked')}</p>}
      {choice !== null &&
        (initial === null ? (
          <SkeletonLines count={4} />
        ) : (
          <DynamicForm
            key={choice}
            form={form}
            initialAnswers={initial}
            idPrefix={`${role}-${planId}`}
            handle={handle}
            readOnly={locked !== undefined && locked !== null}
            onSubmit={() => save()}
            useOptions={useRemoteOptionsRead}
          />
        ))}
    </Dialog>
  );
}
