import type { PlanForms } from '@touchline/contracts';
import { answersByDefaultId } from '@touchline/form-engine';
import { useNotify } from '@touchline/notifications';
import {
  ADDED_TO_CART,
  addToCart,
  addToCartFailed,
  registerAuth,
  registerCart,
  selectCartAdding,
  selectCartCount,
  selectUser,
  useAppDispatch,
  useAppSelector,
} from '@touchline/store';
import { useServerRead } from '@touchline/store/server-data';
import { Button, ConfirmDialog, SkeletonLines, VisuallyHidden } from '@touchline/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useNarrowScreen } from '../choose-plans/use-narrow-screen';
import { useMembership } from '../state/membership-context';
import {
  personSlots,
  selectionComplete,
  withRegistration,
  type Answers,
  type PersonSlot,
  type SelectedItem,
} from '../selection/selection';
import { useMembershipT } from '../../messages/membership-messages';
import {
  cartItems,
  guardianComplete,
  memberComplete,
  personOf,
  sharedEmailProblem,
  slotComplete,
} from './add-to-cart';
import styles from './details.module.css';
import { planFormsRead } from './details-reads';
import { MemberDialog, type PersonRole } from './member-dialog';
import { PlanTabs } from './plan-tabs';
import { SignInPrompt } from './sign-in-prompt';

/** Scrolling to the form waits this long after the tab changes. */
export const SCROLL_DELAY_MS = 700;

type Editing = { role: PersonRole; slot: PersonSlot } | null;

/** Step 2: each person's registration, then Add To Cart. */
export function DetailsPage() {
  useState(registerAuth);
  useState(registerCart);
  const { selecteds } = useMembership();
  if (!selectionComplete(selecteds)) return <Navigate to="/products/membership" replace />;
  return <Details />;
}

