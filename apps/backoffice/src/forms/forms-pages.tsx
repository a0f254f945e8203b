import { fieldErrorsIn, isAbortError, isNotFound } from '@touchline/api-client';
import type { RegistrationForm, RegistrationFormSummary } from '@touchline/contracts';
import { useNotify } from '@touchline/notifications';
import { ListTable, SkeletonLines, type ListColumn } from '@touchline/ui';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useClubSettingsCalls } from '../api/use-club-settings-calls';
import { editFieldErrors, formEditBody, type FormEditValues } from './form-edit-values';
import {
  FORM_LOAD_FAILED,
  FORM_NOT_FOUND,
  FORM_SAVED,
  FORM_TYPE_LABELS,
  FORMS_LOAD_FAILED,
  FORMS_PATH,
  FORMS_TITLE,
  NO_FORMS,
} from './form-texts';
import styles from './forms.module.css';
import { RegistrationFormEditor } from './registration-form-editor';

/** A club has a handful of forms: they come in one answer and the table sorts them itself. */
const FORM_COLUMNS: ListColumn<RegistrationFormSummary>[] = [
  {
    key: 'name',
    header: 'Form',
    sortable: true,
    cell: (form) => <Link to={`${FORMS_PATH}/${form.registration_form_id}`}>{form.name}</Link>,
  },
  {
    key: 'form_type',
    header: 'For',
    sortable: true,
    cell: (form) => FORM_TYPE_LABELS[form.form_type],
    sortValue: (form) => FORM_TYPE_LABELS[form.form_type],
  },
  {
    key: 'plans',
    header: 'Plans',
    cell: (form) => (form.plans.length > 0 ? form.plans.join(', ') : 'No plan yet'),
  },
  { key: 'question_count', header: 'Questions', sortable: true },
];

type Loaded<T> =
  { state: 'loading' } | { state: 'failed' } | { state: 'missing' } | { state: 'ready'; value: T };

/** The club's registration forms, each leading to its editor. */
export function RegistrationFormsPage() {
  const calls = useClubSettingsCalls();
  const notify = useNotify();
  const [loaded, setLoaded] = useState<Loaded<RegistrationFormSummary[]>>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    calls
      .getRegistrationForms({}, { signal: controller.signal })
      .then((list) => setLoaded({ state: 'ready', value: list.data }))
      .catch((error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return;
        setLoaded({ state: 'failed' });
        notify.apiError(error, FORMS_LOAD_FAILED);
      });
    return () => controller.abort();
  }, [calls, notify]);

  return (
    <section className={styles.page} aria-labelledby="forms-title">
      <h1 id="forms-title">{FORMS_TITLE}</h1>
      <p className={styles.lead}>
        The questions members answer when they join. Choose a form to change which questions are
        required, add page links or delete questions.
      </p>
      {loaded.state === 'loading' && <SkeletonLines count={4} />}
      {loaded.state === 'failed' && <p>{FORMS_LOAD_FAILED}</p>}
      {loaded.state === 'ready' && loaded.value.length === 0 && <p>{NO_FORMS}</p>}
      {loaded.state === 'ready' && loaded.value.length > 0 && (
        <div className={styles.tableWrap}>
          <ListTable
            caption="The club’s registration forms"
            columns={FORM_COLUMNS}
            rows={loaded.value}
            rowKey={(form) => form.registration_form_id}
            sortMode="client"
          />
        </div>
      )}
    </section>
  );
}

/** One form in the editor; saving keeps the admin on the page with the form as saved. */
export function RegistrationFormEditorPage() {
  const calls = useClubSettingsCalls();
  const notify = useNotify();
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id >= 1;
  const [loaded, setLoaded] = useState<{ id: number; form: Loaded<RegistrationForm> } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    if (!validId) return;
    calls
      .getRegistrationForm(id, {}, { signal: controller.signal })
      .then((form) => setLoaded({ id, form: { state: 'ready', value: form } }))
      .catch((error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return;
        if (isNotFound(error)) return setLoaded({ id, form: { state: 'missing' } });
        setLoaded({ id, form: { state: 'failed' } });
        notify.apiError(error, FORM_LOAD_FAILED);
      });
    return () => controller.abort();
  }, [calls, id, validId, notify]);
  const form: Loaded<RegistrationForm> = !validId
    ? { state: 'missing' }
    : loaded && loaded.id === id
      ? loaded.form
      : { state: 'loading' };

  const save = async (values: FormEditValues): Promise<SubmissionErrors | undefined> => {
    try {
      const saved = await calls.saveRegistrationForm(id, formEditBody(values));
      setLoaded({ id, form: { state: 'ready', value: saved } });
      notify.success(FORM_SAVED);
      return undefined;
    } catch (error) {
      const message = notify.apiError(error);
      const fields = editFieldErrors(fieldErrorsIn(error), values);
      return Object.keys(fields).length > 0
        ? (fields as SubmissionErrors)
        : { [FORM_ERROR]: message };
    }
  };

  const title = form.state === 'ready' ? form.value.name : 'Registration form';
  return (
    <section className={styles.page} aria-labelledby="form-title">
      <Link className={styles.back} to={FORMS_PATH}>
        Back to the registration forms
      </Link>
      <h1 id="form-title">{title}</h1>
      {form.state === 'ready' && (
        <p className={styles.lead}>
          {FORM_TYPE_LABELS[form.value.form_type]} form. Changes apply to every plan that asks for
          it once you save.
        </p>
      )}
      {form.state === 'loading' && <SkeletonLines count={8} />}
      {form.state === 'failed' && <p>{FORM_LOAD_FAILED}</p>}
      {form.state === 'missing' && <p>{FORM_NOT_FOUND}</p>}
      {form.state === 'ready' && (
        <RegistrationFormEditor form={form.value} onSave={save} backTo={FORMS_PATH} />
      )}
    </section>
  );
}
