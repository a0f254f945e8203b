import type { DOMPurify } from 'dompurify';

/** The markup a notification body may carry: text formatting, lists and links. */
const ALLOWED_TAGS = [
  'a',
  'b',
  'br',
  'em',
  'i',
  'li',
  'ol',
  'p',
  'small',
  'span',
  'strong',
  'u',
  'ul',
];
const ALLOWED_ATTR = ['href', 'target', 'rel', 'title'];

export type Sanitizer = (html: string) => string;

/** Whether a body is markup (tags or entities) rather than plain text. */
export const hasMarkup = (body: string): boolean => /[<&]/.test(body);

function createSanitizer(createDOMPurify: DOMPurify): Sanitizer {
  // A private instance, so the link hook never changes how other code sanitises.
  const purifier = createDOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    // A link that opens another tab or window must not hand it a reference to this page.
    const target = node.getAttribute('target');
    if (node.tagName === 'A' && target !== null && target !== '_self') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return (html) => purifier.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR });
}

let loading: Promise<Sanitizer> | undefined;

/**
 * The sanitiser for notification bodies (DOMPurify), loaded on first use: most notifications
 * are plain text, so the page does not pay for it up front.
 */
export function loadSanitizer(): Promise<Sanitizer> {
  loading ??= import('dompurify').then((module) => createSanitizer(module.default));
  return loading;
}
