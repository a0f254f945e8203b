import type { Generated } from 'kysely';

/** Tables of the member's account area. */
export interface MemberAccountTables {
  email_changes: EmailChangesTable;
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
