import { escapeHtml, MailboxList, MailboxQuery, type MailboxMessage } from '@touchline/contracts';
import type { ApiInstance } from '../http/api-instance';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { newestOutboxMessages } from './mail-outbox-repository';
import { PAGE_STYLE, pageSecurityPolicy, safeHttpUrl } from './html';

/**
 * The development mailbox: the newest messages of the outbox with their codes and links, as a
 * page (`GET /dev/mailbox`) and as JSON (`GET /dev/mailbox.json`). Registered only while
 * `config.devTools` is on (never in production); `?to=` filters by recipient.
 */
export async function mailboxRoutes(
  app: ApiInstance,
  options: { db: Kysely<Database> },
): Promise<void> {
  const { db } = options;

  async function newest(query: MailboxQuery): Promise<MailboxMessage[]> {
    const rows = await newestOutboxMessages(db, {
      limit: query.limit ?? 50,
      to: query.to?.trim().toLowerCase(),
    });
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      to: row.to_address,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      data: row.data,
      created_at: row.created_at.toISOString(),
    }));
  }

  app.get(
    '/dev/mailbox.json',
    { schema: { querystring: MailboxQuery, response: { 200: MailboxList } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { items: await newest(request.query) };
    },
  );

  app.get('/dev/mailbox', { schema: { querystring: MailboxQuery } }, async (request, reply) => {
    const messages = await newest(request.query);
    return reply
      .header('content-security-policy', pageSecurityPolicy(PAGE_STYLE))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderMailbox(messages, request.query.to ?? ''));
  });
}

function renderMessage(message: MailboxMessage): string {
  const headingId = `message-${message.id}`;
  const code = typeof message.data['code'] === 'string' ? message.data['code'] : null;
  const link = safeHttpUrl(message.data['link']);
  return `<article aria-labelledby="${headingId}">
<h2 id="${headingId}">${escapeHtml(message.subject)}</h2>
<dl>
<dt>To</dt><dd>${escapeHtml(message.to)}</dd>
<dt>Kind</dt><dd>${escapeHtml(message.kind)}</dd>
<dt>Sent</dt><dd><time datetime="${message.created_at}">${message.created_at.replace('T', ' ').slice(0, 19)} UTC</time></dd>
${code ? `<dt>Code</dt><dd><span class="code">${escapeHtml(code)}</span></dd>` : ''}
${link ? `<dt>Link</dt><dd><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></dd>` : ''}
</dl>
<pre>${escapeHtml(message.text)}</pre>
</article>`;
}

function renderMailbox(messages: readonly MailboxMessage[], to: string): string {
  const list =
    messages.length === 0
      ? '<p>No messages yet. Mail the API sends (verification links, password reset codes, receipts) appears here.</p>'
      : messages.map(renderMessage).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Development mailbox</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<main>
<h1>Development mailbox</h1>
<p class="muted">The newest mail stored by the API (development only). The same list as JSON: <a href="/dev/mailbox.json">/dev/mailbox.json</a>.</p>
<form method="get" action="/dev/mailbox" class="card">
<div class="row">
<div><label for="to">Recipient</label><input id="to" name="to" type="email" value="${escapeHtml(to)}" autocomplete="off"></div>
<button type="submit">Filter</button>
${to ? '<a href="/dev/mailbox">Show all</a>' : ''}
</div>
</form>
<section aria-label="Messages">
${list}
</section>
</main>
</body>
</html>`;
}
