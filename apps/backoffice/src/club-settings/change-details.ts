// What one audited change of the club settings changed, read from the values it recorded before
// and after: one line per value that differs, labelled as its editor labels it. Lists (the menu's
// items, the sponsors) are compared by their order of names and then item by item by name, so a
// reordering reads as one line and an edit inside an item names the item.
import type { ClubChange } from '@touchline/contracts';
import { isLanguage } from '@touchline/contracts/languages';
import {
  COLOUR_LABELS,
  FEATURE_LABELS,
  SITE_LANGUAGE_LABEL,
  SITE_LANGUAGE_NAMES,
} from './look-texts';

export interface ChangeDetail {
  label: string;
  before: string;
  after: string;
}

/** Shown for a value that was not set, on either side. */
export const NO_VALUE = '(none)';

/** What a list's order of names is called, by area. */
const LIST_LABELS: Partial<Record<ClubChange['area'], string>> = {
  menu: 'Items in order',
  sponsors: 'Sponsors in order',
};

/** Labels of values whose key alone does not say what they are. */
const KEY_LABELS: Readonly<Record<string, string>> = {
  name: 'Name',
  default_language: SITE_LANGUAGE_LABEL,
  url: 'Link',
  link: 'Link',
  type: 'Links to',
  product_type: 'Product',
  pages: 'Pages',
  logo_image: 'Logo',
  layout_image: 'Banner picture',
  short_content: 'Short text',
  external_url: 'Outside link',
};

/** Keys a list item carries for its order, which the list's order line already says. */
const ORDER_KEYS = new Set(['position', 'id']);

/** A value by its path (as JSON), and whether it lies inside an item of a list. */
type Flat = Map<string, { text: string; inItem: boolean }>;

const display = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return NO_VALUE;
  if (typeof value === 'boolean') return value ? 'On' : 'Off';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An item's name in a list: its title or name, else its place. */
const nameOf = (item: unknown, index: number): string => {
  if (isRecord(item)) {
    const named = item['title'] ?? item['name'];
    if (typeof named === 'string' && named.trim() !== '') return named;
  }
  return `Item ${index + 1}`;
};

function labelOf(path: readonly string[]): string {
  const [first, second] = path;
  if (first === 'colors' && second && second in COLOUR_LABELS) {
    return COLOUR_LABELS[second as keyof typeof COLOUR_LABELS];
  }
  if (first === 'features' && second && second in FEATURE_LABELS) {
    return FEATURE_LABELS[second as keyof typeof FEATURE_LABELS];
  }
  if (path.length === 1 && first === 'name') return 'Club name';
  return path
    .map((key) => KEY_LABELS[key] ?? key.charAt(0).toUpperCase() + key.slice(1).replace(/_/g, ' '))
    .join(' › ');
}

interface Walk {
  into: Flat;
  listLabel: string;
  inItem: boolean;
}

function flatten(value: unknown, path: string[], walk: Walk): void {
  const { into, listLabel, inItem } = walk;
  if (Array.isArray(value)) {
    const names = value.map(nameOf);
    const key = JSON.stringify(path.length === 0 ? [listLabel] : path);
    into.set(key, { text: names.join(', ') || NO_VALUE, inItem });
    value.forEach((item, index) => {
      if (!isRecord(item) && !Array.isArray(item)) return;
      flatten(item, [...path, names[index] ?? ''], { ...walk, inItem: true });
    });
    return;
  }
  if (isRecord(value)) {
    for (const [key, inner] of Object.entries(value)) {
      if (inItem && ORDER_KEYS.has(key)) continue;
      flatten(inner, [...path, key], walk);
    }
    return;
  }
  // A language reads by its name, as the Look section offers it.
  const language = path.length === 1 && path[0] === 'default_language' && isLanguage(value);
  into.set(JSON.stringify(path), {
    text: language ? SITE_LANGUAGE_NAMES[value] : display(value),
    inItem,
  });
}

/** The values one change moved, in the order its editor shows them. */
export function changeDetails(
  change: Pick<ClubChange, 'area' | 'before' | 'after'>,
): ChangeDetail[] {
  const listLabel = LIST_LABELS[change.area] ?? 'Items in order';
  const before: Flat = new Map();
  const after: Flat = new Map();
  flatten(change.before, [], { into: before, listLabel, inItem: false });
  flatten(change.after, [], { into: after, listLabel, inItem: false });
  const paths = [...new Set([...before.keys(), ...after.keys()])];
  return paths.flatMap((key) => {
    const was = before.get(key);
    const now = after.get(key);
    // An item added, removed or renamed is said by its list's line; its values are not repeated.
    if ((was?.inItem || now?.inItem) && (!was || !now)) return [];
    const wasText = was?.text ?? NO_VALUE;
    const nowText = now?.text ?? NO_VALUE;
    if (wasText === nowText) return [];
    return [{ label: labelOf(JSON.parse(key) as string[]), before: wasText, after: nowText }];
  });
}
