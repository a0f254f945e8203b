#!/usr/bin/env node
// Replays a hostile-input sweep over every route of the Club API's OpenAPI document: hostile
// path values, query values and bodies, anonymously and as a club admin. A route passes a case
// when it answers below 500, and any refusal is a JSON error with a message and no internals
// (stack, file paths, SQL). Then the named cases, each of which must be refused: path values
// written already encoded (an encoded `../` or `.map`), session hand-over codes that are not
// codes or were used before, and (in-process only: it writes members' names) placeholders filled
// with hostile names in a message to a list. Prints each failure, then 'N passed, M failed';
// exits 1 on a failure.
//
//   node --import tsx tools/security/hostile-sweep.mjs            # full sweep, in-process API
//   node --import tsx tools/security/hostile-sweep.mjs --quick    # the short sweep `npm test` runs
//   node tools/security/hostile-sweep.mjs --url http://localhost:3333   # against a running API
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '../..');
const { values: options } = parseArgs({
  options: { quick: { type: 'boolean', default: false }, url: { type: 'string' } },
});

const HOSTILE_VALUES = [
  "' or 1=1--",
  '<script>alert(1)</script>',
  '-1',
  '99999999999999999999999',
  '%00',
  '../../etc/passwd',
  '1e308',
  '0',
  'x'.repeat(300),
  '%E2%80%AE%F0%9F%8D%80',
];
const HOSTILE_BODIES = [
  [],
  'text',
  null,
  { id: "1' or '1'='1", account_id: 99_999_999_999, amount: -5, page: -1, per_page: 1e30 },
  { __proto__: { admin: true }, constructor: { prototype: { admin: true } } },
  { email: 12, password: [], name: '<img src=x onerror=alert(1)>', text: { $gt: '' } },
];
/** Path values sent as written, already percent-encoded: decoded once by the server. */
const ENCODED_PATH_VALUES = [
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2f',
  '%252e%252e%252f',
  'x.m%61p',
];
/** Static files the API must never answer, however the path is written. */
const ENCODED_STATIC_PATHS = [
  '/static/..%2F..%2Fpackage.json',
  '/static/%2e%2e/%2e%2e/package.json',
  '/static/clubs/demo/%2e%2e%2f%2e%2e%2f%2e%2e%2fpackage.json',
  '/static/clubs/demo/..%5c..%5c..%5cpackage.json',
];
/** Members' names that would run, or load something, if a message placed them unescaped. */
const HOSTILE_NAMES = [
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' onmouseover='alert(1)",
];

/** Numeric character references and `&colon;` decoded: how a browser reads an attribute. */
const decodeAttribute = (value) =>
  value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ':');

/**
 * The first tag of `html` that would run or load something: a script-like element, an event
 * attribute, or a link to a script or data address. Text is not markup: in cleaned HTML a `<`
 * that starts no tag is written `&lt;`, and quoted attribute values are values. `images` are the
 * image addresses the mail's own layout shows (the club's logo): an image of one of them is the
 * layout's, still checked for event attributes.
 */
