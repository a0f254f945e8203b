import type { Translate } from '@touchline/i18n';
import type { ClubAccount, MenuItem, MenuPage } from '@touchline/contracts';

/** Where a menu entry leads: a route of this site, or another site (opened in a new tab). */
export type LinkTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string };

export interface NavLinkEntry {
  kind: 'link';
  title: string;
  target: LinkTarget;
}

export interface NavSectionEntry {
  kind: 'section';
  title: string;
  /** The section's pages, each an internal link. */
  links: NavLinkEntry[];
}

export type NavEntry = NavLinkEntry | NavSectionEntry;

/** Slugs arrive as typed in the back office; a stray slash must not produce `//`. */
const slug = (url: string) => url.trim().replace(/^\/+|\/+$/g, '');

const hasScheme = (url: string) => /^[a-z][a-z\d+.-]*:/i.test(url);

/** External addresses typed without a scheme (`www.club.ie`) would otherwise be relative. */
export const absoluteUrl = (url: string) => {
  const trimmed = url.trim();
  return hasScheme(trimmed) ? trimmed : `https://${trimmed.replace(/^\/+/, '')}`;
};

const internal = (to: string): LinkTarget => ({ kind: 'internal', to });

export const pageLink = (page: MenuPage): NavLinkEntry => ({
  kind: 'link',
  title: page.title,
  target: internal(`/pages/${slug(page.url)}`),
});

function productTarget(item: MenuItem): LinkTarget | null {
  switch (item.product_type) {
    case 'MembershipPage':
      return internal('/products/membership');
    case 'LotteryPage':
      return internal(`/products/lotto/${slug(item.url)}`);
    case 'DrawPage':
      return internal(`/products/draw/${slug(item.url)}`);
    case 'ShopPage':
      return internal('/products/shop');
    default:
      return null;
  }
}

/** Turns a club menu item into what the header shows; `null` for an item with no destination. */
export function navEntryFor(item: MenuItem): NavEntry | null {
  switch (item.type) {
    case 'External':
      return {
        kind: 'link',
        title: item.title,
        target: { kind: 'external', href: absoluteUrl(item.url) },
      };
    case 'Page':
      return { kind: 'link', title: item.title, target: internal(`/pages/${slug(item.url)}`) };
    case 'Product': {
      const target = productTarget(item);
      return target && { kind: 'link', title: item.title, target };
    }
    case 'Section':
      return { kind: 'section', title: item.title, links: (item.pages ?? []).map(pageLink) };
    default:
      return null;
  }
}

/** The menu items (already sorted by position) as entries, dropping unusable ones. */
export function navEntriesFor(items: readonly MenuItem[]): NavEntry[] {
  return items.map(navEntryFor).filter((entry): entry is NavEntry => entry !== null);
}

/** Entries with sections replaced by their pages, for places without dropdowns. */
export function flattenEntries(entries: readonly NavEntry[]): NavLinkEntry[] {
  return entries.flatMap((entry) => (entry.kind === 'section' ? entry.links : [entry]));
}

const fixedLink = (title: string, to: string): NavLinkEntry => ({
  kind: 'link',
  title,
  target: internal(to),
});

/** The platform's names for the pages it links to, in the page's language. */
type PlatformLinkTitles = Translate<
  'menu.contact' | 'menu.fixturesResults' | 'menu.resultsFixtures'
>;

export const contactLink = (t: PlatformLinkTitles) => fixedLink(t('menu.contact'), '/contact');

/** Links the platform adds to the menu when the club has the data or feature behind them. */
export function clubPageLinks(account: ClubAccount, t: PlatformLinkTitles): NavLinkEntry[] {
  const { features, comortais, comet } = account;
  const links: NavLinkEntry[] = [];
  if (features.comortais && comortais?.comortais_club_id) {
    links.push(fixedLink(t('menu.fixturesResults'), '/fixtures-results'));
  }
  if (features.comet && comet?.api_key) {
    links.push(fixedLink(t('menu.resultsFixtures'), '/results-fixtures'));
  }
  if (features.is_contact_enabled) links.push(contactLink(t));
  return links;
}
