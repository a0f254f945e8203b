import type {
  ContactMessage,
  DistributionList,
  DistributionMessage,
  EmailTemplate,
  EmailTemplateSummary,
} from '@touchline/contracts';

export const API = 'http://api.test';

const stamp = (day: number) => new Date(Date.UTC(2026, 10, day, 9, 30)).toISOString();

export function aTemplate(id: number, name: string, subject: string): EmailTemplate {
  return {
    template_id: id,
    name,
    description: null,
    subject,
    placeholders: ['first_name'],
    updated_at: stamp(1),
    content: '<p>Hi {{first_name}}</p>',
  };
}

export function aList(
  id: number,
  name: string,
  overrides: Partial<DistributionList> = {},
): DistributionList {
  return {
    email_distribution_list_id: id,
    name,
    description: null,
    subject: 'Time to renew',
    template: { template_id: 1, name: 'Renewal reminder' },
    audience: 'all_members',
    frequency: 'monthly',
    email_status: 'active',
    recipients: 10 + id,
    opted_out: 0,
    created_at: stamp(id),
    updated_at: stamp(id),
    ...overrides,
  };
}

export function aContactMessage(
  id: number,
  sender: string,
  subject: string,
  overrides: Partial<ContactMessage> = {},
): ContactMessage {
  return {
    id,
    sender,
    sender_email: `${sender.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`,
    sender_phone: null,
    subject,
    content: `A message about ${subject.toLowerCase()}.`,
    category: null,
    category_detail: null,
    created_at: stamp(id),
    read_at: null,
    ...overrides,
  };
}

/** The suggestion the fake rephrasing answers. */
export const FAKE_SUGGESTION = '<p>Hi everyone! Training is on <strong>Tuesday</strong>.</p>';
export const FAKE_IMAGE_URL = 'http://api.test/v2/images/abcdefghijklmnopqrst.png';

export interface SeenCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

interface Answer {
  status: number;
  body?: unknown;
}

/**
 * The back-office email calls of the API over `fetch`, kept in memory: filters, sorts and pages
 * like the real one, so a page is tested against behaviour rather than canned answers.
 * `refuse(method path, answer)` makes the next such call fail.
 */
