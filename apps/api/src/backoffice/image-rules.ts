import {
  IMAGE_MAX_HEIGHT,
  IMAGE_MAX_WIDTH,
  imageResolutionMessage,
  type ImageType,
} from '@touchline/contracts';
import { imageSize } from 'image-size';
import type { EditorImageContentType } from '../db/schema-backoffice';
import { failOnField } from '../errors/domain-error';

export const IMAGE_TYPE_REFUSED = 'The image must be a PNG, JPEG, GIF or WebP file.';
export const IMAGE_UNREADABLE =
  'The image could not be read. Please try again using another image.';

export interface ImageFormat {
  readonly type: ImageType;
  readonly contentType: EditorImageContentType;
  readonly extension: 'png' | 'jpg' | 'gif' | 'webp';
}

/**
 * The path an uploaded image is served at (`GET /v2/images/{file}`; the upload answers it
 * absolute): its file name is the first group.
 */
export const UPLOADED_IMAGE = /^\/v2\/images\/([A-Za-z0-9_-]{16,64}\.(?:png|jpg|gif|webp))$/;

const FORMATS: Readonly<Record<ImageType, ImageFormat>> = {
  png: { type: 'png', contentType: 'image/png', extension: 'png' },
  jpeg: { type: 'jpeg', contentType: 'image/jpeg', extension: 'jpg' },
  gif: { type: 'gif', contentType: 'image/gif', extension: 'gif' },
  webp: { type: 'webp', contentType: 'image/webp', extension: 'webp' },
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The format the file's first bytes (its magic number) say it is, whatever its name or declared
 * type: PNG, JPEG, GIF or WebP. Anything else (SVG, which can carry scripts, included) is null.
 */
export function detectImageFormat(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return FORMATS.png;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return FORMATS.jpeg;
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return FORMATS.gif;
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return FORMATS.webp;
  return null;
}

export interface EditorImage {
  readonly format: ImageFormat;
  readonly width: number;
  readonly height: number;
}

const refuse = (message: string) => failOnField('image_refused', 'image', message);

/** Png, gif, jpeg or webp, at most 1920x1080; refuses any other with `image_refused`. */
export function checkEditorImage(bytes: Uint8Array): EditorImage {
  const format = detectImageFormat(bytes);
  if (!format) throw refuse(IMAGE_TYPE_REFUSED);
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = imageSize(bytes));
  } catch {
    throw refuse(IMAGE_UNREADABLE);
  }
  if (!width || !height) throw refuse(IMAGE_UNREADABLE);
  if (width > IMAGE_MAX_WIDTH || height > IMAGE_MAX_HEIGHT) {
    throw refuse(imageResolutionMessage());
  }
  return { format, width, height };
}
