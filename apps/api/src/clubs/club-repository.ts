import type { ClubAccount, Features, MenuItem, SsoMode } from '@touchline/contracts';
import type { Insertable, Kysely, Selectable } from 'kysely';
import type { ClubMenuItemsTable, ClubsTable, Database } from '../db/schema';

/** A club account as written: images are paths served by this API (`/static/...`) or URLs. */
export type NewClubAccount = Omit<ClubAccount, 'account_id' | 'currency' | 'features'> & {
  currency?: string;
  features: Partial<Features>;
};

/** Flags a club has not set. Quick pick is on unless a club turns it off. */
export const DEFAULT_FEATURES: Readonly<Features> = {
  is_contact_enabled: false,
  checkout: false,
  guest_checkout: false,
  lotto: false,
  draw: false,
  shop: false,
  membership: false,
  comortais: false,
  comet: false,
  login_dialog: false,
  redirect_after_login: false,
  can_quick_pick: true,
};

const FEATURE_NAMES = Object.keys(DEFAULT_FEATURES) as (keyof Features)[];

/** What the API knows of a club for every call under `/v2/store/{club}`. */
export interface ResolvedClub {
  readonly accountId: number;
  readonly slug: string;
  readonly name: string;
  readonly features: Features;
  /** Upper case (`EUR`). */
  readonly currency: string;
  readonly country: string | null;
  readonly onBehalfOf: string | null;
  readonly ssoMode: SsoMode;
  readonly governingBodyId: number | null;
  readonly ssoButtonText: string | null;
  readonly ssoHelpUrl: string | null;
}

/** A club's stored row read once: what the routes use and the account record the store serves. */
export interface ClubRecord {
  readonly club: ResolvedClub;
  readonly account: ClubAccount;
}

/** Whether a club has this slug. */
export async function clubSlugExists(db: Kysely<Database>, slug: string): Promise<boolean> {
  const row = await db
    .selectFrom('clubs')
    .select('slug')
    .where('slug', '=', slug)
    .executeTakeFirst();
  return row !== undefined;
}

/** The club's facts and account record (menu sorted by position); null for an unknown slug. */
export async function findClubRecord(
  db: Kysely<Database>,
  slug: string,
): Promise<ClubRecord | null> {
  const row = await db.selectFrom('clubs').selectAll().where('slug', '=', slug).executeTakeFirst();
  return row ? withMenu(db, row) : null;
}

/** The club's facts and account record of an account id; null when there is none. */
export async function findClubRecordById(
  db: Kysely<Database>,
  accountId: number,
): Promise<ClubRecord | null> {
  const row = await db
    .selectFrom('clubs')
    .selectAll()
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row ? withMenu(db, row) : null;
}

async function withMenu(db: Kysely<Database>, row: Selectable<ClubsTable>): Promise<ClubRecord> {
  const menu = await findClubMenuItems(db, row.account_id);
  return { club: toResolvedClub(row), account: toClubAccount(row, menu) };
}

/** The club's menu items in the order the site shows them. */
export async function findClubMenuItems(
  db: Kysely<Database>,
  accountId: number,
): Promise<MenuItem[]> {
  const rows = await db
    .selectFrom('club_menu_items')
    .selectAll()
    .where('account_id', '=', accountId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map(toMenuItem);
}

/** The club's account record, menu sorted by position; null for an unknown slug. */
export async function findClubAccount(
  db: Kysely<Database>,
  slug: string,
): Promise<ClubAccount | null> {
  return (await findClubRecord(db, slug))?.account ?? null;
}

function toResolvedClub(row: Selectable<ClubsTable>): ResolvedClub {
  return {
    accountId: row.account_id,
    slug: row.slug,
    name: row.name,
    features: { ...DEFAULT_FEATURES, ...(row.features as Partial<Features>) },
    currency: row.currency.toUpperCase(),
    country: row.address_country,
    onBehalfOf: row.on_behalf_of,
    ssoMode: row.sso_mode,
    governingBodyId: row.sso_governing_body_id,
    ssoButtonText: row.sso_button_text,
    ssoHelpUrl: row.sso_help_url,
  };
}

/**
 * Inserts a club and its menu in one transaction. Returns the new account id, or null when a
 * club with this slug exists already (nothing is written then).
 */
export async function insertClubAccount(
  db: Kysely<Database>,
  club: NewClubAccount,
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('clubs')
      .values(toClubRow(club))
      .onConflict((conflict) => conflict.column('slug').doNothing())
      .returning('account_id')
      .executeTakeFirst();
    if (!inserted) return null;
    if (club.menu_items.length > 0) {
      await trx
        .insertInto('club_menu_items')
        .values(club.menu_items.map((item) => toMenuRow(inserted.account_id, item)))
        .execute();
    }
    return inserted.account_id;
  });
}

