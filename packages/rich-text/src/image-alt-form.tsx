import { useFieldMessage } from '@touchline/i18n';
import { Button } from '@touchline/ui';
import { IMAGE_ALT_REQUIRED } from '@touchline/validators';
import { useId, useState } from 'react';
import { useRichTextT } from './messages/rich-text-messages';
import styles from './rich-text.module.css';

/** An image uploaded, waiting for its alt text before it goes into the content. */
export interface UploadedImage {
  url: string;
  fileName: string;
}

/** Asks for an uploaded image's alt text; the image goes into the content only with one. */
export function ImageAltForm({
  image,
  onAdd,
  onCancel,
}: {
  image: UploadedImage;
  onAdd: (alt: string) => void;
  onCancel: () => void;
}) {
  const fieldId = useId();
  const t = useRichTextT();
  const fieldMessage = useFieldMessage();
  const [alt, setAlt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = () => {
    const text = alt.trim();
    if (text === '') {
      setProblem(IMAGE_ALT_REQUIRED);
      return;
    }
    onAdd(text);
  };
  return (
    <div className={styles.linkForm} role="group" aria-labelledby={`${fieldId}-label`}>
      <img src={image.url} alt="" className={styles.altPreview} />
      <label id={`${fieldId}-label`} htmlFor={fieldId}>
        {t('image.altFor', { name: image.fileName })}
      </label>
      <input
        id={fieldId}
        type="text"
        value={alt}
        maxLength={300}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${fieldId}-error` : undefined}
        onChange={(event) => setAlt(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            add();
          } else if (event.key === 'Escape') {
            onCancel();
          }
        }}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- opened by the user's own upload
        autoFocus
      />
      <Button variant="secondary" onClick={add}>
        {t('image.add')}
      </Button>
      <Button variant="text" onClick={onCancel}>
        {t('image.cancel')}
      </Button>
      {problem && (
        <p id={`${fieldId}-error`} className={styles.error} role="alert">
          {fieldMessage(problem)}
        </p>
      )}
    </div>
  );
}
