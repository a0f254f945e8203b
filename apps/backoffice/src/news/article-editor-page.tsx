import { ApiError, fieldErrorsOf } from '@touchline/api-client';
import type { EditorArticle, EditorArticlePreview } from '@touchline/contracts';
import { useNotify } from '@touchline/notifications';
import { usePageLanguage } from '@touchline/store';
import { useServerRead } from '@touchline/store/server-data';
import { Button, SkeletonLines, useDialogs, useUnsavedChangesGuard } from '@touchline/ui';
import { slugFromTitle } from '@touchline/validators';
import { useCallback, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useArticleCalls } from '../api/use-article-calls';
import { type BackofficeMessageId, useBackofficeT } from '../messages/backoffice-messages';
import { useProblemText } from './article-problems';
import { ArticlePreview } from './article-preview';
import { ArticleDraftForm } from './article-draft-form';
import {
  DRAFT_FIELDS,
  draftBody,
  draftProblems,
  draftValues,
  publishProblems,
  type DraftProblems,
  type DraftValues,
} from './draft-values';
import { editorArticleRead } from './news-reads';
import { NEWS_PATH, published, scheduled, stateText, typeName, unpublished } from './news-texts';
import { PublishPanel } from './publish-panel';
import styles from './news.module.css';
import { useAutosave, type SaveOutcome, type SaveState } from './use-autosave';

/** A story or a page in the editor: its draft saved as it is written, previewed and published. */
export function ArticleEditorPage() {
  const { id = '' } = useParams();
  const articleId = Number(id);
  const t = useBackofficeT();
  // Another article (the address changed) shows as loading until its answer.
  const { read } = useServerRead(
    editorArticleRead,
    { id: articleId },
    { notifyFailure: true, failureText: t('articles.loadFailed') },
  );
  // The form starts from the article as it is now: a kept answer, perhaps older than the drafts
  // saved since, shows as loading until it is read afresh.
  const loaded = read.state === 'loaded' && read.refreshing ? { state: 'loading' as const } : read;

  return (
    <section className={styles.page} aria-labelledby="editor-title">
      <p className={styles.hint}>
        <Link to={NEWS_PATH}>{t('news.back')}</Link>
      </p>
      {loaded.state === 'loading' && (
        <>
          <h1 id="editor-title">{t('news.title')}</h1>
          <SkeletonLines count={8} label={t('news.loading')} />
        </>
      )}
      {loaded.state === 'failed' && (
        <>
          <h1 id="editor-title">{t('news.title')}</h1>
          <p>{t('articles.loadFailed')}</p>
        </>
      )}
      {loaded.state === 'loaded' && <ArticleEditor key={loaded.value.id} initial={loaded.value} />}
    </section>
  );
}

const SAVE_TEXT: Record<SaveState, BackofficeMessageId | null> = {
  saved: 'articles.saved',
  unsaved: null,
  saving: 'articles.saving',
  invalid: 'articles.notSaved',
  failed: 'articles.saveFailed',
};

