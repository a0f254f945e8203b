import type { ColumnType, Generated } from 'kysely';
import type { ArticleImage, ArticleType } from '@touchline/contracts';
import type { JsonColumn } from './json-column';

/** Tables of the content area (articles, sponsors, contact messages, email link answers). */
export interface ContentTables {
  articles: ArticlesTable;
  article_counts: ArticleCountsTable;
  article_drafts: ArticleDraftsTable;
  sponsors: SponsorsTable;
  contact_messages: ContactMessagesTable;
  email_opt_outs: EmailOptOutsTable;
  lotto_friends: LottoFriendsTable;
  signing_keys: SigningKeysTable;
}

/** Secrets the API signs its links with, one per purpose (made on first use). */
export interface SigningKeysTable {
  name: string;
  secret: string;
  created_at: Generated<Date>;
}

export interface ArticlesTable {
  id: Generated<number>;
  account_id: number;
  slug: string;
  type: ArticleType;
  title: string;
  summary: ColumnType<string, string | undefined, string>;
  content: ColumnType<string, string | undefined, string>;
  featured_image: JsonColumn<ArticleImage[]>;
  published_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** Articles with a publication date per club and type, kept by the trigger of migration 0021. */
export interface ArticleCountsTable {
  account_id: number;
  type: ArticleType;
  published: ColumnType<number, never, never>;
}

/** The back office's unpublished version of an article (migration 0049). */
export interface ArticleDraftsTable {
  article_id: number;
  account_id: number;
  slug: string;
  title: string;
  summary: ColumnType<string, string | undefined, string>;
  content: ColumnType<string, string | undefined, string>;
  featured_image: JsonColumn<ArticleImage[]>;
  updated_by: number | null;
  updated_at: Generated<Date>;
}

export interface SponsorsTable {
  id: Generated<number>;
  account_id: number;
  name: string;
  link: string | null;
  image_filepath: string | null;
  image_filename: string | null;
  featured: ColumnType<boolean, boolean | undefined, boolean>;
  position: ColumnType<number, number | undefined, number>;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  account_id: number;
  sender: string;
  sender_email: string;
  sender_phone: string | null;
  subject: string;
  content: string;
  client_ip: string;
  /** 'accessibility' for a report from the accessibility statement; null for a general message. */
  category: ColumnType<string | null, string | null | undefined, string | null>;
  /** The category's sub-choice (an ACCESSIBILITY_TOPICS key). */
  category_detail: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Generated<Date>;
  /** When a club admin first opened it in the contact inbox; null while unread. */
  read_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface EmailOptOutsTable {
  id: Generated<number>;
  account_id: number;
  email_distribution_list_id: number;
  member_id: number;
  opt_out: boolean;
  payment_ack: boolean;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** People a lotto player asked the club to keep informed; they may unsubscribe by email link. */
export interface LottoFriendsTable {
  id: Generated<number>;
  account_id: number;
  name: string;
  email: string;
  receives_emails: ColumnType<boolean, boolean | undefined, boolean>;
  unsubscribed_at: Date | null;
  created_at: Generated<Date>;
}
