import createDOMPurify, { type DOMPurify } from 'dompurify';

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

let purifier: DOMPurify | undefined;

/** A private instance, so the link hook below never changes how other code sanitises. */
function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  purifier = createDOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    // A link that opens another tab must not hand that tab a reference to this page.
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

/** Keeps the simple markup of a notification body (e.g. a link) and drops everything else. */
export function sanitizeNotificationHtml(html: string): string {
  return getPurifier().sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR });
}
