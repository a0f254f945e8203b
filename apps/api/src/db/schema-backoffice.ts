import type { ColumnType, Generated } from 'kysely';
import type {
  ClubChangeArea,
  DistributionAudience,
  DistributionFrequency,
  EmailStatus,
} from '@touchline/contracts';

/** Tables of the back-office area (email templates and distribution lists, editor images). */
export interface BackofficeTables {
  email_templates: EmailTemplatesTable;
  email_distribution_lists: EmailDistributionListsTable;
  editor_images: EditorImagesTable;
  distribution_messages: DistributionMessagesTable;
  distribution_deliveries: DistributionDeliveriesTable;
  member_register_exports: MemberRegisterExportsTable;
  club_changes: ClubChangesTable;
}

/** One edit of the club settings in the back office (migrations 0057, 0059). */
export interface ClubChangesTable {
  id: Generated<number>;
  account_id: number;
  user_id: number | null;
  area: ClubChangeArea;
  /** The area's values before and after the edit, as JSON text when written. */
  before: ColumnType<unknown, string, string>;
  after: ColumnType<unknown, string, string>;
  changed_at: Generated<Date>;
}

/** One export of the member register (migration 0053). */
export interface MemberRegisterExportsTable {
  id: Generated<number>;
  account_id: number;
  user_id: number | null;
  email: string;
  /** The register's filters as asked (`MemberRegisterFilters`), as JSON text when written. */
  filters: ColumnType<Record<string, unknown>, string, string>;
  medical_included: boolean;
  row_count: number;
  exported_at: Generated<Date>;
}

export interface DistributionMessagesTable {
  id: Generated<number>;
  account_id: number;
  email_distribution_list_id: number;
  subject: string;
  /** Sanitised HTML, as sent. */
  content: string;
  recipients: ColumnType<number, number | undefined, number>;
  /** The sender's key for this message: a repeated send with it finds the first one. */
  idempotency_key: string;
  sent_by: number | null;
  sent_at: Generated<Date>;
}

export type DeliveryStatus = 'queued' | 'sending' | 'sent' | 'failed';

/** One recipient of a message to a list, sent by a background job (migration 0045). */
export interface DistributionDeliveriesTable {
  id: Generated<number>;
  distribution_message_id: number;
  member_id: number | null;
  to_address: string;
  first_name: string;
  /** The job that sends it. */
  batch: number;
  status: ColumnType<DeliveryStatus, DeliveryStatus | undefined, DeliveryStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  /** When a queued delivery may be tried, or when a sending one's claim lapses. */
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  last_error: string | null;
  mail_id: string | null;
  sent_at: Date | null;
}

export interface EmailTemplatesTable {
  id: Generated<number>;
  account_id: number;
  name: string;
  description: string | null;
  subject: string;
  /** HTML with `{{placeholder}}` names. */
  content: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface EmailDistributionListsTable {
  id: Generated<number>;
  account_id: number;
  template_id: number;
  name: string;
  description: string | null;
  subject: string;
  audience: DistributionAudience;
  frequency: DistributionFrequency;
  email_status: ColumnType<EmailStatus, EmailStatus | undefined, EmailStatus>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export type EditorImageContentType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

export interface EditorImagesTable {
  id: Generated<number>;
  account_id: number;
  /** Random name with its extension: the last segment of the image's URL. */
  file_name: string;
  content_type: EditorImageContentType;
  width: number;
  height: number;
  byte_size: number;
  /** What the image is for, as the uploader said (the form's optional `type`). */
  purpose: string | null;
  uploaded_by: number | null;
  data: Uint8Array;
  created_at: Generated<Date>;
}
