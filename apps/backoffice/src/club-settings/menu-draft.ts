import type {
  ClubMenu,
  ClubMenuUpdateBody,
  MenuItemType,
  MenuProductType,
} from '@touchline/contracts';
import { menuItemErrors, type MenuItemErrors } from '@touchline/validators';

/** A page under a Section as edited; `key` keeps React's rows (and focus) with their page. */
export interface PageDraft {
  key: number;
  title: string;
  url: string;
}

export interface MenuItemDraft {
  key: number;
  title: string;
  url: string;
  type: MenuItemType;
  product_type: MenuProductType | null;
  pages: PageDraft[];
}

let nextKey = 1;
export const newKey = (): number => nextKey++;

export function draftsOf(menu: ClubMenu): MenuItemDraft[] {
  return menu.data.map((item) => ({
    key: newKey(),
    title: item.title,
    url: item.url,
    type: item.type,
    product_type: item.product_type,
    pages: item.pages.map((page) => ({ key: newKey(), title: page.title, url: page.url })),
  }));
}

export const emptyPage = (): PageDraft => ({ key: newKey(), title: '', url: '' });

export const emptyItem = (title: string): MenuItemDraft => ({
  key: newKey(),
  title,
  url: '',
  type: 'Page',
  product_type: null,
  pages: [],
});

/** The menu as the API takes it: in this order, each field kept for its type only. */
export function menuBody(items: readonly MenuItemDraft[]): ClubMenuUpdateBody {
  return {
    data: items.map((item, index) => ({
      title: item.title.trim(),
      url: item.url.trim(),
      type: item.type,
      product_type: item.type === 'Product' ? item.product_type : null,
      position: index + 1,
      ...(item.type === 'Section'
        ? { pages: item.pages.map((page) => ({ title: page.title.trim(), url: page.url.trim() })) }
        : {}),
    })),
  };
}

/** Each item's errors by its key, under the rules the API applies. */
export function draftErrors(items: readonly MenuItemDraft[]): Map<number, MenuItemErrors> {
  const errors = new Map<number, MenuItemErrors>();
  for (const item of items) {
    const found = menuItemErrors({ ...item, pages: item.type === 'Section' ? item.pages : [] });
    if (Object.keys(found).length > 0) errors.set(item.key, found);
  }
  return errors;
}

/** `items` with the one at `from` moved to `to` (both in range). */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const copy = [...items];
  const [item] = copy.splice(from, 1);
  if (item !== undefined) copy.splice(to, 0, item);
  return copy;
}
