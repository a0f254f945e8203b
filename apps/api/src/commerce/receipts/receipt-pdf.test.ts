import type { Order } from '@touchline/contracts';
import { pdfText } from '../testing/pdf-text';
import { renderReceiptPdf } from './receipt-pdf';
import { receiptSummary } from './receipt-summary';

const PLACED: Omit<Order, 'receipt'> = {
  order_id: '0d7c7b52-4c1c-4b8e-9a1e-2b9f3f4f8e01',
  order_seq: 1042,
  status: 'Completed',
  payment_token: null,
  created_at: '2027-01-15T23:30:05.000Z',
  completed_at: '2027-01-15T23:30:09.000Z',
  is_guest_checkout: false,
  currency: 'EUR',
  club: { account_id: 1, name: 'Glenarden Gaels GAA Club', slug: 'demo' },
  buyer: { first_name: 'Aoife', last_name: 'Byrne', email: 'aoife@example.ie' },
  items: [
    {
      order_item_id: 1,
      bundle_order_item_id: null,
      product_id: 10,
      product: { name: 'Adult Playing Membership', type: 'Plan' },
      quantity: 1,
      price: 15000,
      discount: 1500,
      subtotal: 13500,
      bundle_total: null,
      initial_payment: 3500,
      remaining_payment: 10000,
      number_of_payments: 3,
      payment_type: 'instalment',
      membership: { first_name: 'Aoife', last_name: 'Byrne' },
      metadata: { today_price: 5000 },
    },
    {
      order_item_id: 2,
      bundle_order_item_id: null,
      product_id: 11,
      product: { name: 'Club Scarf', type: 'ShopItem' },
      quantity: 2,
      price: 3000,
      discount: 0,
      subtotal: 3000,
      bundle_total: null,
      initial_payment: 3000,
      remaining_payment: 0,
      number_of_payments: 1,
      payment_type: 'full',
      membership: null,
      metadata: {},
    },
  ],
  pay_today: { subtotal: 8000, discount: 1500, total: 6500 },
  multiproduct_discounts: [],
  discount_codes: [
    {
      code: 'WELCOME10',
      name: 'Welcome 10%',
      type: 'percentage',
      value: 10,
      amount: 1500,
      total_amount: 1500,
    },
  ],
  shop_item_discounts: [],
  transactions: [
    {
      status: 'succeeded',
      amount: 6500,
      created_at: '2027-01-15T23:30:09.000Z',
      settlement: {
        brand: 'visa',
        last_four_digits: '5556',
        expiration_month: 8,
        expiration_year: 2030,
      },
    },
  ],
};

const ORDER: Order = { ...PLACED, receipt: receiptSummary(PLACED) };

describe('receipt PDF', () => {
  it('is a PDF that says what the confirmation page says', async () => {
    const pdf = await renderReceiptPdf(ORDER, 'Europe/Dublin');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { pages, title } = await pdfText(pdf);
    expect(title).toBe('Glenarden Gaels GAA Club: order 1042');
    const text = pages.join(' ').replace(/\s+/g, ' ');
    for (const expected of [
      'Glenarden Gaels GAA Club',
      'Order confirmed',
      'Order placed on 15 January 2027 23:30:05',
      'ID 1042',
      'Membership plans',
      'Adult Playing Membership',
      'Aoife Byrne',
      '3 payments: €35.00 today, €100.00 later',
      'Shop items × 2',
      'Club Scarf × 2',
      'Discount (Welcome 10%) -€15.00',
      'Total €65.00',
      'Paid by visa card ending 5556 (expires 08/2030)',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('writes the date in the time zone asked for', async () => {
    const { pages } = await pdfText(await renderReceiptPdf(ORDER, 'Australia/Sydney'));
    expect(pages.join(' ')).toContain('Order placed on 16 January 2027 10:30:05');
  });

  it('is in Irish for a member whose language is Irish, the month’s name too', async () => {
    const { pages, title } = await pdfText(await renderReceiptPdf(ORDER, 'Europe/Dublin', 'ga'));
    expect(title).toBe('Glenarden Gaels GAA Club: ordú 1042');
    const text = pages.join(' ').replace(/\s+/g, ' ');
    for (const expected of [
      'Ordú deimhnithe',
      'Ordú curtha isteach ar 15 Eanáir 2027 23:30:05',
      'Aitheantas 1042',
      'Pleananna ballraíochta',
      'Íocaíochtaí: 3; €35.00 inniu, €100.00 níos déanaí',
      'Earraí siopa × 2',
      'Fo-iomlán €80.00',
      'Lascaine (Welcome 10%) -€15.00',
      'Iomlán €65.00',
      'Íoctha le cárta visa dar críoch 5556 (dáta éaga 08/2030)',
    ]) {
      expect(text).toContain(expected);
    }
    for (const english of ['Order confirmed', 'Membership plans', 'Subtotal', 'payments']) {
      expect(text).not.toContain(english);
    }
  });
});
