import type {
  BackofficeOrder,
  BackofficeOrderLine,
  OrderRefundState,
  RefundBody,
} from '@touchline/contracts';
import type { SeenCall } from './fake-club-settings-api';

interface Answer {
  status: number;
  body?: unknown;
}

const stamp = (day: number) => new Date(Date.UTC(2026, 10, day, 9, 30)).toISOString();

export const ORDER_ID = '0d7c7b52-4c1c-4b8e-9a1e-2b9f3f4f8e01';

export function aLine(
  id: number,
  name: string,
  paid: number,
  overrides: Partial<BackofficeOrderLine> = {},
): BackofficeOrderLine {
  const quantity = overrides.quantity ?? 1;
  return {
    order_item_id: id,
    name,
    product_type: 'ShopItem',
    quantity: 1,
    member_name: null,
    subtotal: paid,
    number_of_payments: 1,
    paid,
    refunded: 0,
    refundable: paid,
    refund_state: 'not_refunded',
    ended_at: null,
    returned_quantity: 0,
    returnable_quantity: quantity,
    instalments: [],
    unpaid_instalments: 0,
    ...overrides,
  };
}

/** Order 12 of Siobhan Murphy: a gear bag and two scarves, €60.00 paid at checkout. */
export function anOrder(overrides: Partial<BackofficeOrder> = {}): BackofficeOrder {
  return {
    order_id: ORDER_ID,
    order_seq: 12,
    created_at: stamp(3),
    status: 'Completed',
    buyer_name: 'Siobhan Murphy',
    buyer_email: 'member@demo.touchline.test',
    currency: 'EUR',
    total: 6000,
    paid: 6000,
    refunded: 0,
    refund_state: 'not_refunded',
    refundable: 6000,
    lines: [aLine(41, 'Gear Bag', 3000), aLine(42, 'Club Scarf', 3000, { quantity: 2 })],
    payments: [
      {
        payment_id: 7,
        purpose: 'checkout',
        amount: 6000,
        status: 'succeeded',
        card: 'visa •••• 5556',
        refunded: 0,
        created_at: stamp(3),
      },
    ],
    refunds: [],
    ...overrides,
  };
}

const stateOf = (paid: number, refunded: number): OrderRefundState =>
  refunded <= 0 ? 'not_refunded' : refunded >= paid ? 'refunded' : 'partly_refunded';

/**
 * The orders calls over `fetch`, in memory: a refund takes the amount off the line (or every
 * line) as the API does, once per idempotency key; `refuse(method path, answer)` makes the next
 * such call fail.
 */
export function fakeOrdersApi(orders: BackofficeOrder[] = [anOrder()]) {
  const calls: SeenCall[] = [];
  const refusals = new Map<string, Answer>();
  const seenKeys = new Map<string, number>();

  const refund = (order: BackofficeOrder, body: RefundBody): Answer => {
    const earlier = seenKeys.get(body.idempotency_key);
    if (earlier !== undefined) return { status: 200, body: { refunded: earlier, order } };
    const targets = order.lines.filter(
      (line) => body.order_item_id === undefined || line.order_item_id === body.order_item_id,
    );
    const left = targets.reduce((sum, line) => sum + line.refundable, 0);
    if (left === 0) return { status: 422, body: { message: 'Nothing is left to refund.' } };
    if (body.amount !== undefined && body.amount > left) {
      return {
        status: 422,
        body: { message: 'This is more than can be refunded.', code: 'refund_too_large' },
      };
    }
    let refunded = 0;
    order.lines = order.lines.map((line) => {
      if (!targets.includes(line)) return line;
      const amount = body.amount ?? line.refundable;
      refunded += amount;
      const done = line.refunded + amount;
      return {
        ...line,
        refunded: done,
        refundable: line.refundable - amount,
        refund_state: stateOf(line.paid, done),
        returned_quantity: line.returned_quantity + (body.quantity ?? 0),
        returnable_quantity: line.returnable_quantity - (body.quantity ?? 0),
        instalments: line.instalments.map((row) =>
          row.status === 'scheduled' || row.status === 'failed'
            ? { ...row, status: 'cancelled' as const }
            : row,
        ),
        unpaid_instalments: 0,
      };
    });
    order.refunded += refunded;
    order.refundable -= refunded;
    order.refund_state = stateOf(order.paid, order.refunded);
    order.refunds = [
      ...order.refunds,
      {
        order_refund_id: order.refunds.length + 1,
        order_item_id: targets[0]!.order_item_id,
        item_name: targets[0]!.name,
        amount: refunded,
        reason: body.reason,
        status: 'succeeded',
        provider_refund_id: 're_test_1',
        failure_reason: null,
        quantity: body.quantity ?? 0,
        refunded_by: 'Niamh Kelly',
        created_at: stamp(4),
      },
    ];
    seenKeys.set(body.idempotency_key, refunded);
    return { status: 201, body: { refunded, order } };
  };

  const route = (method: string, path: string, query: URLSearchParams, body: unknown): Answer => {
    const refusal = refusals.get(`${method} ${path}`);
    if (refusal) {
      refusals.delete(`${method} ${path}`);
      return refusal;
    }
    if (method === 'GET' && path === '/v2/backoffice/orders') {
      const search = (query.get('search') ?? '').replace(/^#/, '').toLowerCase();
      const found = orders.filter(
        (order) =>
          !search ||
          String(order.order_seq) === search ||
          (order.buyer_email ?? '').toLowerCase().includes(search),
      );
      return {
        status: 200,
        body: {
          items: found,
          total: found.length,
          current_page: 1,
          per_page: 10,
          from: found.length ? 1 : null,
          to: found.length || null,
        },
      };
    }
    const one = /^\/v2\/backoffice\/orders\/([0-9a-f-]+)(\/.*)?$/.exec(path);
    const order = one ? orders.find((entry) => entry.order_id === one[1]) : undefined;
    if (one && !order) return { status: 404, body: { message: 'Order not found' } };
    if (order && method === 'GET' && !one![2]) return { status: 200, body: order };
    if (order && method === 'POST' && one![2] === '/refunds') {
      return refund(order, body as RefundBody);
    }
    const cancel = /^\/lines\/(\d+)\/cancel-instalments$/.exec(one?.[2] ?? '');
    if (order && method === 'POST' && cancel) {
      let cancelled = 0;
      order.lines = order.lines.map((line) => {
        if (line.order_item_id !== Number(cancel[1])) return line;
        cancelled = line.unpaid_instalments;
        return {
          ...line,
          unpaid_instalments: 0,
          instalments: line.instalments.map((row) =>
            row.status === 'scheduled' || row.status === 'failed'
              ? { ...row, status: 'cancelled' as const }
              : row,
          ),
        };
      });
      return { status: 200, body: { cancelled, order } };
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
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      text: async () => text,
    } as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;

  return {
    calls,
    orders,
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === `/v2${path}`),
    refuse: (methodAndPath: string, answer: Answer) => refusals.set(methodAndPath, answer),
  };
}
