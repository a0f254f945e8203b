import type { ColumnType, Generated } from 'kysely';
import type {
  Language,
  MenuItemType,
  MenuPage,
  MenuProductType,
  SsoMode,
  ThemeColors,
} from '@touchline/contracts';
import type { JsonColumn, NullableJsonColumn } from './json-column';
import type { ContentTables } from './schema-content';
import type { CatalogueTables } from './schema-catalogue';
import type { IdentityTables } from './schema-identity';
import type { CommerceTables } from './schema-commerce';
import type { BackofficeTables } from './schema-backoffice';
import type { LeaguesTables } from './schema-leagues';
import type { MemberAccountTables } from './schema-member-account';
import type { JobTables } from './schema-jobs';

export interface ClubsTable {
  account_id: Generated<number>;
  slug: string;
  name: string;
  currency: ColumnType<string, string | undefined, string>;
  logo_image: string | null;
  layout_image: string | null;
  banner_title: string | null;
  banner_short_content: string | null;
  banner_url: string | null;
  banner_external_url: string | null;
  address_line1: string | null;
  address_city: string | null;
  address_county: string | null;
  address_country: string | null;
  address_longitude: number | null;
  address_latitude: number | null;
  display_address: boolean;
  facebook: string | null;
  twitter: string | null;
  instagram: string | null;
  theme: JsonColumn<{ color: ThemeColors }>;
  /** Feature flags by name; flags missing here take their defaults when read. */
  features: JsonColumn<Record<string, unknown>>;
  comortais_organisation_id: string | null;
  comortais_club_id: string | null;
  comet_api_key: string | null;
  comet_organization_id: string | null;
  sso_mode: SsoMode;
  sso_governing_body_id: number | null;
  sso_button_text: string | null;
  sso_help_url: string | null;
  on_behalf_of: string | null;
  domain_payment_method: string | null;
  /** The site's language for a visitor who has not chosen one (migration 0062). */
  default_language: ColumnType<Language, Language | undefined, Language>;
  /** The club's addition to the platform's accessibility statement (sanitised HTML). */
  accessibility_statement_html: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ClubMenuItemsTable {
  id: Generated<number>;
  account_id: number;
  position: number;
  title: string;
  url: string;
  type: MenuItemType;
  product_type: MenuProductType | null;
  pages: NullableJsonColumn<MenuPage[]>;
}

/** Written by the triggers of migration 0039 only; read as text (a bigint keeps every digit). */
export interface ClubContentVersionsTable {
  account_id: number;
  version: ColumnType<number, never, never>;
}

export interface SchemaMigrationsTable {
  version: string;
  name: string;
  checksum: string;
  applied_at: Generated<Date>;
}

export interface Database
  extends
    ContentTables,
    CatalogueTables,
    IdentityTables,
    CommerceTables,
    BackofficeTables,
    LeaguesTables,
    MemberAccountTables,
    JobTables {
  clubs: ClubsTable;
  club_menu_items: ClubMenuItemsTable;
  club_content_versions: ClubContentVersionsTable;
  schema_migrations: SchemaMigrationsTable;
}
