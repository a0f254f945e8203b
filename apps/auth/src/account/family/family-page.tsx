import type { FamilyMember, Gender, JuvenilePatchBody } from '@touchline/contracts';
import { useFieldMessage } from '@touchline/i18n';
import { useNotify } from '@touchline/notifications';
import { usePageLanguage } from '@touchline/store';
import { useServerRead } from '@touchline/store/server-data';
import { Button, DATE_FORMATS, formatDate, ResponsiveSkeleton } from '@touchline/ui';
import { JUVENILE_GENDERS, juvenileDateOfBirth } from '@touchline/validators';
import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import formStyles from '../../forms/forms.module.css';
import { NameFields } from '../../forms/person-fields';
import { useAuthT } from '../../messages/auth-messages';
import { useAccountCalls } from '../api/use-account-calls';
import { familyRead, NO_ARGS } from '../api/account-reads';
import { useFieldErrorSave } from '../profile/server-errors';
import { AdultAccount } from './adult-account';
import styles from './family.module.css';

const RELATION_IDS = {
  Self: 'family.relation.self',
  Adult: 'family.relation.adult',
  Guardian: 'family.relation.guardian',
  Juvenile: 'family.relation.juvenile',
} as const satisfies Record<FamilyMember['relation'], string>;

/** The genders as the page shows them; the API keeps its English values. */
const GENDER_IDS = {
  Male: 'family.gender.male',
  Female: 'family.gender.female',
  'Prefer not to say': 'family.gender.preferNotToSay',
} as const satisfies Record<Gender, string>;

/** The member's family in every club; a juvenile's details can be changed. */
export function FamilyPage() {
  const t = useAuthT();
  const language = usePageLanguage();
  const { read: loaded, reload } = useServerRead(familyRead, NO_ARGS, { notifyFailure: true });
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <section aria-labelledby="family-heading">
      <h2 id="family-heading">{t('family.heading')}</h2>
      <p>{t('family.intro')}</p>
      {loaded.state === 'loading' && (
        <ResponsiveSkeleton lines={3} tiles={2} label={t('accountShared1.loading')} />
      )}
      {loaded.state === 'failed' && <p>{t('family.failed')}</p>}
      {loaded.state === 'loaded' &&
        (loaded.value.items.length === 0 ? (
          <p>{t('family.none')}</p>
        ) : (
          <ul className={styles.people}>
            {loaded.value.items.map((person) => {
              const name = `${person.first_name} ${person.last_name}`;
              const facts = [
                person.club.name,
                person.date_of_birth &&
                  t('family.born', {
                    date: formatDate(person.date_of_birth, DATE_FORMATS.day, language),
                  }),
                person.gender && t(GENDER_IDS[person.gender]),
              ];
              return (
                <li key={`${person.club.account_id}:${person.member_id}`} className={styles.person}>
                  <h3 className={styles.name}>
                    {name}{' '}
                    <span className={styles.relation}>({t(RELATION_IDS[person.relation])})</span>
                  </h3>
                  <p className={styles.meta}>{facts.filter(Boolean).join(' · ')}</p>
                  {person.memberships.length === 0 ? (
                    <p className={styles.meta}>{t('family.noMemberships')}</p>
                  ) : (
                    <ul
                      className={styles.memberships}
                      aria-label={t('family.membershipsOf', { name })}
                    >
                      {person.memberships.map((plan) => (
                        <li key={`${plan.order_id}:${plan.name}`}>
                          {t('family.membership', {
                            plan: plan.name,
                            // An order's number reads as digits only.
                            number: String(plan.order_seq),
                            date: formatDate(plan.bought_at, DATE_FORMATS.day, language),
                          })}
                        </li>
                      ))}
                    </ul>
                  )}
                  <AdultAccount person={person} onSent={reload} />
                  {person.relation === 'Juvenile' &&
                    (editing === person.member_id ? (
                      <JuvenileForm
                        person={person}
                        onDone={(saved) => {
                          setEditing(null);
                          if (saved) reload();
                        }}
                      />
                    ) : (
                      <Button
                        variant="outline"
                        onClick={() => setEditing(person.member_id)}
                        aria-label={t('family.editFor', { name })}
                      >
                        {t('family.edit')}
                      </Button>
                    ))}
                </li>
              );
            })}
          </ul>
        ))}
    </section>
  );
}

