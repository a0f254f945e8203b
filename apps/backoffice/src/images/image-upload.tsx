import { ApiError } from '@touchline/api-client';
import type { ImageUploadResult } from '@touchline/contracts';
import { checkImageFile, EDITOR_IMAGE_TYPES, IMAGE_NOT_ADDED } from '@touchline/rich-text';
import { Button } from '@touchline/ui';
import { useRef, useState } from 'react';
import { useBackofficeCalls } from '../api/use-backoffice-calls';

/** The API's own refusal of a picture (its type or resolution): a message worth reading. */
export const isImageRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && (error.status === 422 || error.status === 413);

export interface ImageUploadHandlers {
  onStored: (stored: ImageUploadResult, file: File) => void;
  /** The browser's check or the API refused the file: the message says why. */
  onRefused: (message: string) => void;
}

/**
 * A picture's upload through the back office's image upload: the file is checked in the
 * browser first, then by the API, whose refusal is passed on.
 */
export function useImageUpload(purpose: string, { onStored, onRefused }: ImageUploadHandlers) {
  const calls = useBackofficeCalls();
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File) => {
    const check = await checkImageFile(file);
    if (!check.ok) {
      onRefused(check.message);
      return;
    }
    setUploading(true);
    try {
      onStored(await calls.uploadImage(file, { type: purpose }), file);
    } catch (failure) {
      onRefused(isImageRefusal(failure) ? failure.message : IMAGE_NOT_ADDED);
    } finally {
      setUploading(false);
    }
  };

  return { uploading, upload };
}

export interface ImageUploadButtonsProps {
  className?: string;
  /** There is a picture: the button offers to change it, and a second one to remove it. */
  hasImage: boolean;
  uploading: boolean;
  texts: { upload: string; change: string; remove: string };
  /** The hidden file input's, which tests choose a file with. */
  testId: string;
  onFile: (file: File) => void;
  onRemove: () => void;
}

/** Upload (or change) and remove buttons; the file is chosen through a hidden file input. */
export function ImageUploadButtons({
  className,
  hasImage,
  uploading,
  texts,
  testId,
  onFile,
  onRemove,
}: ImageUploadButtonsProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className={className}>
      <Button variant="outline" loading={uploading} onClick={() => input.current?.click()}>
        {hasImage ? texts.change : texts.upload}
      </Button>
      {hasImage && (
        <Button variant="text" onClick={onRemove}>
          {texts.remove}
        </Button>
      )}
      <input
        ref={input}
        type="file"
        hidden
        accept={EDITOR_IMAGE_TYPES.join(',')}
        data-testid={testId}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Emptied, so the same file can be chosen again.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </div>
  );
}
