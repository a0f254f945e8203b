import type { ColumnType } from 'kysely';

/**
 * A jsonb column: read as the parsed value, written as JSON text (node-postgres would turn a
 * JavaScript array into a PostgreSQL array, so the data layer always sends `JSON.stringify` output).
 * Its own module so that each area's table types use it without importing the database type
 * that gathers them.
 */
export type JsonColumn<T> = ColumnType<T, string, string>;
export type NullableJsonColumn<T> = ColumnType<T | null, string | null, string | null>;
