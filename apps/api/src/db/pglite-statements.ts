import { parse, protocol, type messages, type PGlite, type Results } from '@electric-sql/pglite';

type BackendMessage = messages.BackendMessage;
type DatabaseError = messages.DatabaseError;
type RowDescription = messages.RowDescriptionMessage;

const isDatabaseError = (value: unknown): value is DatabaseError =>
  value instanceof Error && (value as Partial<BackendMessage>).name === 'error';

/** A statement PostgreSQL keeps parsed (and, once it finds a generic plan, planned). */
interface Prepared {
  readonly name: string;
  /** Type ids of the parameters, as the server inferred them when parsing. */
  readonly parameterTypes: readonly number[];
  /** The columns of the answer; null for a statement that answers no rows. */
  readonly columns: RowDescription | null;
}

/**
 * Errors that mean the server no longer holds the statement as it was prepared: it was dropped
 * (`deallocate`, `discard all`) or a schema change altered the columns it answers. The statement
 * is prepared again; outside a transaction the query is retried at once.
 */
const STATEMENT_GONE = '26000';
const FEATURE_NOT_SUPPORTED = '0A000';
const isStaleStatement = (error: DatabaseError) =>
  error.code === STATEMENT_GONE ||
  (error.code === FEATURE_NOT_SUPPORTED && /cached plan must not change/.test(error.message));

/** Command tags of statements that leave the schema and the session's settings alone. */
const PLAIN_COMMANDS = new Set([
  'SELECT',
  'INSERT',
  'UPDATE',
  'DELETE',
  'MERGE',
  'VALUES',
  'BEGIN',
  'START',
  'COMMIT',
  'ROLLBACK',
  'SHOW',
]);

/** Whether a script that answered these command tags may have changed the schema or settings. */
export function mayChangeSchema(commands: readonly (string | undefined)[]): boolean {
  return commands.some((command) => !PLAIN_COMMANDS.has(command?.toUpperCase() ?? ''));
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const joined = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}

/**
 * Runs a statement without parameters and without answer rows (`start transaction`, `commit`,
 * `rollback`) in one exchange with the engine (simple protocol), where `PGlite.exec` takes two
 * (the query, then a sync). Errors are reported as `PGlite.exec` reports them.
 */
export async function runCommand(pglite: PGlite, text: string): Promise<void> {
  await pglite.runExclusive(async () => {
    try {
      await pglite.execProtocolStream(protocol.serialize.query(text));
    } catch (error) {
      if (isDatabaseError(error)) {
        Object.assign(error, { query: text, params: undefined, queryOptions: undefined });
      }
      throw error;
    }
  });
}

/** Instances made so far (see `PreparedStatements`'s statement names). */
let instances = 0;

/**
 * Runs parameterised statements on PGlite as named prepared statements, so that PostgreSQL
 * parses a statement text once and, after its first executions, reuses a generic plan instead
 * of planning every call (its plan cache decides per statement, `plan_cache_mode = auto`). The
 * most recently used `capacity` texts stay prepared; older ones are closed.
 *
 * Each call is one exchange with the engine (bind, execute, sync), two on a statement's first
 * use (parse and describe first), against five for `PGlite.query`. Answers are parsed exactly as
 * `PGlite.query` parses them.
 *
 * Schema changes: PostgreSQL re-plans a prepared statement when a table it reads changes. A
 * parameterless script that is not plain data access (DDL, `set`, `discard`...; see
 * `mayChangeSchema`) also forgets every prepared statement (`forgetAll`), so that the next use
 * parses the text afresh, with the schema as it is then. A statement found dropped or with changed
 * columns (a schema change that went around this class) is prepared again: at once outside a
 * transaction, on its next use inside one (that transaction has failed by then).
 *
 * Not reentrant: the caller runs one statement at a time (the dialect's single connection); each
 * exchange also holds PGlite's own query lock.
 */
export class PreparedStatements {
  readonly #statements = new Map<string, Prepared>();
  /** Statements to close with the next exchange that prepares one. */
  #closing: string[] = [];
  #next = 0;
  /** Names of this instance's statements, apart from those of another on the same database. */
  readonly #prefix = `touchline_${++instances}_`;

  constructor(
    private readonly pglite: PGlite,
    private readonly capacity: number,
  ) {}

  /** How many statements are prepared now. */
  get size(): number {
    return this.#statements.size;
  }

