import { useFieldMessage } from '@touchline/i18n';
import { visibleFieldError } from '@touchline/ui';
import { useId, useState, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import { ImageUploadButtons, useImageUpload } from '../images/image-upload';
import card from './settings-card.module.css';
import styles from './brand-section.module.css';

export interface BrandImageFieldProps {
  /** The form's field: the image's address, null for none. */
  name: string;
  legend: string;
  /** What the upload is for (the upload's `type`). */
  purpose: 'logo' | 'banner';
  texts: { upload: string; change: string; remove: string };
  /** The preview of the image as the site shows it. */
  children: ReactNode;
}

/**
 * One picture of the brand, uploaded through the back office's image upload (the news editor's):
 * the file is checked in the browser first, then by the API, whose refusal is shown here under
 * its buttons, as the field's own message (a rule's or the API's) is.
 */
export function BrandImageField({ name, legend, purpose, texts, children }: BrandImageFieldProps) {
  const { input, meta } = useField<string | null>(name);
  const value = input.value || null;
  const onChange = input.onChange;
  const error = visibleFieldError(meta);
  // The upload check's messages (shared with the editors) in the page's language.
  const fieldMessage = useFieldMessage();
  const id = useId();
  const [refusal, setRefusal] = useState<string | null>(null);
  const message = fieldMessage(refusal ?? error);
  const { uploading, upload } = useImageUpload(purpose, {
    onStored: (stored) => onChange(stored.file_path),
    onRefused: setRefusal,
  });

  return (
    <fieldset className={card.group} aria-describedby={message ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {children}
      <ImageUploadButtons
        className={styles.buttons}
        hasImage={Boolean(value)}
        uploading={uploading}
        texts={texts}
        testId={`${purpose}-image-input`}
        onFile={(file) => {
          setRefusal(null);
          void upload(file);
        }}
        onRemove={() => {
          setRefusal(null);
          onChange(null);
        }}
      />
      {message && (
        <p id={`${id}-error`} className={styles.error}>
          {message}
        </p>
      )}
    </fieldset>
  );
}