export function fakeEmailsApi(
  lists: DistributionList[],
  templates: EmailTemplate[] = [aTemplate(1, 'Renewal reminder', 'Time to renew')],
  { contact = [] }: { contact?: ContactMessage[] } = {},
) {
  const calls: SeenCall[] = [];
  const sent: Array<DistributionMessage & { key: string }> = [];
  const pageOf = <T>(found: T[], query: URLSearchParams) => {
    const perPage = Number(query.get('per_page') ?? 10);
    const current = Number(query.get('page') ?? 1);
    const items = found.slice((current - 1) * perPage, current * perPage);
    const from = items.length ? (current - 1) * perPage + 1 : null;
    return {
      items,
      total: found.length,
      current_page: current,
      per_page: perPage,
      from,
      to: from === null ? null : from + items.length - 1,
    };
  };
  const refusals = new Map<string, Answer>();
  let nextId = Math.max(0, ...lists.map((l) => l.email_distribution_list_id)) + 1;

  const page = (query: URLSearchParams) => {
    const perPage = Number(query.get('per_page') ?? 10);
    const current = Number(query.get('page') ?? 1);
    const search = (query.get('search') ?? '').toLowerCase();
    const status = query.get('email_status');
    const sort = query.get('sort') as keyof DistributionList | null;
    const direction = query.get('sort_direction') === 'desc' ? -1 : 1;
    let found = lists.filter(
      (l) => l.name.toLowerCase().includes(search) && (!status || l.email_status === status),
    );
    found = [...found].sort((a, b) => {
      const field = sort ?? 'name';
      const [x, y] = [a[field], b[field]] as [string | number, string | number];
      const order = x < y ? -1 : x > y ? 1 : 0;
      return (
        (sort ? direction : 1) * order ||
        a.email_distribution_list_id - b.email_distribution_list_id
      );
    });
    const items = found.slice((current - 1) * perPage, current * perPage);
    const from = items.length ? (current - 1) * perPage + 1 : null;
    return {
      items,
      total: found.length,
      current_page: current,
      per_page: perPage,
      from,
      to: from === null ? null : from + items.length - 1,
    };
  };

  const summary = (t: EmailTemplate): EmailTemplateSummary => {
    const { content: _content, ...rest } = t;
    return rest;
  };

  const route = (method: string, path: string, query: URLSearchParams, body: unknown): Answer => {
    const refusal = refusals.get(`${method} ${path}`);
    if (refusal) {
      refusals.delete(`${method} ${path}`);
      return refusal;
    }
    const base = '/v2/backoffice/emails/distribution-lists';
    const input = (body ?? {}) as Record<string, unknown>;
    if (method === 'GET' && path === base) return { status: 200, body: page(query) };
    if (method === 'GET' && path === `${base}/get-templates`) {
      return { status: 200, body: { items: templates.map(summary) } };
    }
    if (method === 'POST' && path === `${base}/create`) {
      const template = templates.find((t) => t.template_id === input['template_id']);
      if (!template) return { status: 422, body: { message: 'Template not found' } };
      const list = aList(nextId++, String(input['name']), {
        description: (input['description'] as string | null) ?? null,
        subject: (input['subject'] as string | undefined) ?? template.subject,
        template: { template_id: template.template_id, name: template.name },
        audience: input['audience'] as DistributionList['audience'],
        frequency: input['frequency'] as DistributionList['frequency'],
      });
      lists.push(list);
      return { status: 201, body: list };
    }
    const change = (id: unknown, apply: (list: DistributionList) => DistributionList): Answer => {
      const index = lists.findIndex((l) => l.email_distribution_list_id === id);
      if (index < 0) return { status: 404, body: { message: 'Distribution list not found' } };
      lists[index] = { ...apply(lists[index] as DistributionList), updated_at: stamp(28) };
      return { status: 200, body: lists[index] };
    };
    if (method === 'PATCH' && path === `${base}/update`) {
      return change(input['email_distribution_list_id'], (list) => {
        const { email_distribution_list_id: _id, template_id, ...fields } = input;
        const template = templates.find((t) => t.template_id === template_id);
        return {
          ...list,
          ...(fields as Partial<DistributionList>),
          ...(template
            ? { template: { template_id: template.template_id, name: template.name } }
            : {}),
        };
      });
    }
    if (method === 'PATCH' && path === `${base}/deactivate`) {
      return change(input['email_distribution_list_id'], (list) => ({
        ...list,
        email_status: input['email_status'] as DistributionList['email_status'],
      }));
    }
    const template = /^\/v2\/backoffice\/emails\/distribution-lists\/get-templates\/(\d+)$/.exec(
      path,
    );
    if (method === 'GET' && template) {
      const found = templates.find((t) => t.template_id === Number(template[1]));
      return found
        ? { status: 200, body: found }
        : { status: 404, body: { message: 'Template not found' } };
    }
    const messages = /^\/v2\/backoffice\/emails\/distribution-lists\/(\d+)\/messages$/.exec(path);
    if (messages) {
      const listId = Number(messages[1]);
      const list = lists.find((l) => l.email_distribution_list_id === listId);
      if (!list) return { status: 404, body: { message: 'Distribution list not found' } };
      if (method === 'GET') {
        const own = sent.filter((m) => m.email_distribution_list_id === listId).reverse();
        return {
          status: 200,
          body: pageOf(
            own.map(({ key: _key, ...m }) => m),
            query,
          ),
        };
      }
      const earlier = sent.find((m) => m.key === input['idempotency_key']);
      if (earlier) {
        const { key: _key, ...message } = earlier;
        return { status: 200, body: message };
      }
      const message = {
        id: sent.length + 1,
        email_distribution_list_id: listId,
        subject: String(input['subject']),
        content: String(input['content']),
        recipients: list.recipients,
        sent_at: stamp(20),
        // Recorded: the API's jobs send the copies after it answers.
        delivered: 0,
        failed: 0,
        pending: list.recipients,
      };
      sent.push({ ...message, key: String(input['idempotency_key']) });
      return { status: 201, body: message };
    }
    if (method === 'POST' && path === '/v2/backoffice/images') {
      return { status: 201, body: { file_path: FAKE_IMAGE_URL, width: 800, height: 600 } };
    }
    if (method === 'POST' && path === '/v2/backoffice/email/rephrase') {
      return { status: 200, body: { data: { rephrased: FAKE_SUGGESTION } } };
    }
    if (path === '/v2/backoffice/contact-messages' && method === 'GET') {
      const search = (query.get('search') ?? '').toLowerCase();
      const status = query.get('read_status');
      const sort = query.get('sort') as keyof ContactMessage | null;
      const direction = query.get('sort_direction') === 'desc' ? -1 : 1;
      const found = contact
        .filter(
          (m) =>
            `${m.sender} ${m.sender_email} ${m.subject}`.toLowerCase().includes(search) &&
            (!status || (status === 'read') === (m.read_at !== null)),
        )
        .sort((a, b) => {
          if (!sort) return b.created_at.localeCompare(a.created_at) || b.id - a.id;
          const [x, y] = [String(a[sort]), String(b[sort])];
          return direction * x.localeCompare(y) || a.id - b.id;
        });
      return {
        status: 200,
        body: { ...pageOf(found, query), unread: contact.filter((m) => !m.read_at).length },
      };
    }
    const contactId = /^\/v2\/backoffice\/contact-messages\/(\d+)$/.exec(path);
    if (contactId) {
      const index = contact.findIndex((m) => m.id === Number(contactId[1]));
      if (index < 0) return { status: 404, body: { message: 'Contact message not found' } };
      if (method === 'PATCH') {
        const current = contact[index] as ContactMessage;
        contact[index] = {
          ...current,
          read_at: input['read'] ? (current.read_at ?? stamp(27)) : null,
        };
      }
      return { status: 200, body: contact[index] };
    }
    const byId = /^\/v2\/backoffice\/emails\/distribution-lists\/(\d+)$/.exec(path);
    if (method === 'GET' && byId) {
      const list = lists.find((l) => l.email_distribution_list_id === Number(byId[1]));
      return list
        ? { status: 200, body: list }
        : { status: 404, body: { message: 'Distribution list not found' } };
    }
    return { status: 404, body: { message: 'Not found' } };
  };

  const fetchMock = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : null;
    calls.push({ method, path: url.pathname, query: url.searchParams, body });
    if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const answer = route(method, url.pathname, url.searchParams, body);
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    // jsdom has no Response: the client reads only these members.
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      text: async () => text,
    } as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;

  return {
    calls,
    lists,
    sent,
    contact,
    /** The calls made to `method path`, in order. */
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === `/v2${path}`),
    refuse: (methodAndPath: string, answer: Answer) => refusals.set(methodAndPath, answer),
    /** The API's jobs have sent (or given up on) some of a message's copies. */
    deliver: (messageId: number, counts: { delivered: number; failed: number }) => {
      const message = sent.find((m) => m.id === messageId);
      if (!message) throw new Error(`No message ${messageId} was sent`);
      Object.assign(message, counts, {
        pending: message.recipients - counts.delivered - counts.failed,
      });
    },
  };
}
