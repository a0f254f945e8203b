import type { ColumnType, Generated } from 'kysely';

/** Tables of the background work (the development clock). */
export interface JobTables {
  dev_clock: DevClockTable;
}

export interface DevClockTable {
  id: ColumnType<boolean, boolean | undefined, never>;
  offset_ms: number;
  updated_at: Generated<Date>;
}
