import path from 'node:path';
import { sql } from 'kysely';
import ts from 'typescript';
import { API_ROOT } from '../app-paths';
import { createTestDatabase } from '../testing/test-database';
import type { DatabaseHandle } from './open-database';

/**
 * The Kysely table types (schema*.ts) are written by hand beside the SQL migrations: this test
 * compares them with a migrated database, table by table and column by column, and lists every
 * difference in one failure so that they are fixed together.
 */

/**
 * Tables of the public schema deliberately left out of `Database` (a library's own, say), each
 * with its reason. pg-boss keeps its tables in its own schema (`pgboss`), which is not read.
 */
const UNTYPED_TABLES: readonly { table: string; reason: string }[] = [];

/**
 * Columns whose type differs from the database on purpose or for now, as `table.column`, each
 * with its reason. An entry that no longer differs fails the test, so the list stays current.
 */
const KNOWN_DIFFERENCES: readonly { column: string; reason: string }[] = [];

/** What a column reads as in JavaScript, coarsely. */
type Family = 'number' | 'string' | 'boolean' | 'Date' | 'bytes' | 'bigint' | 'array' | 'object';
/** Plus what a select type may be that no column reads as (`unknown` and `any` fit JSON only). */
type TypedFamily = Family | 'undefined' | 'unknown' | 'never';

const ANY_FAMILY = 'any JSON value';

/**
 * The families a column of each database type may be typed as. int8 reads as a number on both
 * databases (open-database.ts parses it so); `timestamptz` and `date` read as Dates. A type
 * missing here is reported, so that a new one gets a deliberate entry.
 */
const FAMILIES_BY_DATABASE_TYPE: Readonly<Record<string, readonly Family[] | typeof ANY_FAMILY>> = {
  smallint: ['number'],
  integer: ['number'],
  bigint: ['number'],
  real: ['number'],
  'double precision': ['number'],
  text: ['string'],
  'character varying': ['string'],
  character: ['string'],
  uuid: ['string'],
  citext: ['string'],
  boolean: ['boolean'],
  'timestamp with time zone': ['Date'],
  'timestamp without time zone': ['Date'],
  date: ['Date'],
  bytea: ['bytes'],
  json: ANY_FAMILY,
  jsonb: ANY_FAMILY,
};

interface DatabaseColumn {
  readonly table: string;
  readonly column: string;
  /** `data_type`, or the type's own name for a user-defined one (citext). */
  readonly type: string;
  readonly nullable: boolean;
}

interface TypedColumn {
  /** The select type, as TypeScript writes it. */
  readonly text: string;
  readonly nullable: boolean;
  readonly families: ReadonlySet<TypedFamily>;
}

interface TypedTable {
  /** The table interface's name, for the report. */
  readonly name: string;
  readonly columns: ReadonlyMap<string, TypedColumn>;
}

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});

afterAll(async () => {
  await database?.close();
});

describe('the Kysely table types', () => {
  it('match the tables and columns of the migrated database', async () => {
    const columns = await readDatabaseColumns();
    const tables = readTypedTables();
    // Guards against a query or a program that silently found nothing.
    expect(columns.length).toBeGreaterThan(100);
    expect(tables.size).toBeGreaterThan(20);

    const differences = compare(columns, tables);
    const known = new Set(KNOWN_DIFFERENCES.map((entry) => entry.column));
    const differing = new Set(differences.map((difference) => difference.column));
    const report = [
      ...differences
        .filter((difference) => !known.has(difference.column))
        .map((difference) => difference.text),
      ...[...known]
        .filter((column) => !differing.has(column))
        .map((column) => `${column}: listed in KNOWN_DIFFERENCES but matches: remove the entry`),
    ];
    if (report.length > 0) {
      throw new Error(
        `The table types in src/db/schema*.ts differ from the migrated database ` +
          `(${report.length}):\n  ${report.join('\n  ')}`,
      );
    }
  });
});

/**
 * Every column of the public schema's tables, in table order: `schema_migrations` (made by
 * migrate.ts) too, as `Database` types it for migrate.ts's queries.
 */
