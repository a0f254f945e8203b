import type { MenuItemInput } from '@touchline/contracts';
import { menuItemErrors } from '@touchline/validators';
import type { FieldErrors } from '../../errors/domain-error';

/** The menu rules' findings as field errors (`body.data.2.url`); empty when the menu is fine. */
export function menuBodyErrors(items: readonly MenuItemInput[]): FieldErrors {
  const errors: FieldErrors = {};
  items.forEach((item, index) => {
    const found = menuItemErrors(item);
    const at = `body.data.${index}`;
    if (found.title) errors[`${at}.title`] = [found.title];
    if (found.url) errors[`${at}.url`] = [found.url];
    if (found.product_type) errors[`${at}.product_type`] = [found.product_type];
    if (found.pages) errors[`${at}.pages`] = [found.pages];
    for (const [page, pageErrors] of Object.entries(found.page ?? {})) {
      if (pageErrors.title) errors[`${at}.pages.${page}.title`] = [pageErrors.title];
      if (pageErrors.url) errors[`${at}.pages.${page}.url`] = [pageErrors.url];
    }
  });
  return errors;
}

/** The menu as stored: titles and links trimmed, in position order (ties keep their order). */
export function normalisedMenu(items: readonly MenuItemInput[]): MenuItemInput[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.position - b.item.position || a.index - b.index)
    .map(({ item }, index) => ({
      title: item.title.trim(),
      url: item.url.trim(),
      type: item.type,
      product_type: item.type === 'Product' ? (item.product_type ?? null) : null,
      position: index + 1,
      pages:
        item.type === 'Section'
          ? (item.pages ?? []).map((page) => ({ title: page.title.trim(), url: page.url.trim() }))
          : [],
    }));
}