function ArticleEditor({ initial }: { initial: EditorArticle }) {
  const calls = useArticleCalls();
  const notify = useNotify();
  const dialogs = useDialogs();
  const t = useBackofficeT();
  const problemText = useProblemText();
  const language = usePageLanguage();
  const [article, setArticle] = useState(initial);
  const [values, setValues] = useState<DraftValues>(() => draftValues(initial));
  const [problems, setProblems] = useState<DraftProblems>({});
  // The slug follows the title until it is edited, while the site has never shown the article.
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(
    initial.public_slug === null && initial.slug === slugFromTitle(initial.title),
  );
  const [preview, setPreview] = useState<EditorArticlePreview | null>(null);
  const [busy, setBusy] = useState<'preview' | 'publish' | 'schedule' | 'unpublish' | null>(null);
  const kind = typeName(article.type);

  const save = useCallback(
    async (draft: DraftValues): Promise<SaveOutcome> => {
      const found = draftProblems(draft);
      setProblems(found);
      if (Object.keys(found).length > 0) return 'invalid';
      try {
        setArticle(await calls.saveArticleDraft(article.id, draftBody(draft)));
        return 'saved';
      } catch (error) {
        const refused = fieldErrorsOf(error, DRAFT_FIELDS);
        if (Object.keys(refused).length > 0) {
          setProblems(refused);
          return 'invalid';
        }
        return 'failed';
      }
    },
    [article.id, calls],
  );
  const autosave = useAutosave(values, save);
  // Leaving before the draft is kept asks first (a save under way goes on by itself).
  const guard = useUnsavedChangesGuard(autosave.state !== 'saved' && autosave.state !== 'saving');

  const change = (changes: Partial<DraftValues>) => {
    setValues((current) => {
      const next = { ...current, ...changes };
      if (changes.title !== undefined && slugFollowsTitle) next.slug = slugFromTitle(changes.title);
      return next;
    });
  };

  /** Saves what is unsaved; false (with the fields' problems shown) when it cannot be. */
  const saveNow = async () => {
    if (await autosave.flush()) return true;
    notify.danger(t('articles.notSaved'));
    return false;
  };

  const showPreview = async () => {
    setBusy('preview');
    try {
      if (!(await saveNow())) return;
      setPreview(await calls.previewArticle(article.id));
    } catch (error) {
      notify.apiError(error);
    } finally {
      setBusy(null);
    }
  };

  const publish = async (publishAt: string | null) => {
    const found = publishProblems(values);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      notify.danger(problemText(Object.values(found)[0]) ?? t('articles.notSaved'));
      return;
    }
    setBusy(publishAt ? 'schedule' : 'publish');
    try {
      if (!(await saveNow())) return;
      const done = await calls.publishArticle(
        article.id,
        publishAt ? { publish_at: new Date(publishAt).toISOString() } : {},
      );
      setArticle(done);
      setPreview(null);
      notify.success(
        done.state === 'scheduled' && done.published_at
          ? scheduled(t, language, done.type, done.published_at)
          : published(t, done.type),
      );
    } catch (error) {
      if (error instanceof ApiError) setProblems(fieldErrorsOf(error, DRAFT_FIELDS));
      notify.apiError(error);
    } finally {
      setBusy(null);
    }
  };

  const unpublish = async () => {
    const confirmed = await dialogs.confirm({
      title: t('articles.unpublishTitle', { kind }),
      message: t('articles.unpublishMessage'),
      confirmLabel: t('articles.unpublish'),
      confirmVariant: 'danger',
    });
    if (!confirmed) return;
    setBusy('unpublish');
    try {
      setArticle(await calls.unpublishArticle(article.id));
      notify.success(unpublished(t, article.type));
    } catch (error) {
      notify.apiError(error);
    } finally {
      setBusy(null);
    }
  };

  const saveText = SAVE_TEXT[autosave.state];
  return (
    <>
      <h1 id="editor-title">{t('articles.editTitle', { kind })}</h1>
      <p className={styles.state}>
        <span>{stateText(t, language, article.state, article.published_at)}</span>
        {article.state !== 'draft' && article.unpublished_changes && (
          <span className={styles.changes}>{t('news.changesNotPublished')}</span>
        )}
      </p>
      <p
        className={styles.saveState}
        role="status"
        data-state={autosave.state}
        data-testid="save-state"
      >
        {saveText ? t(saveText) : ''}
      </p>
      {preview ? (
        <>
          <ArticlePreview preview={preview} />
          <div className={styles.actions}>
            <Button variant="outline" onClick={() => setPreview(null)}>
              {t('articles.backToEditing')}
            </Button>
          </div>
        </>
      ) : (
        <ArticleDraftForm
          type={article.type}
          values={values}
          problems={problems}
          onChange={change}
          onSlugEdited={() => setSlugFollowsTitle(false)}
        />
      )}
      {guard.dialog}
      <PublishPanel
        article={article}
        busy={busy}
        previewing={preview !== null}
        onPreview={() => void showPreview()}
        onPublish={(at) => void publish(at)}
        onUnpublish={() => void unpublish()}
        onMissingTime={() => notify.danger(t('articles.scheduleTimeRequired'))}
      />
    </>
  );
}