async function readDatabaseColumns(): Promise<DatabaseColumn[]> {
  const { rows } = await sql<{
    table_name: string;
    column_name: string;
    data_type: string;
    udt_name: string;
    is_nullable: 'YES' | 'NO';
  }>`
    select c.table_name, c.column_name, c.data_type, c.udt_name, c.is_nullable
    from information_schema.columns c
    join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position
  `.execute(database.db);
  return rows.map((row) => ({
    table: row.table_name,
    column: row.column_name,
    type: row.data_type === 'USER-DEFINED' ? row.udt_name : row.data_type,
    nullable: row.is_nullable === 'YES',
  }));
}

/**
 * The tables of `Database` (schema.ts) and each one's columns with their select types, from one
 * program over the schema files and what they import (libraries' declarations unchecked).
 */
function readTypedTables(): Map<string, TypedTable> {
  const schemaFile = path.join(__dirname, 'schema.ts');
  const configFile = path.join(API_ROOT, 'tsconfig.json');
  const config = ts.readConfigFile(configFile, (file) => ts.sys.readFile(file));
  if (config.error) throw new Error(formatDiagnostics([config.error]));
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, API_ROOT);
  const program = ts.createProgram({
    rootNames: [schemaFile],
    // The table types need no ambient types (node, jest): not loading them keeps this fast.
    options: { ...options, types: [], skipLibCheck: true, noEmit: true },
  });

  // A type that did not resolve (a broken import) would read as `any` and hide differences.
  const ownFiles = program
    .getSourceFiles()
    .filter((file) => path.dirname(path.resolve(file.fileName)) === __dirname);
  const diagnostics = ownFiles.flatMap((file) => [
    ...program.getSyntacticDiagnostics(file),
    ...program.getSemanticDiagnostics(file),
  ]);
  if (diagnostics.length > 0) throw new Error(formatDiagnostics(diagnostics));

  const checker = program.getTypeChecker();
  const source = program.getSourceFile(schemaFile);
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  const databaseSymbol =
    moduleSymbol && checker.getExportsOfModule(moduleSymbol).find((s) => s.name === 'Database');
  if (!databaseSymbol) throw new Error(`No exported Database interface in ${schemaFile}`);

  const tables = new Map<string, TypedTable>();
  for (const tableSymbol of checker.getPropertiesOfType(
    checker.getDeclaredTypeOfSymbol(databaseSymbol),
  )) {
    const tableType = checker.getTypeOfSymbol(tableSymbol);
    const columns = new Map<string, TypedColumn>();
    for (const columnSymbol of checker.getPropertiesOfType(tableType)) {
      columns.set(columnSymbol.name, describeColumn(checker, columnSymbol));
    }
    tables.set(tableSymbol.name, { name: checker.typeToString(tableType), columns });
  }
  return tables;
}

/** A column's select type: the first argument of `ColumnType<>` (and so of `Generated<>`). */
function describeColumn(checker: ts.TypeChecker, column: ts.Symbol): TypedColumn {
  const declared = checker.getTypeOfSymbol(column);
  const select = declared.getProperty('__select__');
  const type = select ? checker.getTypeOfSymbol(select) : declared;
  const parts = type.isUnion() ? type.types : [type];
  const families = new Set<TypedFamily>();
  let nullable = false;
  for (const part of parts) {
    if (part.flags & ts.TypeFlags.Null) nullable = true;
    else families.add(familyOf(checker, part));
  }
  return {
    text: checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation),
    nullable,
    families,
  };
}

function familyOf(checker: ts.TypeChecker, type: ts.Type): TypedFamily {
  const flags = type.flags;
  if (flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return 'unknown';
  if (flags & ts.TypeFlags.Never) return 'never';
  if (flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Void)) return 'undefined';
  if (flags & ts.TypeFlags.NumberLike) return 'number';
  if (flags & ts.TypeFlags.StringLike) return 'string';
  if (flags & ts.TypeFlags.BooleanLike) return 'boolean';
  if (flags & ts.TypeFlags.BigIntLike) return 'bigint';
  if (type.isIntersection()) {
    // A branded primitive (`string & { brand }`) reads as its primitive.
    const primitive = type.types
      .map((part) => familyOf(checker, part))
      .find((family) => family !== 'object');
    return primitive ?? 'object';
  }
  if (checker.isArrayType(type) || checker.isTupleType(type)) return 'array';
  const name = type.getSymbol()?.name;
  if (name === 'Date') return 'Date';
  if (name === 'Uint8Array' || name === 'Buffer') return 'bytes';
  return 'object';
}

