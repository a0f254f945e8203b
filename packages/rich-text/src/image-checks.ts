import { IMAGE_MAX_HEIGHT, IMAGE_MAX_WIDTH } from '@touchline/contracts';
import { IMAGE_NOT_ADDED, IMAGE_RESOLUTION_EXCEEDED, imageLoadError } from './rich-text-texts';

/** The file types the editor takes (the API checks the bytes again). */
export const EDITOR_IMAGE_TYPES = ['image/png', 'image/gif', 'image/jpeg', 'image/webp'] as const;

export type ImageFileCheck = { ok: true } | { ok: false; message: string };

/** The picture's size in pixels; rejects when the browser cannot decode it. */
export type MeasureImage = (file: Blob) => Promise<{ width: number; height: number }>;

export const measureImage: MeasureImage = (file) =>
  new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve({ width: image.naturalWidth, height: image.naturalHeight });
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('The image could not be decoded'));
    };
    image.src = url;
  });

/**
 * Whether a pasted or chosen file may go into the content: one of the accepted types, readable,
 * at most 1920x1080. Each refusal carries the text users read.
 */
export async function checkImageFile(
  file: File,
  measure: MeasureImage = measureImage,
): Promise<ImageFileCheck> {
  if (!(EDITOR_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return { ok: false, message: IMAGE_NOT_ADDED };
  }
  let size: { width: number; height: number };
  try {
    size = await measure(file);
  } catch {
    return { ok: false, message: imageLoadError(file.name) };
  }
  if (size.width > IMAGE_MAX_WIDTH || size.height > IMAGE_MAX_HEIGHT) {
    return { ok: false, message: IMAGE_RESOLUTION_EXCEEDED };
  }
  return { ok: true };
}