function unsafeTag(html, { images = [] } = {}) {
  for (const [tag] of html.matchAll(/<[a-z][^>]*>/gi)) {
    const image = /^<img\s[^>]*?\bsrc="([^"]*)"/i.exec(tag)?.[1];
    const layoutImage = image !== undefined && images.includes(decodeAttribute(image));
    if (!layoutImage && /^<(?:script|img|iframe|object|embed|svg)\b/i.test(tag)) return tag;
    if (/\son[a-z]+\s*=/i.test(tag.replace(/"[^"]*"|'[^']*'/g, '""'))) return tag;
    for (const [, value] of tag.matchAll(/\s(?:href|src|action)\s*=\s*"([^"]*)"/gi)) {
      if (/^\s*(?:javascript|vbscript|data):/i.test(decodeAttribute(value))) return tag;
    }
  }
  return null;
}
const QUICK = { values: 4, bodies: 3 };
const INTERNALS = /stack|node_modules|\.ts:\d+|syntax error|select .* from|at [A-Za-z.]+ \(/i;
/** Routes left out: the simulators' failure switch answers 5xx on purpose once thrown. */
const SKIPPED = new Set(['POST /sim/control']);

/** A way to send requests: to a running API, or to one built in this process. */
async function openTarget() {
  if (options.url) {
    const base = options.url.replace(/\/+$/, '');
    return {
      name: base,
      async send({ method, url, headers = {}, payload }) {
        const response = await fetch(`${base}${url}`, {
          method,
          headers:
            payload === undefined ? headers : { 'content-type': 'application/json', ...headers },
          body: payload === undefined ? undefined : JSON.stringify(payload),
        });
        return {
          status: response.status,
          type: response.headers.get('content-type') ?? '',
          body: await response.text(),
        };
      },
      close: async () => undefined,
    };
  }
  const load = (file) => import(pathToFileURL(path.join(root, 'apps/api/src', file)).href);
  const [{ buildApp }, { createTestDatabase, testConfig }, listMail, { createMailPort }] =
    await Promise.all([
      load('app.ts'),
      load('testing/test-database.ts'),
      load('backoffice/list-mail-jobs.ts'),
      load('mail/mail-port.ts'),
    ]);
  const database = await createTestDatabase();
  const config = testConfig();
  const app = await buildApp({ db: database.db, config });
  await app.ready();
  return {
    name: 'an in-process API on an in-memory database',
    db: database.db,
    /** Sends a list message's copies, as the workers' jobs would (this API runs none). */
    async sendListCopies(messageId) {
      const batches = await database.db
        .selectFrom('distribution_deliveries')
        .select('batch')
        .distinct()
        .where('distribution_message_id', '=', messageId)
        .execute();
      const jobOptions = {
        db: database.db,
        config,
        mail: createMailPort(config.mail, database.db),
        log: { info: () => undefined, error: () => undefined },
      };
      for (const { batch } of batches) {
        await listMail.sendListMailBatch(jobOptions, null, { message_id: messageId, batch });
      }
    },
    async send({ method, url, headers = {}, payload }) {
      const response = await app.inject({
        method,
        url,
        headers:
          payload === undefined ? headers : { 'content-type': 'application/json', ...headers },
        payload: payload === undefined ? undefined : JSON.stringify(payload),
      });
      return {
        status: response.statusCode,
        type: String(response.headers['content-type'] ?? ''),
        body: response.body,
      };
    },
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Why an answer is unsafe, or null when it is fine. */
function problemOf(answer) {
  if (answer.status >= 500) return `answered ${answer.status}`;
  if (answer.status < 400) return null;
  if (!answer.type.startsWith('application/json')) {
    // The development pages answer their refusals as pages; a 404 of an unknown path is JSON.
    return answer.type.startsWith('text/html') ? null : `refusal is ${answer.type || 'untyped'}`;
  }
  let body;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return 'refusal is not valid JSON';
  }
  if (typeof body?.message !== 'string') return 'refusal has no message';
  if (INTERNALS.test(answer.body)) return 'refusal shows internals';
  return null;
}

const target = await openTarget();
const failures = [];
let passed = 0;

async function check(label, request) {
  let answer;
  try {
    answer = await target.send(request);
  } catch (error) {
    answer = { status: 599, type: '', body: String(error) };
  }
  const problem = problemOf(answer);
  if (problem) failures.push(`${label}: ${problem}`);
  else passed += 1;
}

/** A case that must be refused: a 4xx with a JSON message, never a success or a 5xx. */
async function refused(label, request) {
  let answer;
  try {
    answer = await target.send(request);
  } catch (error) {
    answer = { status: 599, type: '', body: String(error) };
  }
  const problem =
    answer.status < 400 ? `answered ${answer.status} where a refusal was due` : problemOf(answer);
  if (problem) failures.push(`${label}: ${problem}`);
  else passed += 1;
}

/** A result the sweep expects, by name. */
function expectThat(label, ok, detail) {
  if (ok) passed += 1;
  else failures.push(`${label}: ${detail}`);
}

const tokenOf = (answer) => (answer.status === 200 ? JSON.parse(answer.body).access_token : null);

/** Hand-over codes: a code opens one session once; nothing else does. */
async function handoverCases(values, adminToken) {
  const exchange = (code) => ({
    method: 'POST',
    url: '/oauth/token',
    payload: { grant_type: 'handover_code', code },
  });
  await refused('POST /oauth/handover (anonymous)', { method: 'POST', url: '/oauth/handover' });
  for (const value of [...values, '', adminToken ?? 'no-token']) {
    await refused(`handover_code ${JSON.stringify(value.slice(0, 20))}`, exchange(value));
  }
  if (!adminToken) return;
  const given = await target.send({
    method: 'POST',
    url: '/oauth/handover',
    headers: { authorization: `Bearer ${adminToken}` },
  });
  expectThat('POST /oauth/handover (club admin)', given.status === 200, `answered ${given.status}`);
  if (given.status !== 200) return;
  const { code } = JSON.parse(given.body);
  const first = await target.send(exchange(code));
  expectThat('a hand-over code, first use', first.status === 200, `answered ${first.status}`);
  await refused('a hand-over code, second use', exchange(code));
}

/** Path values written encoded, and static files reached through encoded paths. */
async function encodedPathCases(document, callers) {
  for (const url of ENCODED_STATIC_PATHS) {
    const answer = await target.send({ method: 'GET', url });
    expectThat(
      `GET ${url}`,
      answer.status >= 400 && answer.status < 500 && !answer.body.includes('"dependencies"'),
      `answered ${answer.status}`,
    );
  }
  for (const [template, methods] of Object.entries(document.paths ?? {})) {
    if (!methods.get || template.startsWith('/static/') || !/\{(?!club\})/.test(template)) continue;
    for (const caller of callers) {
      for (const value of ENCODED_PATH_VALUES) {
        const url = template.replace(/\{club\}/g, 'demo').replace(/\{[^}]+\}/g, value);
        await check(`GET ${template} (${caller.name}, encoded path ${value})`, {
          method: 'GET',
          url,
          headers: caller.headers,
        });
      }
    }
  }
}

/**
 * Each member of the demo club bears a hostile name in turn, and a message to all members
 * places it in a link, an attribute and the text: no mail may carry it as markup that runs.
 */
async function placeholderCases(adminToken) {
  if (!target.db || !target.sendListCopies || !adminToken) {
    console.log("Placeholder cases: need the in-process API (they write members' names); left out");
    return;
  }
  const headers = { authorization: `Bearer ${adminToken}` };
  const lists = JSON.parse(
    (
      await target.send({
        method: 'GET',
        url: '/v2/backoffice/emails/distribution-lists?per_page=100',
        headers,
      })
    ).body,
  );
  const list = lists.items?.find(
    (entry) => entry.audience === 'all_members' && entry.email_status === 'active',
  );
  expectThat('a list of all members to write to', Boolean(list), 'none found');
  if (!list) return;
  const club = await target.db
    .selectFrom('clubs')
    .select('account_id')
    .where('slug', '=', 'demo')
    .executeTakeFirstOrThrow();
  // The club mail layout shows the club's logo from its record: that image is the layout's.
  const record = JSON.parse((await target.send({ method: 'GET', url: '/v2/store/demo' })).body);
  const images = [record.logo_image].filter((url) => typeof url === 'string' && url);
  for (const [index, name] of HOSTILE_NAMES.entries()) {
    await target.db
      .updateTable('members')
      .set({ first_name: name })
      .where('account_id', '=', club.account_id)
      .execute();
    const sent = await target.send({
      method: 'POST',
      url: `/v2/backoffice/emails/distribution-lists/${list.email_distribution_list_id}/messages`,
      headers,
      payload: {
        subject: 'For {{first_name}}',
        content:
          '<p title="{{first_name}}">Hi {{first_name}}, <a href="{{first_name}}">open</a> ' +
          '<a href="https://example.ie/{{ first_name }}">this</a></p>',
        idempotency_key: `hostile-sweep-${index}-${Date.now()}`,
      },
    });
    const label = `placeholder filled with ${JSON.stringify(name)}`;
    expectThat(`${label}: sent`, sent.status === 201, `answered ${sent.status}`);
    if (sent.status !== 201) continue;
    const messageId = JSON.parse(sent.body).id;
    await target.sendListCopies(messageId);
    const mails = (
      await target.db
        .selectFrom('mail_outbox')
        .select(['html_body', 'data'])
        .where('kind', '=', 'distribution_message')
        .execute()
    ).filter((mail) => mail.data?.message_id === messageId);
    expectThat(`${label}: mailed`, mails.length > 0, 'no mail in the outbox');
    const unsafe = mails.map((mail) => unsafeTag(mail.html_body, { images })).filter(Boolean);
    expectThat(`${label}: mails`, unsafe.length === 0, `${unsafe.length} mails carry ${unsafe[0]}`);
  }
}

try {
  const document = JSON.parse((await target.send({ method: 'GET', url: '/openapi.json' })).body);
  const admin = await target.send({
    method: 'POST',
    url: '/oauth/token',
    payload: {
      grant_type: 'password',
      username: 'admin@demo.touchline.test',
      password: 'DevOnly-Admin-1',
    },
  });
  const callers = [{ name: 'anonymous', headers: {} }];
  if (admin.status === 200) {
    callers.push({
      name: 'club admin',
      headers: { authorization: `Bearer ${JSON.parse(admin.body).access_token}` },
    });
  }
  const adminToken = tokenOf(admin);
  const values = options.quick ? HOSTILE_VALUES.slice(0, QUICK.values) : HOSTILE_VALUES;
  const bodies = options.quick ? HOSTILE_BODIES.slice(0, QUICK.bodies) : HOSTILE_BODIES;

  let operations = 0;
  for (const [template, methods] of Object.entries(document.paths ?? {})) {
    for (const [lowerMethod, operation] of Object.entries(methods)) {
      const method = lowerMethod.toUpperCase();
      if (SKIPPED.has(`${method} ${template}`) || template.startsWith('/static/')) continue;
      operations += 1;
      const parameters = operation.parameters ?? [];
      const pathNames = parameters.filter((p) => p.in === 'path').map((p) => p.name);
      const queryNames = parameters.filter((p) => p.in === 'query').map((p) => p.name);
      const fill = (value) =>
        template.replace(/\{([^}]+)\}/g, (_, name) =>
          pathNames.includes(name) ? encodeURIComponent(value) : 'demo',
        );
      const plainPath = template.replace(/\{club\}/g, 'demo').replace(/\{[^}]+\}/g, '1');
      for (const caller of callers) {
        const label = (what) => `${method} ${template} (${caller.name}, ${what})`;
        for (const value of values) {
          if (pathNames.length)
            await check(label(`path ${value.slice(0, 20)}`), {
              method,
              url: fill(value),
              headers: caller.headers,
            });
          if (queryNames.length) {
            const query = queryNames
              .map((name) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
              .join('&');
            await check(label(`query ${value.slice(0, 20)}`), {
              method,
              url: `${plainPath}?${query}`,
              headers: caller.headers,
            });
          }
        }
        if (method !== 'GET' && method !== 'HEAD' && method !== 'DELETE') {
          for (const body of bodies) {
            await check(label(`body ${JSON.stringify(body).slice(0, 30)}`), {
              method,
              url: plainPath,
              headers: caller.headers,
              payload: body,
            });
          }
        }
      }
    }
  }
  const swept = passed + failures.length;
  await handoverCases(values, adminToken);
  await encodedPathCases(document, callers);
  await placeholderCases(adminToken);
  console.log(`Named cases: ${passed + failures.length - swept} checks`);

  for (const failure of failures.slice(0, 50)) console.log(`FAIL ${failure}`);
  if (failures.length > 50) console.log(`... and ${failures.length - 50} more`);
  console.log(
    `Hostile-input sweep over ${operations} operations of ${target.name}${options.quick ? ' (quick)' : ''}`,
  );
  console.log(`${passed} passed, ${failures.length} failed`);
} finally {
  await target.close();
}
process.exit(failures.length > 0 ? 1 : 0);
