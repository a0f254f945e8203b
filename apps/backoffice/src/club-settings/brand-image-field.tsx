import { ApiError } from '@touchline/api-client';
import { checkImageFile, EDITOR_IMAGE_TYPES, IMAGE_NOT_ADDED } from '@touchline/rich-text';
import { useFieldMessage } from '@touchline/i18n';
import { Button } from '@touchline/ui';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useBackofficeCalls } from '../api/use-backoffice-calls';
import styles from './brand-section.module.css';

export interface BrandImageFieldProps {
  legend: string;
  /** The image's address, null for none. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** What the upload is for (the upload's `type`). */
  purpose: 'logo' | 'banner';
  texts: { upload: string; change: string; remove: string };
  /** The field's message (a rule's or the API's), shown under its buttons. */
  error?: string;
  /** The preview of the image as the site shows it. */
  children: ReactNode;
}

/**
 * One picture of the brand, uploaded through the back office's image upload (the news editor's):
 * the file is checked in the browser first, then by the API, whose refusal is shown here.
 */
export function BrandImageField({
  legend,
  value,
  onChange,
  purpose,
  texts,
  error,
  children,
}: BrandImageFieldProps) {
  const calls = useBackofficeCalls();
  // The upload check's messages (shared with the editors) in the page's language.
  const fieldMessage = useFieldMessage();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const message = fieldMessage(refusal ?? error);

  const upload = async (file: File) => {
    setRefusal(null);
    const check = await checkImageFile(file);
    if (!check.ok) {
      setRefusal(check.message);
      return;
    }
    setUploading(true);
    try {
      const stored = await calls.uploadImage(file, { type: purpose });
      onChange(stored.file_path);
    } catch (failure) {
      setRefusal(
        failure instanceof ApiError && (failure.status === 422 || failure.status === 413)
          ? failure.message
          : IMAGE_NOT_ADDED,
      );
    } finally {
      setUploading(false);
    }
  };

  return (
    <fieldset className={styles.group} aria-describedby={message ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {children}
      <div className={styles.buttons}>
        <Button variant="outline" loading={uploading} onClick={() => input.current?.click()}>
          {value ? texts.change : texts.upload}
        </Button>
        {value && (
          <Button
            variant="text"
            onClick={() => {
              setRefusal(null);
              onChange(null);
            }}
          >
            {texts.remove}
          </Button>
        )}
        <input
          ref={input}
          type="file"
          hidden
          accept={EDITOR_IMAGE_TYPES.join(',')}
          data-testid={`${purpose}-image-input`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
      </div>
      {message && (
        <p id={`${id}-error`} className={styles.error}>
          {message}
        </p>
      )}
    </fieldset>
  );
}