type JuvenileValues = Omit<JuvenilePatchBody, 'gender'> & { gender: string };

function JuvenileForm({
  person,
  onDone,
}: {
  person: FamilyMember;
  onDone: (saved: boolean) => void;
}) {
  const t = useAuthT();
  const api = useAccountCalls();
  const notify = useNotify();
  const { serverErrors, save } = useFieldErrorSave();
  const onSubmit = (values: JuvenileValues) =>
    save(async () => {
      await api.updateJuvenile(person.member_id, {
        first_name: values.first_name,
        last_name: values.last_name,
        date_of_birth: values.date_of_birth,
        gender: (values.gender || null) as JuvenilePatchBody['gender'],
      });
      notify.success(t('family.saved'));
      onDone(true);
    });
  return (
    <Form<JuvenileValues>
      onSubmit={onSubmit}
      initialValues={{
        first_name: person.first_name,
        last_name: person.last_name,
        date_of_birth: person.date_of_birth ?? '',
        gender: person.gender ?? '',
      }}
      render={({ handleSubmit, submitting, invalid }) => (
        <form
          className={`${formStyles.form} ${styles.form}`}
          onSubmit={handleSubmit}
          noValidate
          aria-label={t('family.detailsOf', {
            name: `${person.first_name} ${person.last_name}`,
          })}
        >
          <NameFields
            labels={{ first: t('family.firstName'), last: t('family.lastName') }}
            serverErrors={serverErrors}
            ownName={false}
          />
          <DateField serverError={serverErrors.date_of_birth} />
          <Field<string> name="gender">
            {({ input }) => (
              <fieldset className={styles.genders}>
                <legend>{t('family.genderLegend')}</legend>
                {JUVENILE_GENDERS.map((gender) => (
                  <label key={gender} className={styles.gender}>
                    <input
                      type="radio"
                      name={input.name}
                      value={gender}
                      checked={input.value === gender}
                      onChange={() => input.onChange(gender)}
                    />
                    {t(GENDER_IDS[gender])}
                  </label>
                ))}
              </fieldset>
            )}
          </Field>
          <div className={styles.actions}>
            <Button type="submit" loading={submitting} disabled={invalid}>
              {t('family.save')}
            </Button>
            <Button variant="text" onClick={() => onDone(false)} disabled={submitting}>
              {t('family.cancel')}
            </Button>
          </div>
        </form>
      )}
    />
  );
}

const dateOfBirth = juvenileDateOfBirth();

/** The date of birth as the browser's date input gives it (`YYYY-MM-DD`). */
function DateField({ serverError }: { serverError?: string }) {
  const t = useAuthT();
  const fieldMessage = useFieldMessage();
  return (
    <Field<string> name="date_of_birth" validate={dateOfBirth}>
      {({ input, meta }) => {
        // The rule's (or the API's) message, in the page's language where it is translated.
        const error = fieldMessage(
          (meta.touched && (meta.error as string | undefined)) ||
            (meta.dirtySinceLastSubmit ? undefined : serverError),
        );
        const id = 'juvenile-date-of-birth';
        return (
          <div className={styles.dateField}>
            <label htmlFor={id}>{t('family.dateOfBirth')}</label>
            <input
              {...input}
              id={id}
              type="date"
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            {error && (
              <p id={`${id}-error`} className={formStyles.error}>
                {error}
              </p>
            )}
          </div>
        );
      }}
    </Field>
  );
}
