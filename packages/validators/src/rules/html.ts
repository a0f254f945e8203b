import { REQUIRED_FIELD } from '../core/messages';
import { asText, type Validator } from '../core/validator';

const MEDIA = /<(img|video|iframe)\b/i;
const TAG = /<[^>]*>/g;
const ENTITY_SPACE = /&nbsp;|&#160;|&#xa0;/gi;

/** Whether rich text holds nothing a reader would see: no text, and no image or video. */
export function isEmptyHtml(html: string): boolean {
  if (MEDIA.test(html)) return false;
  return html.replace(TAG, '').replace(ENTITY_SPACE, ' ').trim() === '';
}

/** Rich text with some content (an image or a video counts as content). */
export const requiredHtml =
  (message: string = REQUIRED_FIELD): Validator =>
  (value) =>
    isEmptyHtml(asText(value)) ? message : undefined;
