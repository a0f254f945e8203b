import { ErrorBody } from '@touchline/contracts';
import type { ApiInstance } from '../http/api-instance';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { fail } from '../errors/domain-error';
import { findClubContentVersion } from './club-content-version-repository';
import { ClubParams } from './club-routes';
import type { ContentVersionWatches } from './content-version-watch';

export interface ContentVersionChangesOptions {
  readonly db: Kysely<Database>;
  /** Absent where the database's notices are not listened to: the route answers 503. */
  readonly watches?: ContentVersionWatches;
  /** How often an idle stream sends a comment, so proxies and the client know it is alive. */
  readonly heartbeatMs?: number;
}

/**
 * `GET /v2/store/:club/content-version/changes`: the club's content version now, then each new
 * one as it commits, as server-sent events (`event: version`, data `{"version":"12"}`). The page
 * server keeps one per club it serves instead of reading the version for every request. The
 * version is read after the watch starts, so no change falls between the two; a version is
 * never sent twice or out of order. `event: lost` ends the stream when changes may have been
 * missed (the listening connection was lost), and every stream ends when the API closes.
 */
export async function contentVersionChangesRoute(
  app: ApiInstance,
  { db, watches, heartbeatMs = 15_000 }: ContentVersionChangesOptions,
): Promise<void> {
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  app.get(
    '/v2/store/:club/content-version/changes',
    {
      // A stream that stays open: not for the OpenAPI document's clients (nor its sweep).
      schema: { hide: true, params: ClubParams, response: { 404: ErrorBody, 503: ErrorBody } },
    },
    async (request, reply) => {
      if (!watches) throw fail('content_version_changes_unavailable');
      // Until the stream starts, a change only raises the version it starts with.
      let latest = -1n;
      const stream = { started: false, heartbeat: undefined as NodeJS.Timeout | undefined };
      const write = (text: string) => {
        if (stream.started && !reply.raw.writableEnded) reply.raw.write(text);
      };
      const send = (version: string) => {
        if (BigInt(version) <= latest) return;
        latest = BigInt(version);
        write(versionEvent(version));
      };
      let ended = false;
      const end = (lost = false) => {
        if (ended) return;
        ended = true;
        stop();
        open.delete(end);
        clearInterval(stream.heartbeat);
        if (lost) write('event: lost\ndata: {}\n\n');
        if (!reply.raw.writableEnded) reply.raw.end();
      };
      const stop = watches.watch(request.params.club, {
        version: send,
        lost: () => end(true),
      });
      let current: string | null;
      try {
        current = await findClubContentVersion(db, request.params.club);
      } catch (error) {
        stop();
        throw error;
      }
      if (current === null) {
        stop();
        throw fail('club_not_found');
      }

      // The headers the API's hooks set (request id, security headers) go out with the stream.
      const headers: Record<string, string | number | string[]> = {};
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) headers[name] = value;
      }
      reply.hijack();
      reply.raw.writeHead(200, {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // Proxies pass each event on as it comes.
        'x-accel-buffering': 'no',
      });
      stream.started = true;
      open.add(end);
      // The response's close, not the request's: that one fires once the request is read.
      reply.raw.on('close', () => end());
      // The stream starts with the newer of the version read and any change heard meanwhile.
      const first = BigInt(current) > latest ? current : latest.toString();
      write(versionEvent(first));
      watches.startedWith(request.params.club, first);
      latest = BigInt(first);
      stream.heartbeat = setInterval(() => write(': alive\n\n'), heartbeatMs);
      stream.heartbeat.unref();
    },
  );
}

const versionEvent = (version: string) =>
  `event: version\ndata: ${JSON.stringify({ version })}\n\n`;
