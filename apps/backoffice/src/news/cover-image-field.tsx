import { ApiError } from '@touchline/api-client';
import type { ArticleImage } from '@touchline/contracts';
import { checkImageFile, EDITOR_IMAGE_TYPES, IMAGE_NOT_ADDED } from '@touchline/rich-text';
import { Button } from '@touchline/ui';
import { useId, useRef, useState } from 'react';
import { useBackofficeCalls } from '../api/use-backoffice-calls';
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
  const calls = useBackofficeCalls();
  const t = useBackofficeT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File) => {
    const check = await checkImageFile(file);
    if (!check.ok) {
      onError(check.message);
      return;
    }
    setUploading(true);
    try {
      const stored = await calls.uploadImage(file, { type: 'cover' });
      onChange({
        size: 'original',
        filepath: stored.file_path,
        filename: file.name,
        width: stored.width,
        height: stored.height,
      });
    } catch (failure) {
      onError(
        failure instanceof ApiError && (failure.status === 422 || failure.status === 413)
          ? failure.message
          : IMAGE_NOT_ADDED,
      );
    } finally {
      setUploading(false);
    }
  };

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
      <div className={styles.coverActions}>
        <Button variant="outline" loading={uploading} onClick={() => input.current?.click()}>
          {cover ? t('articles.changeCover') : t('articles.uploadCover')}
        </Button>
        {cover && (
          <Button variant="text" onClick={() => onChange(null)}>
            {t('articles.removeCover')}
          </Button>
        )}
        <input
          ref={input}
          type="file"
          hidden
          accept={EDITOR_IMAGE_TYPES.join(',')}
          data-testid="cover-image-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
