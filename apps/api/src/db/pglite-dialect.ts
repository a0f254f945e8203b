import type { PGlite, Results } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { mayChangeSchema, PreparedStatements, runCommand } from './pglite-statements';

export interface PGliteDialectOptions {
  /**
   * How many statement texts stay prepared (parsed, and planned once PostgreSQL settles on a
   * generic plan): the most recently used. 0 parses and plans every statement anew.
   */
  readonly preparedStatements?: number;
}

/** Enough for every statement the API runs over and over; the rest come and go. */
const DEFAULT_PREPARED_STATEMENTS = 200;

/**
 * Kysely dialect for an embedded PGlite database. PGlite is a single session, so the driver
 * hands out one connection at a time: a transaction holds it until commit or rollback and
 * every other query waits its turn (the same guarantee a pool gives on PostgreSQL).
 *
 * Parameterised statements run as named prepared statements (`PreparedStatements`): PGlite is
 * one process doing every request's statements in turn, and parsing and planning a statement
 * can take longer than running it, so a statement the API runs again is not planned again.
 */
export class PGliteDialect implements Dialect {
  constructor(
    private readonly pglite: PGlite,
    private readonly options: PGliteDialectOptions = {},
  ) {}

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    const capacity = this.options.preparedStatements ?? DEFAULT_PREPARED_STATEMENTS;
    return new PGliteDriver(
      this.pglite,
      capacity > 0 ? new PreparedStatements(this.pglite, capacity) : null,
    );
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}

const ROW_COUNT_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

class PGliteDriver implements Driver {
  #tail: Promise<void> = Promise.resolve();
  readonly #connection: PGliteConnection;

  constructor(
    private readonly pglite: PGlite,
    statements: PreparedStatements | null,
  ) {
    this.#connection = new PGliteConnection(pglite, statements);
  }

  async init(): Promise<void> {
    await this.pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    let release!: () => void;
    const turn = new Promise<void>((resolve) => (release = resolve));
    const previous = this.#tail;
    this.#tail = previous.then(() => turn);
    await previous;
    this.#connection.release = release;
    return this.#connection;
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const { release } = connection as PGliteConnection;
    (connection as PGliteConnection).release = undefined;
    release?.();
  }

  async beginTransaction(
    connection: DatabaseConnection,
    settings: TransactionSettings,
  ): Promise<void> {
    let statement = 'start transaction';
    if (settings.isolationLevel) statement += ` isolation level ${settings.isolationLevel}`;
    if (settings.accessMode) statement += ` ${settings.accessMode}`;
    (connection as PGliteConnection).begin(statement);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PGliteConnection).end('commit');
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as PGliteConnection).end('rollback');
  }

  async destroy(): Promise<void> {
    // Let the query in progress (and any queued ones) finish before the database closes.
    await this.#tail;
    if (!this.pglite.closed) await this.pglite.close();
  }
}

/**
 * The dialect's one connection. A transaction's `start transaction` travels with its first
 * statement (one exchange with the engine for both); `commit` and `rollback` take one exchange
 * each, and a transaction that ran no statement sends neither.
 */
class PGliteConnection implements DatabaseConnection {
  release: (() => void) | undefined;
  /** The `start transaction` of a transaction that has not run a statement yet. */
  #opening: string | undefined;

  constructor(
    private readonly pglite: PGlite,
    private readonly statements: PreparedStatements | null,
  ) {}

  /** Starts a transaction: sent with its first statement. */
  begin(statement: string): void {
    this.#opening = statement;
  }

  /** Ends the transaction with `commit` or `rollback`. */
  async end(statement: 'commit' | 'rollback'): Promise<void> {
    if (this.#opening !== undefined) {
      // Nothing ran: there is nothing to commit or roll back.
      this.#opening = undefined;
      return;
    }
    await runCommand(this.pglite, statement);
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const parameters = compiledQuery.parameters as unknown[];
    const opening = this.#opening;
    this.#opening = undefined;
    let result: Results<R> | undefined;
    if (opening !== undefined && (parameters.length === 0 || !this.statements)) {
      await runCommand(this.pglite, opening);
    }
    if (parameters.length === 0) {
      // Simple protocol: allows a script of several statements (migrations); the last one answers.
      let results: Results<R>[];
      try {
        results = (await this.pglite.exec(compiledQuery.sql)) as Results<R>[];
      } catch (error) {
        // Part of a failed script may have run (and changed the schema) before its error.
        this.statements?.forgetAll();
        throw error;
      }
      if (mayChangeSchema(results.map((each) => each.command))) this.statements?.forgetAll();
      result = results[results.length - 1];
    } else if (this.statements) {
      result = await this.statements.query<R>(compiledQuery.sql, parameters, opening);
    } else {
      result = await this.pglite.query<R>(compiledQuery.sql, parameters);
    }
    if (!result) return { rows: [] };
    const command = result.command?.toUpperCase();
    return {
      rows: result.rows,
      ...(command && ROW_COUNT_COMMANDS.has(command)
        ? { numAffectedRows: BigInt(result.rowCount ?? result.affectedRows ?? 0) }
        : {}),
    };
  }

  async *streamQuery<R>(
    compiledQuery: CompiledQuery,
    chunkSize = 100,
  ): AsyncIterableIterator<QueryResult<R>> {
    // PGlite answers a query in one piece; hand it out in chunks to honour the interface.
    const { rows } = await this.executeQuery<R>(compiledQuery);
    for (let start = 0; start < rows.length; start += chunkSize) {
      yield { rows: rows.slice(start, start + chunkSize) };
    }
  }
}