function toClubAccount(club: Selectable<ClubsTable>, menu: MenuItem[]): ClubAccount {
  return {
    account_id: club.account_id,
    slug: club.slug,
    name: club.name,
    currency: club.currency,
    logo_image: club.logo_image,
    layout_image: club.layout_image,
    banner:
      club.banner_title === null
        ? null
        : {
            title: club.banner_title,
            short_content: club.banner_short_content ?? '',
            url: club.banner_url,
            external_url: club.banner_external_url,
          },
    address:
      club.address_line1 === null
        ? null
        : {
            line1: club.address_line1,
            city: club.address_city ?? '',
            county: club.address_county ?? '',
            country: club.address_country ?? '',
            longitude: club.address_longitude,
            latitude: club.address_latitude,
          },
    display_address: club.display_address,
    facebook: club.facebook,
    twitter: club.twitter,
    instagram: club.instagram,
    menu_items: menu,
    theme: { color: { ...club.theme.color } },
    features: toFeatures(club.features),
    comortais:
      club.comortais_organisation_id === null || club.comortais_club_id === null
        ? null
        : {
            organisation_id: club.comortais_organisation_id,
            comortais_club_id: club.comortais_club_id,
          },
    comet:
      club.comet_api_key === null || club.comet_organization_id === null
        ? null
        : { api_key: club.comet_api_key, organization_id: club.comet_organization_id },
    sso: {
      governing_body_id: club.sso_governing_body_id,
      mode: club.sso_mode,
      sso_button_text: club.sso_button_text,
      help_url: club.sso_help_url,
    },
    on_behalf_of: club.on_behalf_of,
    domain_payment_method: club.domain_payment_method,
    default_language: club.default_language,
  };
}

function toMenuItem(row: Selectable<ClubMenuItemsTable>): MenuItem {
  const item: MenuItem = {
    title: row.title,
    url: row.url,
    type: row.type,
    product_type: row.product_type,
    position: row.position,
  };
  if (row.type === 'Section')
    item.pages = (row.pages ?? []).map(({ title, url }) => ({ title, url }));
  return item;
}

/** The stored flags over the defaults; a flag stored as anything but a boolean is ignored. */
export function toFeatures(stored: Record<string, unknown>): Features {
  const features = { ...DEFAULT_FEATURES };
  for (const name of FEATURE_NAMES) {
    const value = stored[name];
    if (typeof value === 'boolean') features[name] = value;
  }
  return features;
}

function toClubRow(club: NewClubAccount): Insertable<ClubsTable> {
  return {
    slug: club.slug,
    name: club.name,
    currency: club.currency,
    logo_image: club.logo_image,
    layout_image: club.layout_image,
    banner_title: club.banner?.title ?? null,
    banner_short_content: club.banner?.short_content ?? null,
    banner_url: club.banner?.url ?? null,
    banner_external_url: club.banner?.external_url ?? null,
    address_line1: club.address?.line1 ?? null,
    address_city: club.address?.city ?? null,
    address_county: club.address?.county ?? null,
    address_country: club.address?.country ?? null,
    address_longitude: club.address?.longitude ?? null,
    address_latitude: club.address?.latitude ?? null,
    display_address: club.display_address,
    facebook: club.facebook,
    twitter: club.twitter,
    instagram: club.instagram,
    theme: JSON.stringify(club.theme),
    features: JSON.stringify(club.features),
    comortais_organisation_id: club.comortais?.organisation_id ?? null,
    comortais_club_id: club.comortais?.comortais_club_id ?? null,
    comet_api_key: club.comet?.api_key ?? null,
    comet_organization_id: club.comet?.organization_id ?? null,
    sso_mode: club.sso.mode,
    sso_governing_body_id: club.sso.governing_body_id,
    sso_button_text: club.sso.sso_button_text,
    sso_help_url: club.sso.help_url,
    on_behalf_of: club.on_behalf_of,
    domain_payment_method: club.domain_payment_method,
    default_language: club.default_language ?? 'en',
  };
}

/** A menu item as stored: a Section keeps its pages, other items none. */
export function toMenuRow(accountId: number, item: MenuItem): Insertable<ClubMenuItemsTable> {
  return {
    account_id: accountId,
    position: item.position,
    title: item.title,
    url: item.url,
    type: item.type,
    product_type: item.product_type ?? null,
    pages: item.type === 'Section' ? JSON.stringify(item.pages ?? []) : null,
  };
}

/** The COMET organisation of the club holding this league data API key, if any. */
export async function findCometOrganisationByKey(
  db: Kysely<Database>,
  apiKey: string,
): Promise<string | null> {
  const club = await db
    .selectFrom('clubs')
    .select('comet_organization_id')
    .where('comet_api_key', '=', apiKey)
    .executeTakeFirst();
  return club?.comet_organization_id ?? null;
}
