import type { DatabaseHandle } from './open-database';

/** What a listener is told about a channel of the database's notices (LISTEN/NOTIFY). */
export interface NoticeHandlers {
  /** A notice's payload, delivered once the transaction that sent it has committed. */
  notice(payload: string): void;
  /**
   * The listening connection was lost: notices sent meanwhile are not delivered, so whatever was
   * learnt from them must be read again. Listening resumes on its own.
   */
  lost(): void;
}

export interface NoticeListener {
  close(): Promise<void>;
}

/** How long a lost PostgreSQL listening connection waits before it connects again. */
const RECONNECT_MS = 1_000;

/** The PostgreSQL listening connection's `application_name`, as pg_stat_activity shows it. */
export const NOTICES_APPLICATION_NAME = 'touchline-notices';

/**
 * Listens on `channel` (a constant of the code, never input). PostgreSQL: a connection of its
 * own beside the pool, connected again when lost. The embedded database: its one connection,
 * which cannot be lost.
 */
export async function listenForNotices(
  database: Pick<DatabaseHandle, 'pglite' | 'connectionString'>,
  channel: string,
  handlers: NoticeHandlers,
): Promise<NoticeListener> {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  if (database.pglite) {
    const unlisten = await database.pglite.listen(channel, handlers.notice);
    return {
      close: async () => {
        if (!database.pglite?.closed) await unlisten();
      },
    };
  }
  if (!database.connectionString) throw new Error('The database has no connection to listen on');
  return listenOnPostgres(database.connectionString, channel, handlers);
}

async function listenOnPostgres(
  connectionString: string,
  channel: string,
  handlers: NoticeHandlers,
): Promise<NoticeListener> {
  const { default: postgres } = await import('pg');
  let closed = false;
  /** The connection listening, or still being made: close ends it either way. */
  let client: InstanceType<typeof postgres.Client> | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new postgres.Client({
      connectionString,
      application_name: NOTICES_APPLICATION_NAME,
    });
    client = next;
    let established = false;
    let reported = false;
    // A connection that never listened is retried by the caller's catch, not here.
    const onLost = () => {
      if (!established || reported || closed) return;
      reported = true;
      client = undefined;
      // Scheduled before the handler is told, so that a close it makes cancels the retry.
      retry = setTimeout(() => void connect().catch(onLostLater), RECONNECT_MS);
      handlers.lost();
    };
    // Errors are reported as a loss: the connection is made again.
    next.on('error', onLost);
    next.on('end', onLost);
    next.on('notification', (message) => {
      if (!closed && message.channel === channel && message.payload !== undefined) {
        handlers.notice(message.payload);
      }
    });
    await next.connect();
    await next.query(`listen ${channel}`);
    // Closed meanwhile: close ended this connection.
    if (closed) return;
    established = true;
  };
  const onLostLater = () => {
    if (closed) return;
    retry = setTimeout(() => void connect().catch(onLostLater), RECONNECT_MS);
  };

  await connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
