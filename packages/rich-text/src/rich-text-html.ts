import type { Descendant } from 'slate';
import { ensureHttps } from '@touchline/validators';
import type { BlockElement, FormattedText, Inline, ListItemElement } from './rich-text-types';

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/** Only web and mail links become links: `javascript:` and the like are dropped. */
export function safeLinkUrl(url: string): string | null {
  const trimmed = url.trim();
  if (/^mailto:[^\s@]+@[^\s@]+$/i.test(trimmed)) return trimmed;
  try {
    const parsed = new URL(trimmed);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/**
 * A link address as a writer types it: "club.ie/lotto" gets "https://", as the form editor's
 * link fields do; anything else must be a safe link already. A host without a dot is taken
 * for a mistyped word, not a site.
 */
export function typedLinkUrl(typed: string): string | null {
  const trimmed = typed.trim();
  if (/^[a-z][a-z\d+.-]*:/i.test(trimmed)) return safeLinkUrl(trimmed);
  const url = safeLinkUrl(ensureHttps(trimmed));
  return url && new URL(url).hostname.includes('.') ? url : null;
}

const EMPTY_PARAGRAPH: BlockElement = { type: 'paragraph', children: [{ text: '' }] };

function textHtml(leaf: FormattedText): string {
  let html = escapeText(leaf.text);
  if (!html) return '';
  if (leaf.italic) html = `<em>${html}</em>`;
  if (leaf.bold) html = `<strong>${html}</strong>`;
  return html;
}

function inlineHtml(node: Descendant): string {
  if ('text' in node) return textHtml(node);
  if (node.type === 'link') {
    const url = safeLinkUrl(node.url);
    const inner = node.children.map(textHtml).join('');
    return url ? `<a href="${escapeAttribute(url)}">${inner}</a>` : inner;
  }
  return '';
}

function blockHtml(node: Descendant): string {
  if ('text' in node) return textHtml(node);
  const inner = () => node.children.map(inlineHtml).join('');
  switch (node.type) {
    case 'paragraph':
      return `<p>${inner()}</p>`;
    case 'heading-two':
      return `<h2>${inner()}</h2>`;
    case 'heading-three':
      return `<h3>${inner()}</h3>`;
    case 'bulleted-list':
    case 'numbered-list': {
      const tag = node.type === 'bulleted-list' ? 'ul' : 'ol';
      const items = node.children.map(
        (item) => `<li>${item.children.map(inlineHtml).join('')}</li>`,
      );
      return `<${tag}>${items.join('')}</${tag}>`;
    }
    case 'image': {
      const url = safeLinkUrl(node.url);
      return url ? `<img src="${escapeAttribute(url)}" alt="${escapeAttribute(node.alt)}">` : '';
    }
    default:
      return inner();
  }
}

/** The editor's content as HTML: only the elements the editor makes, every text escaped. */
export function serializeHtml(nodes: readonly Descendant[]): string {
  const html = nodes.map(blockHtml).join('');
  return html === '<p></p>' ? '' : html;
}

type Marks = Omit<FormattedText, 'text'>;

/** Elements whose content is never text a reader sees. */
const SKIPPED = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'noscript',
  'head',
  'title',
  'svg',
  'math',
]);

function inlinesOf(node: Node, marks: Marks): Inline[] {
  if (node.nodeType === 3) {
    const text = (node.textContent ?? '').replace(/\s+/g, ' ');
    return text ? [{ text, ...marks }] : [];
  }
  if (!(node instanceof Element)) return [];
  const tag = node.tagName.toLowerCase();
  if (SKIPPED.has(tag)) return [];
  if (tag === 'br') return [{ text: '\n', ...marks }];
  const next: Marks = { ...marks };
  if (tag === 'strong' || tag === 'b') next.bold = true;
  if (tag === 'em' || tag === 'i') next.italic = true;
  const children = [...node.childNodes].flatMap((child) => inlinesOf(child, next));
  if (tag === 'a') {
    const url = safeLinkUrl(node.getAttribute('href') ?? '');
    const texts = children.filter((child): child is FormattedText => 'text' in child);
    if (url && texts.length > 0) return [{ type: 'link', url, children: texts }];
  }
  return children;
}

const withText = (inlines: Inline[]): Inline[] => (inlines.length > 0 ? inlines : [{ text: '' }]);

const BLOCK_TAGS = new Set([
  'p',
  'div',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'img',
  'blockquote',
  'li',
]);

function blocksOf(node: Node): BlockElement[] {
  if (!(node instanceof Element)) {
    const inlines = inlinesOf(node, {});
    return inlines.some((inline) => !('text' in inline) || inline.text.trim())
      ? [{ type: 'paragraph', children: inlines }]
      : [];
  }
  const tag = node.tagName.toLowerCase();
  if (SKIPPED.has(tag)) return [];
  const inlines = () => withText(inlinesOf(node, {}));
  switch (tag) {
    case 'h1':
    case 'h2':
      return [{ type: 'heading-two', children: inlines() }];
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6':
      return [{ type: 'heading-three', children: inlines() }];
    case 'ul':
    case 'ol': {
      const items: ListItemElement[] = [...node.children]
        .filter((child) => child.tagName.toLowerCase() === 'li')
        .map((item) => ({ type: 'list-item', children: withText(inlinesOf(item, {})) }));
      return items.length > 0
        ? [{ type: tag === 'ul' ? 'bulleted-list' : 'numbered-list', children: items }]
        : [];
    }
    case 'img': {
      const url = safeLinkUrl(node.getAttribute('src') ?? '');
      return url
        ? [{ type: 'image', url, alt: node.getAttribute('alt') ?? '', children: [{ text: '' }] }]
        : [];
    }
    case 'p':
    case 'blockquote':
    case 'li':
      return [{ type: 'paragraph', children: inlines() }];
    default: {
      // A container (div, section, body): its blocks, with loose inline content as paragraphs.
      const blocks: BlockElement[] = [];
      let loose: Inline[] = [];
      const flush = () => {
        if (loose.some((inline) => !('text' in inline) || inline.text.trim())) {
          blocks.push({ type: 'paragraph', children: loose });
        }
        loose = [];
      };
      for (const child of node.childNodes) {
        if (child instanceof Element && BLOCK_TAGS.has(child.tagName.toLowerCase())) {
          flush();
          blocks.push(...blocksOf(child));
        } else {
          loose.push(...inlinesOf(child, {}));
        }
      }
      flush();
      return blocks;
    }
  }
}

/**
 * HTML (a template, a stored message, a suggestion, pasted content) as the editor's content.
 * Anything the editor cannot make (scripts, styles, frames, attributes) is left out.
 */
export function deserializeHtml(html: string): BlockElement[] {
  if (!html.trim()) return [EMPTY_PARAGRAPH];
  const document = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const blocks = blocksOf(document.body);
  return blocks.length > 0 ? blocks : [EMPTY_PARAGRAPH];
}

/** HTML cut down to what the editor makes: safe to show as a preview. */
export const normalizeHtml = (html: string): string => serializeHtml(deserializeHtml(html));