function Details() {
  const { club, selecteds, setSelecteds, primaryGuardian, setPrimaryGuardian, clear } =
    useMembership();
  const user = useAppSelector(selectUser);
  const adding = useAppSelector(selectCartAdding);
  const cartCount = useAppSelector(selectCartCount);
  const dispatch = useAppDispatch();
  const notify = useNotify();
  const t = useMembershipT();
  const navigate = useNavigate();
  const narrow = useNarrowScreen();
  const [current, setCurrent] = useState(0);
  const [editing, setEditing] = useState<Editing>(null);
  const [askCopy, setAskCopy] = useState<Answers | null>(null);
  const [attempted, setAttempted] = useState(false);
  const sent = useRef<{ count: number } | null>(null);
  const panel = useRef<HTMLDivElement>(null);

  const slots = personSlots(selecteds);
  const planIds = [...new Set(slots.map((slot) => slot.planId))].sort((a, b) => a - b);
  // Another set of plans keeps the forms on screen until theirs are read.
  const { read } = useServerRead(planFormsRead, club ? { club, planIds } : null, {
    notifyFailure: true,
    failureText: t('memberDialog.formFailed'),
    keepPrevious: true,
  });
  const pairs = read.state === 'loaded' ? read.value : null;
  const forms = useMemo(() => (pairs ? new Map<number, PlanForms>(pairs) : null), [pairs]);

  // The cart answered an add: on success the selection is done with.
  useEffect(() => {
    if (adding || !sent.current) return;
    const before = sent.current.count;
    sent.current = null;
    if (cartCount > before) {
      clear();
      void navigate('/products/membership');
    }
  }, [adding, cartCount, clear, navigate]);

  // Sign-out forgets an attempt.
  const [seenUser, setSeenUser] = useState(user);
  if (seenUser !== user) {
    setSeenUser(user);
    if (!user) setAttempted(false);
  }

  const goTo = (index: number) => {
    setCurrent(index);
    setTimeout(
      () => panel.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' }),
      SCROLL_DELAY_MS,
    );
  };

  if (!forms) return <SkeletonLines count={6} />;
  const slot = slots[Math.min(current, slots.length - 1)]!;
  const planForms = forms.get(slot.planId);
  const complete = slots.map((candidate) => slotComplete(candidate, forms));

  const save = (
    role: PersonRole,
    target: PersonSlot,
    memberId: number | null,
    answers: Answers,
  ) => {
    const registration = target.registration ?? {
      memberId: null,
      member: null,
      guardianId: null,
      guardian: null,
    };
    const next =
      role === 'guardian'
        ? { ...registration, guardianId: memberId, guardian: answers }
        : { ...registration, memberId, member: answers };
    const updated: SelectedItem[] = withRegistration(selecteds, target, next);
    setEditing(null);
    if (role === 'guardian' && !primaryGuardian) {
      setPrimaryGuardian({ memberId, answers });
      const others = personSlots(updated).filter(
        (other) => other.isJuvenile && !other.registration?.guardian,
      );
      if (others.length > 0) setAskCopy(answers);
    }
    setSelecteds(updated);
    // The next person once this one is complete.
    const after = personSlots(updated);
    const index = after.findIndex(
      (candidate) =>
        candidate.selectedIndex === target.selectedIndex &&
        candidate.entryIndex === target.entryIndex,
    );
    const saved = after[index];
    if (saved && slotComplete(saved, forms) && index < after.length - 1) goTo(index + 1);
  };

  const copyToChildren = (answers: Answers) => {
    let updated = selecteds;
    const source = forms.get(slot.planId)?.guardian;
    for (const other of personSlots(selecteds)) {
      const target = forms.get(other.planId)?.guardian;
      if (!other.isJuvenile || !target || !source || other.registration?.guardian) continue;
      const copied = answersByDefaultId(source, answers, target) as Answers;
      updated = withRegistration(updated, other, {
        memberId: other.registration?.memberId ?? null,
        member: other.registration?.member ?? null,
        guardianId: primaryGuardian?.memberId ?? null,
        guardian: copied,
      });
    }
    setSelecteds(updated);
    setAskCopy(null);
  };

  const addAll = () => {
    setAttempted(true);
    if (!user) return;
    if (complete.some((done) => !done)) {
      notify.danger(t('details.checkForms'));
      return;
    }
    const emailProblem = sharedEmailProblem(selecteds, forms, t);
    if (emailProblem) {
      dispatch(addToCartFailed({ emailRulesError: emailProblem }));
      return;
    }
    sent.current = { count: cartCount };
    // The cart's sheet says it succeeded (a notification when there is no cart button).
    dispatch(addToCart({ items: cartItems(selecteds, forms), successMessage: ADDED_TO_CART }));
  };

  const memberRole: PersonRole = slot.isJuvenile ? 'juvenile' : 'member';
  const roleName = (role: PersonRole) =>
    t(
      role === 'guardian'
        ? 'details.guardian'
        : role === 'juvenile'
          ? 'details.juvenile'
          : 'details.member',
    );
  const member = personOf(planForms?.member, slot.registration?.member ?? null);
  const guardian = personOf(planForms?.guardian, slot.registration?.guardian ?? null);
  const lockedGuardian =
    planForms?.guardian && primaryGuardian && !slot.registration?.guardian ? primaryGuardian : null;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('details.title')}</h1>
      <Button variant="text" onClick={() => navigate('/products/membership')}>
        {t('details.back')}
      </Button>
      {!user && <SignInPrompt />}
      <PlanTabs
        slots={slots}
        complete={complete}
        current={current}
        visible={narrow ? 1 : 3}
        onSelect={goTo}
      />
      <div ref={panel} className={styles.panel} role="tabpanel" aria-label={slot.planName}>
        {planForms?.guardian && (
          <PersonSection
            heading={roleName('guardian')}
            name={guardian.first ? `${guardian.first} ${guardian.last}` : null}
            done={guardianComplete(slot, forms)}
            disabled={!user}
            onEdit={() => setEditing({ role: 'guardian', slot })}
          />
        )}
        {planForms?.member && (
          <PersonSection
            heading={roleName(memberRole)}
            name={member.first ? `${member.first} ${member.last}` : null}
            done={memberComplete(slot, forms)}
            disabled={!user}
            onEdit={() => setEditing({ role: memberRole, slot })}
          />
        )}
      </div>
      {attempted && user && complete.some((done) => !done) && (
        <p className={styles.problem}>{t('details.checkForms')}</p>
      )}
      <Button className={styles.addToCart} disabled={!user} loading={adding} onClick={addAll}>
        {t('details.addToCart')}
      </Button>
      {editing && forms.get(editing.slot.planId) && (
        <MemberDialog
          title={t('details.dialogTitle', {
            role: roleName(editing.role),
            plan: editing.slot.planName,
          })}
          role={editing.role}
          planId={editing.slot.planId}
          form={
            (editing.role === 'guardian'
              ? forms.get(editing.slot.planId)!.guardian
              : forms.get(editing.slot.planId)!.member)!
          }
          current={
            editing.slot.registration &&
            (editing.role === 'guardian'
              ? editing.slot.registration.guardian && {
                  memberId: editing.slot.registration.guardianId,
                  answers: editing.slot.registration.guardian,
                }
              : editing.slot.registration.member && {
                  memberId: editing.slot.registration.memberId,
                  answers: editing.slot.registration.member,
                })
          }
          locked={editing.role === 'guardian' ? lockedGuardian : null}
          onCancel={() => setEditing(null)}
          onSave={(memberId, answers) => save(editing.role, editing.slot, memberId, answers)}
        />
      )}
      <ConfirmDialog
        open={askCopy !== null}
        title={t('details.copyTitle')}
        confirmLabel={t('details.copyYes')}
        cancelLabel={t('details.copyNo')}
        onConfirm={() => askCopy && copyToChildren(askCopy)}
        onCancel={() => setAskCopy(null)}
      >
        <p>{t('details.copyText')}</p>
      </ConfirmDialog>
    </div>
  );
}

function PersonSection({
  heading,
  name,
  done,
  disabled,
  onEdit,
}: {
  heading: string;
  name: string | null;
  done: boolean;
  disabled: boolean;
  onEdit: () => void;
}) {
  const t = useMembershipT();
  return (
    <section className={styles.person} aria-label={heading}>
      <h2 className={styles.personHeading}>{heading}</h2>
      <p className={styles.personName}>{name ?? t('person.noDetails')}</p>
      <Button variant="outline" disabled={disabled} onClick={onEdit}>
        {done ? t('person.edit') : t('person.addDetails')}
        <VisuallyHidden> {t('person.for', { person: heading.toLowerCase() })}</VisuallyHidden>
      </Button>
    </section>
  );
}
