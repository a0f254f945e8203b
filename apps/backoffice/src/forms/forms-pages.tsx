import { fieldErrorsIn } from '@touchline/api-client';
import type { RegistrationForm, RegistrationFormSummary } from '@touchline/contracts';
import { useNotify } from '@touchline/notifications';
import { useServerRead } from '@touchline/store/server-data';
import { ListTable, SkeletonLines, type ListColumn } from '@touchline/ui';
import { FORM_ERROR, type SubmissionErrors } from 'final-form';
import { Link, useParams } from 'react-router';
import type { Translate } from '@touchline/i18n';
import { useClubSettingsCalls } from '../api/use-club-settings-calls';
import { type BackofficeMessageId, useBackofficeT } from '../messages/backoffice-messages';
import { editFieldErrors, formEditBody, type FormEditValues } from './form-edit-values';
import { FORMS_PATH, formTypeText } from './form-texts';
import { registrationFormRead, registrationFormsRead } from './forms-reads';
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

/** The club's registration forms, each leading to its editor. */
export function RegistrationFormsPage() {
  const t = useBackofficeT();
  const { read: loaded } = useServerRead(
    registrationFormsRead,
    {},
    { notifyFailure: true, failureText: t('forms.listLoadFailed') },
  );

  return (
    <section className={styles.page} aria-labelledby="forms-title">
      <h1 id="forms-title">{t('forms.title')}</h1>
      <p className={styles.lead}>{t('forms.lead')}</p>
      {loaded.state === 'loading' && <SkeletonLines count={4} label={t('forms.loading')} />}
      {loaded.state === 'failed' && <p>{t('forms.listLoadFailed')}</p>}
      {loaded.state === 'loaded' && loaded.value.length === 0 && <p>{t('forms.none')}</p>}
      {loaded.state === 'loaded' && loaded.value.length > 0 && (
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

type FormShown =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'missing' }
  | { state: 'ready'; value: RegistrationForm };

/** One form in the editor; saving keeps the admin on the page with the form as saved. */
export function RegistrationFormEditorPage() {
  const calls = useClubSettingsCalls();
  const notify = useNotify();
  const t = useBackofficeT();
  const id = Number(useParams().id);
  const validId = Number.isInteger(id) && id >= 1;
  const { read, replace } = useServerRead(registrationFormRead, validId ? { id } : null, {
    notifyFailure: true,
    failureText: t('forms.loadFailed'),
  });
  // A form the club does not have is not found, without a notice.
  const form: FormShown = !validId
    ? { state: 'missing' }
    : read.state !== 'loaded'
      ? read
      : read.value === null
        ? { state: 'missing' }
        : { state: 'ready', value: read.value };

  const save = async (values: FormEditValues): Promise<SubmissionErrors | undefined> => {
    try {
      const saved = await calls.saveRegistrationForm(id, formEditBody(values));
      replace(saved);
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
