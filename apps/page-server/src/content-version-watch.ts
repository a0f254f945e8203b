// Clubs' content versions followed as the API announces them (`GET /v2/store/:club/
// content-version/changes`, server-sent events), so a kept page is answered without asking the
// API for every request. A club's first request starts its watch and is answered from a fresh
// read (content-versions.ts), as is every request while the watch is not live: not connected
// yet, lost, or refused by an API that does not announce. A watch nobody asked for in a while
// is closed. Each version says how it was known (`watched` or `read`): a page's Server-Timing
// shows it, so a watch that never goes live (a proxy buffering the stream) does not go unseen.
import { get as httpGet } from 'node:http';
import { get as httpsGet } from 'node:https';
import type { ContentVersionOf, KnownVersion } from './content-versions';

export interface ContentVersionWatchOptions {
  /** How a version is read when no live watch has it (content-versions.ts). */
  fresh: ContentVersionOf;
  /** How long connecting may take before the watch is given up and tried again. */
  connectTimeoutMs: number;
  /** The first wait before connecting again; it doubles with each failure, up to a minute. */
  retryMs?: number;
  /** A watch without any request for this long is closed. */
  idleMs?: number;
  /** A live stream silent for this long (the API sends a comment every 15 s) is connected again. */
  silenceMs?: number;
}

export interface WatchedContentVersions extends ContentVersionOf {
  /** Clubs whose version is followed live now. */
  readonly live: number;
  close(): void;
}

interface Watch {
  /** The version last announced, while the watch is live: answered as is, made once per event. */
  version?: KnownVersion;
  controller?: AbortController;
  lastAsked: number;
  failures: number;
  retry?: NodeJS.Timeout;
}

const MAX_RETRY_MS = 60_000;

export function watchContentVersions({
  fresh,
  connectTimeoutMs,
  retryMs = 1_000,
  idleMs = 10 * 60_000,
  silenceMs = 45_000,
}: ContentVersionWatchOptions): WatchedContentVersions {
  const watches = new Map<string, Watch>();
  let closed = false;

  const stop = (key: string, watch: Watch) => {
    clearTimeout(watch.retry);
    watch.controller?.abort();
    watch.version = undefined;
    watches.delete(key);
  };

  const sweep = setInterval(
    () => {
      const now = Date.now();
      for (const [key, watch] of watches) if (now - watch.lastAsked > idleMs) stop(key, watch);
    },
    Math.min(idleMs, 60_000),
  );
  sweep.unref();

  function connectLater(key: string, watch: Watch, url: string) {
    watch.version = undefined;
    watch.controller = undefined;
    if (closed || watches.get(key) !== watch) return;
    const wait = Math.min(retryMs * 2 ** watch.failures, MAX_RETRY_MS);
    watch.failures += 1;
    watch.retry = setTimeout(() => void connect(key, watch, url), wait);
    watch.retry.unref();
  }

  // node:http, not fetch: each chunk is handled in the I/O callback that reads it, so an event
  // already in the socket is applied before a request that arrived after it (see versionOf).
  function connect(key: string, watch: Watch, url: string) {
    const controller = new AbortController();
    watch.controller = controller;
    let silence: NodeJS.Timeout | undefined;
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      clearTimeout(connecting);
      clearTimeout(silence);
      if (!controller.signal.aborted) controller.abort();
      if (watch.controller === controller) connectLater(key, watch, url);
    };
    const connecting = setTimeout(finish, connectTimeoutMs);
    const heard = () => {
      clearTimeout(silence);
      silence = setTimeout(finish, silenceMs);
      silence.unref();
    };
    const get = url.startsWith('https:') ? httpsGet : httpGet;
    const request = get(
      url,
      { headers: { Accept: 'text/event-stream' }, signal: controller.signal },
      (response) => {
        clearTimeout(connecting);
        if (response.statusCode !== 200) {
          response.resume();
          response.on('end', finish);
          return;
        }
        heard();
        response.setEncoding('utf8');
        let buffered = '';
        response.on('data', (chunk: string) => {
          heard();
          buffered += chunk;
          let end: number;
          while ((end = buffered.indexOf('\n\n')) >= 0) {
            const event = parseEvent(buffered.slice(0, end));
            buffered = buffered.slice(end + 2);
            if (event?.event === 'version') {
              const version = versionIn(event.data);
              if (version) {
                watch.version = { version, known: 'watched' };
                watch.failures = 0;
              }
            } else if (event?.event === 'lost') {
              // Changes may have been missed: read afresh until connected again.
              watch.version = undefined;
            }
          }
        });
        response.on('end', finish);
        response.on('error', finish);
        response.on('close', finish);
      },
    );
    // Refused, timed out, or the stream broke: read afresh until it is connected again.
    request.on('error', finish);
  }

  const versionOf: ContentVersionOf = async (api, club) => {
    // One turn of the event loop first: an announcement the API wrote before it answered the
    // write (so before this visitor could ask) is in the stream's socket, and is read in that
    // turn's I/O callbacks before a watched version is trusted.
    await new Promise((resolve) => setImmediate(resolve));
    const key = JSON.stringify([api.base, api.version, club]);
    const watch = watches.get(key);
    if (watch) {
      watch.lastAsked = Date.now();
      if (watch.version !== undefined) return watch.version;
    } else if (!closed) {
      const started: Watch = { lastAsked: Date.now(), failures: 0 };
      watches.set(key, started);
      connect(
        key,
        started,
        `${api.base}/${api.version}/store/${encodeURIComponent(club)}/content-version/changes`,
      );
    }
    return fresh(api, club);
  };

  // A getter is defined, not assigned: Object.assign would copy its value once.
  return Object.defineProperties(versionOf, {
    live: {
      get: () => {
        let count = 0;
        for (const watch of watches.values()) if (watch.version !== undefined) count += 1;
        return count;
      },
    },
    close: {
      value: () => {
        closed = true;
        clearInterval(sweep);
        for (const [key, watch] of watches) stop(key, watch);
      },
    },
  }) as WatchedContentVersions;
}

function parseEvent(block: string): { event: string; data: string } | undefined {
  const lines = block.split('\n').filter((line) => line && !line.startsWith(':'));
  if (lines.length === 0) return undefined;
  const field = (name: string) =>
    lines
      .filter((line) => line.startsWith(`${name}:`))
      .map((line) => line.slice(name.length + 1).replace(/^ /, ''))
      .join('\n');
  return { event: field('event') || 'message', data: field('data') };
}

function versionIn(data: string): string | undefined {
  try {
    const { version } = JSON.parse(data) as { version?: unknown };
    return typeof version === 'string' && /^[0-9]+$/.test(version) ? version : undefined;
  } catch {
    return undefined;
  }
}
