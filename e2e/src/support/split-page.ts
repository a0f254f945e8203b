import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SplitPage {
  /** The proxy's origin for a club's host name: `http://demo.localhost:<port>`. */
  origin(host: string): string;
  /** Settles once the first part of a page has been sent. */
  firstPartSent: Promise<void>;
  /** Sends the rest of the held page. */
  sendRest(): void;
  close(): Promise<void>;
}

/**
 * Serves the site at `target` (an address such as `http://127.0.0.1:4200`) through a local proxy that sends the first HTML page it is asked
 * for up to `splitBefore`, then holds the rest until `sendRest()`: the browser meanwhile parses
 * and paints the part it has, as it does when a page arrives slowly. Every other request passes
 * through unchanged.
 */
export async function serveSplitPage(target: string, splitBefore: string): Promise<SplitPage> {
  let firstPartSent!: () => void;
  const sent = new Promise<void>((resolve) => (firstPartSent = resolve));
  let sendRest!: () => void;
  const rest = new Promise<void>((resolve) => (sendRest = resolve));
  let split = false;
  const server = http.createServer((request, response) => {
    // Uncompressed, so the page can be cut at a text; the host name still names the club.
    const headers = { ...request.headers };
    delete headers['accept-encoding'];
    const upstream = http.request(
      `${target}${request.url ?? '/'}`,
      { method: request.method, headers },
      (answer) => {
        const isPage = (answer.headers['content-type'] ?? '').startsWith('text/html');
        if (!isPage || split) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        split = true;
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const html = Buffer.concat(chunks).toString('utf8');
          const at = html.indexOf(splitBefore);
          if (at < 0) throw new Error(`the page has no ${splitBefore}`);
          const answerHeaders = { ...answer.headers };
          delete answerHeaders['content-length'];
          response.writeHead(answer.statusCode ?? 200, answerHeaders);
          response.write(html.slice(0, at), () => firstPartSent());
          void rest.then(() => response.end(html.slice(at)));
        });
      },
    );
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: (host) => `http://${host}:${port}`,
    firstPartSent: sent,
    sendRest,
    close: () => {
      sendRest();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