  /** Forgets every prepared statement (closed on the server with the next preparation). */
  forgetAll(): void {
    for (const prepared of this.#statements.values()) this.#closing.push(prepared.name);
    this.#statements.clear();
  }

  /**
   * Runs a statement. `opening`, a statement without parameters such as `start transaction`,
   * is sent in the same exchange right before it; the statement runs only if the opening
   * succeeded.
   */
  async query<R>(
    text: string,
    parameters: readonly unknown[],
    opening?: string,
  ): Promise<Results<R>> {
    return this.pglite.runExclusive(async () => {
      try {
        return await this.#run<R>(text, parameters, opening);
      } catch (error) {
        if (isDatabaseError(error) && !('query' in error)) {
          // As `PGlite.query` reports a failed statement.
          Object.assign(error, { query: text, params: parameters, queryOptions: undefined });
        }
        throw error;
      }
    });
  }

  async #run<R>(
    text: string,
    parameters: readonly unknown[],
    opening?: string,
    retry = true,
  ): Promise<Results<R>> {
    const prepared = this.#statements.get(text) ?? (await this.#prepare(text));
    // Most recently used last: the first entry is the one to close when the cache is full.
    this.#statements.delete(text);
    this.#statements.set(text, prepared);
    let answer = await this.pglite.execProtocolStream(
      concat([
        // In the same extended-protocol batch: if the opening fails, the server skips the rest
        // up to the sync, so the statement never runs without it.
        ...(opening === undefined
          ? []
          : [
              protocol.serialize.parse({ text: opening }),
              protocol.serialize.bind({}),
              protocol.serialize.execute({}),
            ]),
        protocol.serialize.bind({
          statement: prepared.name,
          values: this.#serialize(parameters, prepared.parameterTypes),
        }),
        protocol.serialize.execute({}),
        protocol.serialize.sync(),
      ]),
      { throwOnError: false },
    );
    if (opening !== undefined) {
      // The opening's answer ends with its command-complete (or its error); the statement's follows.
      const end = answer.findIndex(
        (message) => message.name === 'commandComplete' || isDatabaseError(message),
      );
      const opened = answer[end];
      if (end < 0 || isDatabaseError(opened)) {
        const failed = opened ?? new Error(`${opening} did not complete`);
        Object.assign(failed, { query: opening, params: undefined, queryOptions: undefined });
        throw failed;
      }
      answer = answer.slice(end + 1);
    }
    const error = answer.find(isDatabaseError);
    if (error) {
      if (isStaleStatement(error)) {
        this.#forget(text);
        const ready = answer.find(
          (message): message is messages.ReadyForQueryMessage => message.name === 'readyForQuery',
        );
        // Outside a transaction nothing was lost: prepare it again and run it now.
        if (retry && ready?.status === 'I') return this.#run<R>(text, parameters, undefined, false);
      }
      throw error;
    }
    // The columns as described when preparing (a describe per call would answer the same).
    const rows = prepared.columns ? [prepared.columns, ...answer] : answer;
    return parse.parseResults(rows, this.pglite.parsers)[0] as Results<R>;
  }

  /** Parses and describes a statement under a new name, closing those no longer kept. */
  async #prepare(text: string): Promise<Prepared> {
    const name = `${this.#prefix}${++this.#next}`;
    while (this.#statements.size >= this.capacity) {
      const [oldest] = this.#statements.keys();
      if (oldest === undefined) break;
      this.#forget(oldest);
    }
    const closing = this.#closing.map((old) => protocol.serialize.close({ type: 'S', name: old }));
    this.#closing = [];
    const answer = await this.pglite.execProtocolStream(
      concat([
        ...closing,
        protocol.serialize.parse({ name, text }),
        protocol.serialize.describe({ type: 'S', name }),
        protocol.serialize.sync(),
      ]),
      { syncToFs: false },
    );
    let parameterTypes: readonly number[] = [];
    let columns: RowDescription | null = null;
    for (const message of answer) {
      if (message.name === 'parameterDescription') {
        parameterTypes = (message as messages.ParameterDescriptionMessage).dataTypeIDs;
      } else if (message.name === 'rowDescription') {
        columns = message as RowDescription;
      }
    }
    const prepared = { name, parameterTypes, columns };
    this.#statements.set(text, prepared);
    return prepared;
  }

  #forget(text: string): void {
    const prepared = this.#statements.get(text);
    if (!prepared) return;
    this.#statements.delete(text);
    this.#closing.push(prepared.name);
  }

  /** Parameter values as text, as `PGlite.query` writes them (its serialisers by type). */
  #serialize(parameters: readonly unknown[], types: readonly number[]): (string | null)[] {
    return parameters.map((parameter, index) => {
      if (parameter === null || parameter === undefined) return null;
      const serialize = this.pglite.serializers[types[index] ?? 0];
      return serialize ? serialize(parameter) : String(parameter);
    });
  }
}