interface Difference {
  /** `table.column`, or the table alone. */
  readonly column: string;
  readonly text: string;
}

function compare(
  columns: readonly DatabaseColumn[],
  tables: ReadonlyMap<string, TypedTable>,
): Difference[] {
  const differences: Difference[] = [];
  const untyped = new Set(UNTYPED_TABLES.map((entry) => entry.table));
  const byTable = new Map<string, DatabaseColumn[]>();
  for (const column of columns) {
    if (untyped.has(column.table)) continue;
    byTable.set(column.table, [...(byTable.get(column.table) ?? []), column]);
  }

  for (const [table, tableColumns] of byTable) {
    const typed = tables.get(table);
    if (!typed) {
      differences.push({
        column: table,
        text: `${table}: a table in the database, missing from Database (schema.ts)`,
      });
      continue;
    }
    for (const column of tableColumns) {
      const name = `${table}.${column.column}`;
      const described = `${column.type}${column.nullable ? '' : ' not null'}`;
      const typedColumn = typed.columns.get(column.column);
      const problem = typedColumn
        ? columnProblem(column, typedColumn)
        : `missing from ${typed.name}`;
      if (problem) {
        const typeText = typedColumn ? `; TypeScript: ${typedColumn.text}` : '';
        differences.push({
          column: name,
          text: `${name}: database: ${described}${typeText}: ${problem}`,
        });
      }
    }
    const inDatabase = new Set(tableColumns.map((column) => column.column));
    for (const [column, typedColumn] of typed.columns) {
      if (inDatabase.has(column)) continue;
      differences.push({
        column: `${table}.${column}`,
        text: `${table}.${column}: TypeScript: ${typedColumn.text}: in ${typed.name}, no such column in the database`,
      });
    }
  }

  for (const table of tables.keys()) {
    if (byTable.has(table)) continue;
    differences.push({
      column: table,
      text: untyped.has(table)
        ? `${table}: typed in Database but listed in UNTYPED_TABLES`
        : `${table}: in Database (schema.ts), no such table in the database`,
    });
  }
  return differences;
}

/** Why a typed column does not fit the database's column, or undefined when it does. */
function columnProblem(column: DatabaseColumn, typed: TypedColumn): string | undefined {
  const allowed = FAMILIES_BY_DATABASE_TYPE[column.type];
  if (!allowed) {
    return `no TypeScript type family known for the database type ${column.type}: add one to FAMILIES_BY_DATABASE_TYPE`;
  }
  const problems: string[] = [];
  if (typed.families.has('undefined')) {
    problems.push('a column reads as a value or null, never undefined (an optional property?)');
  }
  // `unknown` and `any` take null in: only a JSON column may be typed so loosely.
  const loose = typed.families.has('unknown');
  if (!loose && column.nullable && !typed.nullable) {
    problems.push('the column is nullable, its select type lacks null');
  }
  if (!loose && !column.nullable && typed.nullable) {
    problems.push('the column is not null, its select type includes null');
  }
  if (allowed !== ANY_FAMILY) {
    const wrong = [...typed.families].filter(
      (family) => family !== 'undefined' && !(allowed as readonly string[]).includes(family),
    );
    if (wrong.length > 0) {
      problems.push(`reads as ${allowed.join(' or ')}, typed as ${wrong.join(', ')}`);
    }
  }
  return problems.length > 0 ? problems.join('; ') : undefined;
}

function formatDiagnostics(diagnostics: readonly ts.Diagnostic[]): string {
  return ts.formatDiagnostics(diagnostics, {
    getCanonicalFileName: (file) => file,
    getCurrentDirectory: () => API_ROOT,
    getNewLine: () => '\n',
  });
}
