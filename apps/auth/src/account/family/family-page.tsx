import type { FamilyMember, JuvenilePatchBody } from '@touchline/contracts';
import { useNotify } from '@touchline/notifications';
import { Button, DATE_FORMATS, formatDate, ResponsiveSkeleton } from '@touchline/ui';
import { firstName, JUVENILE_GENDERS, juvenileDateOfBirth, lastName } from '@touchline/validators';
import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import formStyles from '../../forms/forms.module.css';
import { TextField } from '../../forms/text-field';
import { useAccountCalls } from '../api/use-account-calls';
import { useLoaded } from '../api/use-loaded';
import { serverFieldErrors } from '../profile/server-errors';
import { AdultAccount } from './adult-account';
import styles from './family.module.css';

export const FAMILY_TEXTS = {
  heading: 'Family',
  intro: 'You and the people you look after, in each club, with their memberships.',
  none: 'No family members yet.',
  failed: 'Your family could not be loaded.',
  noMemberships: 'No memberships yet.',
  edit: 'Edit details',
  save: 'Save',
  cancel: 'Cancel',
  saved: 'The details have been saved.',
} as const;

const RELATIONS: Record<FamilyMember['relation'], string> = {
  Self: 'You',
  Adult: 'Adult',
  Guardian: 'Guardian',
  Juvenile: 'Juvenile',
};

/** The member's family in every club; a juvenile's details can be changed. */
export function FamilyPage() {
  const api = useAccountCalls();
  const { loaded, reload } = useLoaded((signal) => api.getFamily({ signal }), 'family');
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <section aria-labelledby="family-heading">
      <h2 id="family-heading">{FAMILY_TEXTS.heading}</h2>
      <p>{FAMILY_TEXTS.intro}</p>
      {loaded.state === 'loading' && <ResponsiveSkeleton lines={3} tiles={2} />}
      {loaded.state === 'failed' && <p>{FAMILY_TEXTS.failed}</p>}
      {loaded.state === 'loaded' &&
        (loaded.value.items.length === 0 ? (
          <p>{FAMILY_TEXTS.none}</p>
        ) : (
          <ul className={styles.people}>
            {loaded.value.items.map((person) => {
              const name = `${person.first_name} ${person.last_name}`;
              return (
                <li key={`${person.club.account_id}:${person.member_id}`} className={styles.person}>
                  <h3 className={styles.name}>
                    {name} <span className={styles.relation}>({RELATIONS[person.relation]})</span>
                  </h3>
                  <p className={styles.meta}>
                    {person.club.name}
                    {person.date_of_birth &&
                      ` · born ${formatDate(person.date_of_birth, DATE_FORMATS.day)}`}
                    {person.gender && ` · ${person.gender}`}
                  </p>
                  {person.memberships.length === 0 ? (
                    <p className={styles.meta}>{FAMILY_TEXTS.noMemberships}</p>
                  ) : (
                    <ul className={styles.memberships} aria-label={`Memberships of ${name}`}>
                      {person.memberships.map((plan) => (
                        <li key={`${plan.order_id}:${plan.name}`}>
                          {plan.name} (order {plan.order_seq},{' '}
                          {formatDate(plan.bought_at, DATE_FORMATS.day)})
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
                        aria-label={`${FAMILY_TEXTS.edit}: ${name}`}
                      >
                        {FAMILY_TEXTS.edit}
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
  const api = useAccountCalls();
  const notify = useNotify();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const onSubmit = async (values: JuvenileValues) => {
    setServerErrors({});
    try {
      await api.updateJuvenile(person.member_id, {
        first_name: values.first_name,
        last_name: values.last_name,
        date_of_birth: values.date_of_birth,
        gender: (values.gender || null) as JuvenilePatchBody['gender'],
      });
      notify.success(FAMILY_TEXTS.saved);
      onDone(true);
    } catch (error) {
      setServerErrors(serverFieldErrors(error));
      notify.apiError(error);
    }
  };
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
          aria-label={`Details of ${person.first_name} ${person.last_name}`}
        >
          <TextField
            name="first_name"
            label="First name"
            maxLength={100}
            validate={firstName}
            serverError={serverErrors.first_name}
          />
          <TextField
            name="last_name"
            label="Last name"
            maxLength={100}
            validate={lastName}
            serverError={serverErrors.last_name}
          />
          <DateField serverError={serverErrors.date_of_birth} />
          <Field<string> name="gender">
            {({ input }) => (
              <fieldset className={styles.genders}>
                <legend>Gender</legend>
                {JUVENILE_GENDERS.map((gender) => (
                  <label key={gender} className={styles.gender}>
                    <input
                      type="radio"
                      name={input.name}
                      value={gender}
                      checked={input.value === gender}
                      onChange={() => input.onChange(gender)}
                    />
                    {gender}
                  </label>
                ))}
              </fieldset>
            )}
          </Field>
          <div className={styles.actions}>
            <Button type="submit" loading={submitting} disabled={invalid}>
              {FAMILY_TEXTS.save}
            </Button>
            <Button variant="text" onClick={() => onDone(false)} disabled={submitting}>
              {FAMILY_TEXTS.cancel}
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
  return (
    <Field<string> name="date_of_birth" validate={dateOfBirth}>
      {({ input, meta }) => {
        const error =
          (meta.touched && (meta.error as string | undefined)) ||
          (meta.dirtySinceLastSubmit ? undefined : serverError);
        const id = 'juvenile-date-of-birth';
        return (
          <div className={styles.dateField}>
            <label htmlFor={id}>Date of birth</label>
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
