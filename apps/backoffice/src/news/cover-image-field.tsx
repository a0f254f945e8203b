import type { ArticleImage } from '@touchline/contracts';
import { useId } from 'react';
import { ImageUploadButtons, useImageUpload } from '../images/image-upload';
import { useBackofficeT } from '../messages/backoffice-messages';
import styles from './news.module.css';

export interface CoverImageFieldProps {
  cover: ArticleImage | null;
  onChange: (cover: ArticleImage | null) => void;
  onError: (message: string) => void;
  error?: string;
}

/**
 * The cover image: uploaded through the editor's image upload, shown above the article and on
 * its news card. The site shows it as decoration beside the title (no alt text of its own).
 */
export function CoverImageField({ cover, onChange, onError, error }: CoverImageFieldProps) {
  const t = useBackofficeT();
  const id = useId();
  const { uploading, upload } = useImageUpload('cover', {
    onStored: (stored, file) =>
      onChange({
        size: 'original',
        filepath: stored.file_path,
        filename: file.name,
        width: stored.width,
        height: stored.height,
      }),
    onRefused: onError,
  });

  return (
    <fieldset className={styles.cover} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{t('articles.coverImage')}</legend>
      {cover ? (
        <img
          className={styles.coverImage}
          src={cover.filepath}
          alt={t('articles.coverAlt', { filename: cover.filename })}
          width={cover.width ?? 1200}
          height={cover.height ?? 675}
        />
      ) : (
        <p className={styles.hint}>{t('articles.noCover')}</p>
      )}
      <ImageUploadButtons
        className={styles.coverActions}
        hasImage={Boolean(cover)}
        uploading={uploading}
        texts={{
          upload: t('articles.uploadCover'),
          change: t('articles.changeCover'),
          remove: t('articles.removeCover'),
        }}
        testId="cover-image-input"
        onFile={(file) => void upload(file)}
        onRemove={() => onChange(null)}
      />
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
