import type { ColumnType, Generated } from 'kysely';

type DefaultedJson<T> = ColumnType<T, string | undefined, string>;

/** Tables of the member's account area. */
export interface MemberAccountTables {
  email_changes: EmailChangesTable;
  order_item_people: OrderItemPeopleTable;
  user_order_counts: UserOrderCountsTable;
  member_claims: MemberClaimsTable;
  membership_renewal_reminders: MembershipRenewalRemindersTable;
}

/** The renewal reminder of a membership, mailed once 30 days before it ends (migration 0056). */
export interface MembershipRenewalRemindersTable {
  order_item_id: number;
  user_id: number | null;
  /** `YYYY-MM-DD`. */
  ends_on: ColumnType<Date, string, string>;
  sent_at: Generated<Date>;
}

export interface EmailChangesTable {
  id: Generated<number>;
  user_id: number;
  /** Lower-cased. */
  new_email: string;
  code_hash: string;
  expires_at: Date;
  used_at: Date | null;
  /** Once confirmed: the address it replaced, told of the change with a link to undo it. */
  previous_email: string | null;
  undo_code_hash: string | null;
  undo_expires_at: Date | null;
  undone_at: Date | null;
  created_at: Generated<Date>;
}

/** Orders per user, kept by the trigger of migration 0034. */
export interface UserOrderCountsTable {
  user_id: number;
  orders: ColumnType<number, never, never>;
}

/** What an order knows of a person one of its plan lines is for (migration 0050). */
export interface OrderItemPeopleTable {
  order_item_id: number;
  order_id: string;
  is_juvenile: boolean;
  email: string | null;
  answers: DefaultedJson<Record<string, unknown>>;
  guardian_answers: ColumnType<
    Record<string, unknown> | null,
    string | null | undefined,
    string | null
  >;
  linked_member_id: ColumnType<number | null, number | null | undefined, number | null>;
  linked_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

/** A single-use link an adult of someone's household claims their member record with. */
export interface MemberClaimsTable {
  id: Generated<number>;
  member_id: number;
  /** Lower-cased. */
  email: string;
  code_hash: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: Generated<Date>;
}
