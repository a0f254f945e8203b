import { fieldErrorsIn, isAbortError, isNotFound } from '@touchline/api-client';
import type { RegistrationForm, RegistrationFormSummary } from '@touchline/contracts';
import { useNotify } from '@touchline/notifications';
import { ListTable, SkeletonLines, type ListColumn } from '@touchline/ui';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { Translate } from '@touchline/i18n';
import { useClubSettingsCalls } from '../api/use-club-settings-calls';
import { type BackofficeMessageId, useBackofficeT } from '../messages/backoffice-messages';
import { editFieldErrors, formEditBody, type FormEditValues } from './form-edit-values';
import { FORMS_PATH, formTypeText } from './form-texts';
import styles from './forms.module.css';
import { RegistrationFormEditor } from './registration-form-editor';

/** A club has a handful of forms: they come in one answer and the table sorts them itself. */
const formColumns = (t: Translate<BackofficeMessageId>): ListColumn<RegistrationFormSummary>[] => [
  {
    key: 'name',
    header: t('forms.column.form'),
    sortable: true,
    cell: (form) => <Link to={`${FORMS_PATH}/${form.registration_form_id}`}>{form.name}</Link>,
  },
  {
    key: 'form_type',
    header: t('forms.column.for'),
    sortable: true,
    cell: (form) => formTypeText(t, form.form_type),
    sortValue: (form) => formTypeText(t, form.form_type),
  },
  {
    key: 'plans',
    header: t('forms.column.plans'),
    cell: (form) => (form.plans.length > 0 ? form.plans.join(', ') : t('forms.noPlan')),
  },
  { key: 'question_count', header: t('forms.column.questions'), sortable: true },
];

type Loaded<T> =
  { state: 'loading' } | { state: 'failed' } | { state: 'missing' } | { state: 'ready'; value: T };

/** The club's registration forms, each leading to its editor. */
export function RegistrationFormsPage() {
  const calls = useClubSettingsCalls();
  const notify = useNotify();
  const t = useBackofficeT();
  const [loaded, setLoaded] = useState<Loaded<RegistrationFormSummary[]>>({ state: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    calls
      .getRegistrationForms({}, { signal: controller.signal })
      .then((list) => setLoaded({ state: 'ready', value: list.data }))
      .catch((error: unknown) => {
        if (isAbortError(error) || controller.signal.aborted) return;
        setLoaded({ state: 'failed' });
        notify.apiError(error, t('forms.listLoadFailed'));
      });
    return () => controller.abort();
  }, [calls, notify, t]);

  return (
    <section className={styles.page} aria-labelledby="forms-title">
      <h1 id="forms-title">{t('forms.title')}</h1>
      <p className={styles.lead}>{t('forms.lead')}</p>
      {loaded.state === 'loading' && <SkeletonLines count={4} label={t('forms.loading')} />}
      {loaded.state === 'failed' && <p>{t('forms.listLoadFailed')}</p>}
      {loaded.state === 'ready' && loaded.value.length === 0 && <p>{t('forms.none')}</p>}
      {loaded.state === 'ready' && loaded.value.length > 0 && (
        <div className={styles.tableWrap}>
          <ListTable
            caption={t('forms.caption')}
            columns={formColumns(t)}
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
  const t = useBackofficeT();
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
        notify.apiError(error, t('forms.loadFailed'));
      });
    return () => controller.abort();
  }, [calls, id, validId, notify, t]);
  const form: Loaded<RegistrationForm> = !validId
    ? { state: 'missing' }
    : loaded && loaded.id === id
      ? loaded.form
      : { state: 'loading' };

  const save = async (values: FormEditValues): Promise<SubmissionErrors | undefined> => {
    try {
      const saved = await calls.saveRegistrationForm(id, formEditBody(values));
      setLoaded({ id, form: { state: 'ready', value: saved } });
      notify.success(t('forms.saved'));
      return undefined;
    } catch (error) {
      const message = notify.apiError(error);
      const fields = editFieldErrors(fieldErrorsIn(error), values);
      return Object.keys(fields).length > 0
        ? (fields as SubmissionErrors)
        : { [FORM_ERROR]: message };
    }
  };

  const title = form.state === 'ready' ? form.value.name : t('forms.formHeading');
  return (
    <section className={styles.page} aria-labelledby="form-title">
      <Link className={styles.back} to={FORMS_PATH}>
        {t('forms.back')}
      </Link>
      <h1 id="form-title">{title}</h1>
      {form.state === 'ready' && (
        <p className={styles.lead}>{t('forms.typeLead', { type: form.value.form_type })}</p>
      )}
      {form.state === 'loading' && <SkeletonLines count={8} label={t('forms.loading')} />}
      {form.state === 'failed' && <p>{t('forms.loadFailed')}</p>}
      {form.state === 'missing' && <p>{t('forms.notFound')}</p>}
      {form.state === 'ready' && (
        <RegistrationFormEditor form={form.value} onSave={save} backTo={FORMS_PATH} />
      )}
    </section>
  );
}
