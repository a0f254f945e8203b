import type { ArticleType } from '@touchline/contracts';
import { RichTextEditor } from '@touchline/rich-text';
import { FormField } from '@touchline/ui';
import { useEditorServices } from '../editor/use-editor-services';
import { useBackofficeT } from '../messages/backoffice-messages';
import { useProblemText } from './article-problems';
import { CoverImageField } from './cover-image-field';
import type { DraftProblems, DraftValues } from './draft-values';
import { publicPath } from './news-texts';
import styles from './news.module.css';

export interface ArticleDraftFormProps {
  type: ArticleType;
  values: DraftValues;
  problems: DraftProblems;
  onChange: (changes: Partial<DraftValues>) => void;
  /** The writer typed in the slug (it no longer follows the title). */
  onSlugEdited: () => void;
}

/** The draft's fields: title, URL slug, summary, cover image and the rich-text content. */
export function ArticleDraftForm({
  type,
  values,
  problems,
  onChange,
  onSlugEdited,
}: ArticleDraftFormProps) {
  const services = useEditorServices('news');
  const t = useBackofficeT();
  const problemText = useProblemText();
  return (
    <form className={styles.form} noValidate onSubmit={(event) => event.preventDefault()}>
      <FormField label={t('articles.titleField')} required error={problemText(problems.title)}>
        {(control) => (
          <input
            {...control}
            type="text"
            value={values.title}
            onChange={(event) => onChange({ title: event.target.value })}
          />
        )}
      </FormField>
      <FormField
        label={t('articles.slug')}
        required
        error={problemText(problems.slug)}
        hint={t('articles.slugHint', { path: publicPath(type, values.slug || '…') })}
      >
        {(control) => (
          <input
            {...control}
            type="text"
            value={values.slug}
            autoCapitalize="none"
            spellCheck={false}
            onChange={(event) => {
              onSlugEdited();
              onChange({ slug: event.target.value });
            }}
          />
        )}
      </FormField>
      <FormField
        label={t('articles.summary')}
        error={problemText(problems.summary)}
        hint={t('articles.summaryHint')}
      >
        {(control) => (
          <textarea
            {...control}
            value={values.summary}
            onChange={(event) => onChange({ summary: event.target.value })}
          />
        )}
      </FormField>
      <CoverImageField
        cover={values.cover}
        error={problemText(problems.featured_image)}
        onChange={(cover) => onChange({ cover })}
        onError={services.onError}
      />
      <RichTextEditor
        label={t('articles.content')}
        value={values.content}
        onChange={(content) => onChange({ content })}
        error={problemText(problems.content)}
        maxLength={20_000}
        uploadImage={services.uploadImage}
        onError={services.onError}
        requireImageAlt
      />
    </form>
  );
}
