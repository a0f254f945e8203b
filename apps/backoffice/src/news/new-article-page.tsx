import { fieldErrorsOf } from '@touchline/api-client';
import type { EditorArticleType } from '@touchline/contracts';
import { useNotify } from '@touchline/notifications';
import { Button, FormField } from '@touchline/ui';
import { articleTitleProblem } from '@touchline/validators';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useArticleCalls } from '../api/use-article-calls';
import { useBackofficeT } from '../messages/backoffice-messages';
import { useProblemText } from './article-problems';
import { articlePath, NEWS_PATH } from './news-texts';
import styles from './news.module.css';

/** Starts a story or a page from its title; the editor opens on its draft. */
export function NewArticlePage() {
  const calls = useArticleCalls();
  const notify = useNotify();
  const navigate = useNavigate();
  const t = useBackofficeT();
  const problemText = useProblemText();
  const [params] = useSearchParams();
  const type: EditorArticleType = params.get('type') === 'page' ? 'Page' : 'News';
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [creating, setCreating] = useState(false);

  const create = async (event: FormEvent) => {
    event.preventDefault();
    const found = articleTitleProblem(title);
    setProblem(found);
    if (found) return;
    setCreating(true);
    try {
      // The API makes the slug from the title (another of the club's keeps its own).
      const article = await calls.createEditorArticle({ type, title: title.trim() });
      void navigate(articlePath(article.id), { replace: true });
    } catch (error) {
      const fields = fieldErrorsOf(error, ['title', 'slug']);
      setProblem(fields.title ?? fields.slug);
      notify.apiError(error);
      setCreating(false);
    }
  };

  return (
    <section className={styles.page} aria-labelledby="new-title">
      <p className={styles.hint}>
        <Link to={NEWS_PATH}>{t('news.back')}</Link>
      </p>
      <h1 id="new-title">{type === 'Page' ? t('news.newPage') : t('news.newStory')}</h1>
      <form className={styles.form} noValidate onSubmit={(event) => void create(event)}>
        <FormField
          label={t('articles.titleField')}
          required
          error={problemText(problem)}
          hint={t('articles.newHint')}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              value={title}
              onChange={(event) => setTitle(event.target.value)}
            />
          )}
        </FormField>
        <div className={styles.actions}>
          <Button type="submit" loading={creating}>
            {t('articles.startWriting')}
          </Button>
        </div>
      </form>
    </section>
  );
}
