// The club menu's rules, shared by the back office's menu editor and the API that saves the
// menu: a title, and a link the club site can follow for the item's type. An outside link is
// absolute http(s) (the site opens it in a new tab and the database holds no other); a link
// within the site is a page address, the site-relative part after /pages/ or /products/.

export type MenuLinkType = 'External' | 'Product' | 'Page' | 'Section';

export const MENU_TITLE_REQUIRED = 'Enter a title';
export const MENU_TITLE_TOO_LONG = 'Keep the title to 40 characters or fewer';
export const MENU_EXTERNAL_LINK = 'Enter a link starting with http:// or https://';
export const MENU_PAGE_ADDRESS = 'Enter the page’s address: lower-case letters, digits and hyphens';
export const MENU_PRODUCT_REQUIRED = 'Choose what the item sells';
export const MENU_PAGES_ONLY_IN_SECTION = 'Only a Section has pages';
export const MENU_SECTION_NEEDS_PAGES = 'Add at least one page to the Section';

const TITLE_MAX_LENGTH = 40;
const EXTERNAL_LINK = /^https?:\/\/[^\s/?#]+\S*$/i;
const PAGE_ADDRESS = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Products whose site address needs no page address of its own (one membership, one shop). */
const PRODUCTS_WITHOUT_ADDRESS = ['MembershipPage', 'ShopPage'];

export interface MenuItemDraft {
  title: string;
  url: string;
  type: MenuLinkType;
  product_type?: string | null;
  pages?: ReadonlyArray<{ title: string; url: string }>;
}

export interface MenuPageErrors {
  title?: string;
  url?: string;
}

export interface MenuItemErrors {
  title?: string;
  url?: string;
  product_type?: string;
  pages?: string;
  /** By page index; absent when every page is fine. */
  page?: Record<number, MenuPageErrors>;
}

const titleError = (title: string): string | undefined => {
  const trimmed = title.trim();
  if (trimmed === '') return MENU_TITLE_REQUIRED;
  return trimmed.length > TITLE_MAX_LENGTH ? MENU_TITLE_TOO_LONG : undefined;
};

const pageAddressError = (url: string) =>
  PAGE_ADDRESS.test(url.trim()) ? undefined : MENU_PAGE_ADDRESS;

function urlError(item: MenuItemDraft): string | undefined {
  const url = item.url.trim();
  switch (item.type) {
    case 'External':
      return EXTERNAL_LINK.test(url) ? undefined : MENU_EXTERNAL_LINK;
    case 'Product':
      if (url === '' && PRODUCTS_WITHOUT_ADDRESS.includes(item.product_type ?? ''))
        return undefined;
      return pageAddressError(url);
    default:
      return pageAddressError(url);
  }
}

/** What is wrong with one menu item; an empty object when it may be saved. */
export function menuItemErrors(item: MenuItemDraft): MenuItemErrors {
  const errors: MenuItemErrors = {};
  const title = titleError(item.title);
  if (title) errors.title = title;
  const url = urlError(item);
  if (url) errors.url = url;
  if (item.type === 'Product' && !item.product_type) errors.product_type = MENU_PRODUCT_REQUIRED;
  const pages = item.pages ?? [];
  if (item.type !== 'Section' && pages.length > 0) errors.pages = MENU_PAGES_ONLY_IN_SECTION;
  if (item.type === 'Section') {
    if (pages.length === 0) errors.pages = MENU_SECTION_NEEDS_PAGES;
    pages.forEach((page, index) => {
      const pageErrors: MenuPageErrors = {};
      const pageTitle = titleError(page.title);
      if (pageTitle) pageErrors.title = pageTitle;
      const address = pageAddressError(page.url);
      if (address) pageErrors.url = address;
      if (pageErrors.title || pageErrors.url) (errors.page ??= {})[index] = pageErrors;
    });
  }
  return errors;
}

/** Whether `menuItemErrors` found nothing. */
export const isMenuItemValid = (errors: MenuItemErrors): boolean =>
  Object.keys(errors).length === 0;
