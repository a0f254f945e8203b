import type { Order } from '@touchline/contracts';
import { receiptLineDetails } from './receipt-summary';

type OrderItem = Order['items'][number];

const anItem = (overrides: Partial<OrderItem>): OrderItem => ({
  order_item_id: 1,
  bundle_order_item_id: null,
  product_id: 10,
  product: { name: 'Club Lotto', type: 'Lotto' },
  quantity: 1,
  price: 1000,
  discount: 0,
  subtotal: 1000,
  bundle_total: null,
  initial_payment: 1000,
  remaining_payment: 0,
  number_of_payments: 1,
  payment_type: 'full',
  membership: null,
  metadata: {},
  ...overrides,
});

describe('what a receipt line says of the item', () => {
  it("lists a lotto ticket's option, lines, draws, draw date and renewal", () => {
    const lotto = anItem({
      metadata: {
        configurable_price_title: '2 lines for 4 draws',
        pick: [
          [3, 11, 19, 27],
          [1, 2, 5, 8],
        ],
        number_type: 'Number',
        draws: 4,
        draw_at: '2026-12-05T20:00:00.000Z',
        auto_renewal: true,
      },
    });
    expect(receiptLineDetails(lotto, [])).toEqual([
      '2 lines for 4 draws',
      'Line 1: 3, 11, 19, 27',
      'Line 2: 1, 2, 5, 8',
      'Draws: 4',
      'Draw date: 05/12/2026',
      'Auto renew selected',
    ]);
  });

  it("writes a letter draw's picks as letters, and a draw book's option and date", () => {
    const draw = anItem({
      product: { name: 'Christmas Draw', type: 'Draw' },
      metadata: {
        configurable_price_title: 'Book of 3 tickets',
        pick: [[1, 26]],
        number_type: 'Letter',
        draws: 1,
        // Late on the 23rd in UTC is already the 24th in Ireland, in summer time.
        draw_at: '2026-07-23T23:30:00.000Z',
      },
    });
    expect(receiptLineDetails(draw, [])).toEqual([
      'Book of 3 tickets',
      'Line 1: A, Z',
      'Draw date: 24/07/2026',
    ]);
  });

  it("names a plan's member, a bundle's plans and members, and a shop item's size", () => {
    const plan = anItem({
      product: { name: 'Adult Playing Membership', type: 'Plan' },
      membership: { first_name: 'Siobhan', last_name: 'Murphy' },
    });
    expect(receiptLineDetails(plan, [])).toEqual(['Siobhan Murphy']);
    const bundle = anItem({ product: { name: 'Family Membership', type: 'Bundle' } });
    const inside = [
      anItem({
        bundle_order_item_id: 1,
        product: { name: 'Adult Playing Membership', type: 'Plan' },
        membership: { first_name: 'Siobhan', last_name: 'Murphy' },
      }),
      anItem({
        bundle_order_item_id: 1,
        product: { name: 'Juvenile Membership', type: 'Plan' },
        membership: null,
      }),
    ];
    expect(receiptLineDetails(bundle, inside)).toEqual([
      'Adult Playing Membership – Siobhan Murphy',
      'Juvenile Membership',
    ]);
    const jersey = anItem({
      product: { name: 'Home Jersey', type: 'ShopItem' },
      metadata: { size: 'M' },
    });
    expect(receiptLineDetails(jersey, [])).toEqual(['Size: M']);
  });
});
