// What one audited change of the club settings changed, read from the values it recorded before
// and after: one line per value that differs, labelled as its editor labels it. Lists (the menu's
// items, the sponsors) are compared by their order of names and then item by item by name, so a
// reordering reads as one line and an edit inside an item names the item.
import type { ClubChange } from '@touchline/contracts';
import { isLanguage } from '@touchline/contracts/languages';
import type { BackofficeMessageId } from '../messages/backoffice-messages';
import {
  colourLabel,
  COLOUR_NAMES,
  featureLabel,
  FEATURE_NAMES,
  siteLanguageName,
} from './look-texts';
import type { SettingsT } from './settings-texts';

export interface ChangeDetail {
  label: string;
  before: string;
  after: string;
}

/** The path of a list's order of names (the whole value is the list). */
const ORDER = '\u0000order';

/** What a list's order of names is called, by area. */
const LIST_LABELS: Partial<Record<ClubChange['area'], BackofficeMessageId>> = {
  menu: 'changes.menuOrder',
  sponsors: 'changes.sponsorsOrder',
};

/** Labels of the values the settings record, as their editors name them. */
const KEY_LABELS: Readonly<Record<string, BackofficeMessageId>> = {
  name: 'changes.key.name',
  title: 'changes.key.title',
  default_language: 'look.siteLanguage',
  url: 'changes.key.link',
  link: 'changes.key.link',
  type: 'changes.key.type',
  product_type: 'changes.key.product_type',
  pages: 'changes.key.pages',
  logo_image: 'changes.key.logo_image',
  layout_image: 'changes.key.layout_image',
  banner: 'changes.key.banner',
  short_content: 'changes.key.short_content',
  external_url: 'changes.key.external_url',
  featured: 'changes.key.featured',
  image: 'changes.key.image',
  filepath: 'changes.key.filepath',
  filename: 'changes.key.filename',
  colors: 'changes.key.colors',
  features: 'changes.key.features',
};

const isColour = (key: string | undefined): key is (typeof COLOUR_NAMES)[number] =>
  (COLOUR_NAMES as readonly (string | undefined)[]).includes(key);
const isFeature = (key: string | undefined): key is (typeof FEATURE_NAMES)[number] =>
  (FEATURE_NAMES as readonly (string | undefined)[]).includes(key);

/** Keys a list item carries for its order, which the list's order line already says. */
const ORDER_KEYS = new Set(['position', 'id']);

/** A value by its path (as JSON), and whether it lies inside an item of a list. */
type Flat = Map<string, { text: string; inItem: boolean }>;

const display = (t: SettingsT, value: unknown): string => {
  if (value === null || value === undefined || value === '') return t('changes.noValue');
  if (typeof value === 'boolean') return value ? t('changes.on') : t('changes.off');
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An item's name in a list: its title or name, else its place. */
const nameOf = (t: SettingsT, item: unknown, index: number): string => {
  if (isRecord(item)) {
    const named = item['title'] ?? item['name'];
    if (typeof named === 'string' && named.trim() !== '') return named;
  }
  return t('changes.item', { number: index + 1 });
};

function labelOf(t: SettingsT, path: readonly string[], listLabel: string): string {
  const [first, second] = path;
  if (first === 'colors' && isColour(second)) return colourLabel(t, second);
  if (first === 'features' && isFeature(second)) return featureLabel(t, second);
  if (path.length === 1 && first === 'name') return t('look.clubName');
  if (path.length === 1 && first === ORDER) return listLabel;
  return path
    .map((key) => {
      const known = Object.hasOwn(KEY_LABELS, key) ? KEY_LABELS[key] : undefined;
      // A key no editor names (a network's, say) reads as itself.
      return known ? t(known) : key.charAt(0).toUpperCase() + key.slice(1).replace(/_/g, ' ');
    })
    .join(' › ');
}

interface Walk {
  t: SettingsT;
  into: Flat;
  inItem: boolean;
}

function flatten(value: unknown, path: string[], walk: Walk): void {
  const { t, into, inItem } = walk;
  if (Array.isArray(value)) {
    const names = value.map((item, index) => nameOf(t, item, index));
    const key = JSON.stringify(path.length === 0 ? [ORDER] : path);
    into.set(key, { text: names.join(', ') || t('changes.noValue'), inItem });
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
    text: language ? siteLanguageName(t, value) : display(t, value),
    inItem,
  });
}

/** The values one change moved, in the order its editor shows them. */
export function changeDetails(
  t: SettingsT,
  change: Pick<ClubChange, 'area' | 'before' | 'after'>,
): ChangeDetail[] {
  const listLabel = t(LIST_LABELS[change.area] ?? 'changes.menuOrder');
  const before: Flat = new Map();
  const after: Flat = new Map();
  flatten(change.before, [], { t, into: before, inItem: false });
  flatten(change.after, [], { t, into: after, inItem: false });
  const paths = [...new Set([...before.keys(), ...after.keys()])];
  return paths.flatMap((key) => {
    const was = before.get(key);
    const now = after.get(key);
    // An item added, removed or renamed is said by its list's line; its values are not repeated.
    if ((was?.inItem || now?.inItem) && (!was || !now)) return [];
    const wasText = was?.text ?? t('changes.noValue');
    const nowText = now?.text ?? t('changes.noValue');
    if (wasText === nowText) return [];
    return [
      {
        label: labelOf(t, JSON.parse(key) as string[], listLabel),
        before: wasText,
        after: nowText,
      },
    ];
  });
}
