import type { DistributionList } from '@touchline/contracts';
import { useNotify } from '@touchline/notifications';
import { useServerRead } from '@touchline/store/server-data';
import { SkeletonLines } from '@touchline/ui';
import type { SubmissionErrors } from 'final-form';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useBackofficeCalls } from '../api/use-backoffice-calls';
import { useBackofficeT } from '../messages/backoffice-messages';
import { composePath, LISTS_PATH, messagesPath, type SavedListState } from './email-paths';
import { DistributionListForm, formValuesOf, type ListFormValues } from './distribution-list-form';
import styles from './emails.module.css';
import { listWithTemplatesRead } from './emails-reads';
import { audienceLabel, statusLabel } from './list-texts';
import { createBody, listFieldErrors, updateBody } from './save-list';

/**
 * The club's templates and, when editing, the list (null when there is no such list); a
 * failure says so on the page and in a danger notification.
 */
function useEditorData(listId: number | null) {
  const t = useBackofficeT();
  // Another id shows "loading" until its own answer arrives.
  const { read } = useServerRead(
    listWithTemplatesRead,
    { id: listId },
    { notifyFailure: true, failureText: t('lists.editorLoadFailed') },
  );
  // The form starts from the list as it is now: a kept answer, perhaps older than a save made
  // since, shows as loading until it is read afresh.
  return read.state === 'loaded' && read.refreshing ? { state: 'loading' as const } : read;
}

/**
 * Runs a save: on success says so and goes back to the lists, which put the focus on the list
 * saved; on failure shows the normalised error and gives the form the server's field errors.
 */
function useSaveAndReturn() {
  const notify = useNotify();
  const navigate = useNavigate();
  const t = useBackofficeT();
  return async (call: () => Promise<DistributionList>): Promise<SubmissionErrors | undefined> => {
    try {
      const saved = await call();
      // Shown on the lists page it leads to, so the page change must not clear it.
      notify.success(t('lists.saved'), { clearOnRoute: false });
      const state: SavedListState = { savedListId: saved.email_distribution_list_id };
      void navigate(LISTS_PATH, { state });
      return undefined;
    } catch (error) {
      notify.apiError(error);
      return listFieldErrors(error);
    }
  };
}

function EditorFrame({ title, children }: { title: string; children: ReactNode }) {
  const t = useBackofficeT();
  return (
    <section className={styles.page} aria-labelledby="editor-title">
      <Link className={styles.back} to={LISTS_PATH}>
        {t('lists.back')}
      </Link>
      <h1 id="editor-title">{title}</h1>
      {children}
    </section>
  );
}

/** Create a distribution list. */
export function NewDistributionListPage() {
  const calls = useBackofficeCalls();
  const saveWith = useSaveAndReturn();
  const data = useEditorData(null);
  const t = useBackofficeT();
  const save = (values: ListFormValues) =>
    saveWith(() => calls.createDistributionList(createBody(values)));

  return (
    <EditorFrame title={t('lists.newTitle')}>
      {data.state === 'loading' && <SkeletonLines count={6} label={t('lists.loading')} />}
      {data.state === 'failed' && <p>{t('lists.unavailable')}</p>}
      {data.state === 'loaded' && (
        <DistributionListForm
          initialValues={formValuesOf(null)}
          templates={data.value.templates}
          submitLabel={t('lists.createList')}
          onSave={save}
          backTo={LISTS_PATH}
        />
      )}
    </EditorFrame>
  );
}

/** Edit a distribution list: what it is, who gets it, how often. */
export function EditDistributionListPage() {
  const { id } = useParams();
  const listId = Number(id);
  const calls = useBackofficeCalls();
  const saveWith = useSaveAndReturn();
  const valid = Number.isInteger(listId) && listId > 0;
  const data = useEditorData(valid ? listId : null);
  const t = useBackofficeT();

  if (!valid || (data.state === 'loaded' && !data.value.list)) {
    return (
      <EditorFrame title={t('lists.editTitle')}>
        <p>{t('lists.notFound')}</p>
      </EditorFrame>
    );
  }

  const list = data.state === 'loaded' ? data.value.list : null;
  const templates = data.state === 'loaded' ? data.value.templates : [];
  const save = async (values: ListFormValues) =>
    list
      ? saveWith(() => calls.updateDistributionList(updateBody(list, values, templates)))
      : undefined;

  return (
    <EditorFrame
      title={list ? t('lists.editTitleNamed', { name: list.name }) : t('lists.editTitle')}
    >
      {data.state === 'loading' && <SkeletonLines count={6} label={t('lists.loading')} />}
      {data.state === 'failed' && <p>{t('lists.unavailable')}</p>}
      {list && data.state === 'loaded' && (
        <>
          <p className={styles.rowActions}>
            {list.email_status === 'active' && (
              <Link className={styles.actionLink} to={composePath(list.email_distribution_list_id)}>
                {t('lists.writeToList')}
              </Link>
            )}
            <Link className={styles.actionLink} to={messagesPath(list.email_distribution_list_id)}>
              {t('lists.sentMessages')}
            </Link>
          </p>
          <dl className={styles.summary}>
            <dt>{t('lists.columnStatus')}</dt>
            <dd>{statusLabel(t, list.email_status)}</dd>
            <dt>{t('lists.columnRecipients')}</dt>
            <dd>
              {t('lists.recipientsSummary', {
                recipients: list.recipients,
                audience: audienceLabel(t, list.audience).toLowerCase(),
                optedOut: list.opted_out,
              })}
            </dd>
          </dl>
          <DistributionListForm
            initialValues={formValuesOf(list)}
            templates={templates}
            submitLabel={t('lists.saveChanges')}
            onSave={save}
            backTo={LISTS_PATH}
          />
        </>
      )}
    </EditorFrame>
  );
}
