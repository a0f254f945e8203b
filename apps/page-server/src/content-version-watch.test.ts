import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { watchContentVersions, type WatchedContentVersions } from './content-version-watch';

/** An API that announces versions as the test says, and counts the streams asked for. */
function announcingApi() {
  const streams: ServerResponse[] = [];
  let refuseWith: number | undefined;
  let connections = 0;
  const server: Server = createServer((request, response) => {
    connections += 1;
    if (!request.url?.endsWith('/v2/store/demo/content-version/changes')) {
      response.writeHead(404).end();
      return;
    }
    if (refuseWith) {
      response.writeHead(refuseWith, { 'content-type': 'application/json' }).end('{}');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    response.flushHeaders();
    streams.push(response);
  });
  return {
    server,
    get connections() {
      return connections;
    },
    refuse(status: number | undefined) {
      refuseWith = status;
    },
    announce(version: string) {
      for (const stream of streams)
        stream.write(`event: version\ndata: {"version":"${version}"}\n\n`);
    },
    lose() {
      for (const stream of streams.splice(0)) stream.end('event: lost\ndata: {}\n\n');
    },
    async listen() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close() {
      for (const stream of streams.splice(0)) stream.destroy();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

const until = async (check: () => boolean) => {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 5));
};

let api: ReturnType<typeof announcingApi>;
let base: string;
let versions: WatchedContentVersions;
let freshReads: number;
let freshVersion: string;

beforeEach(async () => {
  api = announcingApi();
  base = await api.listen();
  freshReads = 0;
  freshVersion = '1';
  versions = watchContentVersions({
    fresh: async () => {
      freshReads += 1;
      return { version: freshVersion, known: 'read' };
    },
    connectTimeoutMs: 5_000,
    retryMs: 10,
  });
});

afterEach(async () => {
  versions.close();
  await api.close();
});

const demo = () => versions({ base, version: 'v2' }, 'demo');
/** A version as the live watch gives it, and as a fresh read gives it. */
const watched = (version: string) => ({ version, known: 'watched' });
const read = (version: string) => ({ version, known: 'read' });

test('a club’s first request reads afresh and starts its watch; then the watch answers, and says so', async () => {
  expect(await demo()).toEqual(read('1'));
  expect(freshReads).toBe(1);
  await until(() => api.connections === 1);
  api.announce('7');
  await until(() => versions.live === 1);
  expect(await demo()).toEqual(watched('7'));
  expect(await demo()).toEqual(watched('7'));
  expect(freshReads).toBe(1);
  api.announce('8');
  while ((await demo())?.version !== '8') await new Promise((resolve) => setTimeout(resolve, 5));
  expect(freshReads).toBe(1);
});

test('an announcement written before a request is what that request is answered with', async () => {
  await demo();
  await until(() => api.connections === 1);
  api.announce('7');
  await until(() => versions.live === 1);
  // The API writes the announcement before it answers the write; the visitor asks after that.
  for (const version of ['8', '9', '10']) {
    api.announce(version);
    expect(await demo()).toEqual(watched(version));
  }
  expect(freshReads).toBe(1);
});

test('a lost watch falls back to fresh reads, then is connected again', async () => {
  await demo();
  await until(() => api.connections === 1);
  api.announce('3');
  await until(() => versions.live === 1);
  api.lose();
  await until(() => versions.live === 0);
  freshVersion = '4';
  expect(await demo()).toEqual(read('4'));
  await until(() => api.connections === 2);
  api.announce('5');
  await until(() => versions.live === 1);
  expect(await demo()).toEqual(watched('5'));
});

test('an API that does not announce is read afresh for every request, and asked again later', async () => {
  api.refuse(503);
  await demo();
  await until(() => api.connections >= 2);
  expect(versions.live).toBe(0);
  expect(await demo()).toEqual(read('1'));
  expect(await demo()).toEqual(read('1'));
  expect(freshReads).toBe(3);
  api.refuse(undefined);
  await until(() => api.connections >= 3 && versions.live === 0);
});

test('closed, it reads afresh and watches nothing', async () => {
  await demo();
  await until(() => api.connections === 1);
  api.announce('9');
  await until(() => versions.live === 1);
  versions.close();
  expect(versions.live).toBe(0);
  expect(await demo()).toEqual(read('1'));
  expect(api.connections).toBe(1);
});
