import type { DatabaseHandle } from '../db/open-database';
import { createTestDatabase } from '../testing/test-database';
import { PaymentRequestError, UnknownPaymentMethodError } from './payment-port';
import { createSimulatedCardProvider, type SimulatedCardProvider } from './simulated-card-provider';

let database: DatabaseHandle;
let port: SimulatedCardProvider;

beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  port = createSimulatedCardProvider(database.db, { publicUrl: 'http://api.test' });
});

afterAll(async () => {
  await database?.close();
});

async function token(number: string): Promise<string> {
  const result = await port.tokeniseCard({ number, expMonth: 1, expYear: 2099, cvc: '123' });
  if (!result.ok) throw new Error(result.error.message);
  return result.token;
}

const intent = (key: string, savePaymentMethod = false) =>
  port.createPaymentIntent({
    amount: 2500,
    currency: 'EUR',
    idempotencyKey: key,
    description: 'Order 1',
    metadata: { order_id: key },
    savePaymentMethod,
  });

describe('the offline card simulator', () => {
  it('returns the same intent for the same idempotency key', async () => {
    const first = await intent('order:a');
    const again = await intent('order:a');
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({
      status: 'requires_payment_method',
      amount: 2500,
      currency: 'eur',
    });
    expect((await intent('order:b')).id).not.toBe(first.id);
  });

  it('succeeds, keeps the card when asked, and does not charge twice', async () => {
    const created = await intent('order:save', true);
    const paid = await port.confirmPaymentIntent(created.id, {
      confirmationToken: await token('4000056655665556'),
    });
    expect(paid).toMatchObject({
      status: 'succeeded',
      card: { brand: 'visa', lastFour: '5556', funding: 'debit' },
      error: null,
    });
    expect(paid.paymentMethodId).toMatch(/^pm_test_/);
    const again = await port.confirmPaymentIntent(created.id, {
      confirmationToken: await token('4000000000000002'),
    });
    expect(again.status).toBe('succeeded');
  });

  it('asks for 3-D Secure on the page it serves, and fails off-session', async () => {
    const card = await token('4000002760003184');
    const created = await intent('order:3ds');
    await expect(
      port.confirmPaymentIntent(created.id, { confirmationToken: card }),
    ).rejects.toBeInstanceOf(PaymentRequestError);
    const waiting = await port.confirmPaymentIntent(created.id, {
      confirmationToken: card,
      returnUrl: 'http://demo.localhost:4200/checkout',
    });
    expect(waiting.status).toBe('requires_action');
    expect(waiting.redirectUrl).toBe(
      `http://api.test/v2/payments/test/authenticate/${created.id}?client_secret=${waiting.clientSecret}`,
    );
    expect((await port.completeAuthentication(created.id, true)).status).toBe('succeeded');

    const offSession = await port.chargeSavedCard({
      amount: 500,
      currency: 'eur',
      paymentMethodId: card,
      idempotencyKey: 'arrears:3ds',
      description: 'Arrears',
      metadata: {},
    });
    expect(offSession.status).toBe('requires_payment_method');
    expect(offSession.error?.code).toBe('authentication_required');
  });

  it('charges a saved card with the member there, through 3-D Secure when its bank asks', async () => {
    const customerId = await port.createCustomer({
      email: 'saved@example.com',
      name: 'Saved Card',
      idempotencyKey: 'customer:saved',
    });
    const saved = async (number: string) =>
      (await port.attachPaymentMethod({ paymentMethodId: await token(number), customerId }))
        .paymentMethodId;

    const plain = await intent('order:saved-card');
    const paid = await port.confirmPaymentIntent(plain.id, {
      paymentMethodId: await saved('4000056655665556'),
      customerId,
      returnUrl: 'http://demo.localhost:4200/checkout',
    });
    expect(paid).toMatchObject({ status: 'succeeded', card: { lastFour: '5556' }, error: null });

    const asking = await intent('order:saved-card-3ds');
    const waiting = await port.confirmPaymentIntent(asking.id, {
      paymentMethodId: await saved('4000002760003184'),
      customerId,
      returnUrl: 'http://demo.localhost:4200/checkout',
    });
    expect(waiting.status).toBe('requires_action');
    expect(waiting.redirectUrl).toContain(`/v2/payments/test/authenticate/${asking.id}`);
    expect((await port.completeAuthentication(asking.id, true)).status).toBe('succeeded');
  });

  it('refuses cancelled intents and unknown cards as the provider does', async () => {
    const created = await intent('order:cancel');
    expect((await port.cancelPaymentIntent(created.id)).status).toBe('canceled');
    await expect(
      port.confirmPaymentIntent(created.id, { confirmationToken: await token('4242424242424242') }),
    ).rejects.toBeInstanceOf(PaymentRequestError);
    const other = await intent('order:unknown-card');
    await expect(
      port.confirmPaymentIntent(other.id, { confirmationToken: 'ctoken_test_missing' }),
    ).rejects.toBeInstanceOf(UnknownPaymentMethodError);
  });

  it('refunds up to what was captured, once per idempotency key, and refuses the rest', async () => {
    const created = await intent('order:refund');
    await port.confirmPaymentIntent(created.id, {
      confirmationToken: await token('4242424242424242'),
    });
    const refund = (key: string, amount: number, paymentIntentId = created.id) =>
      port.refundPayment({ paymentIntentId, amount, idempotencyKey: key, metadata: {} });

    const part = await refund('refund:a', 1000);
    expect(part).toMatchObject({
      paymentIntentId: created.id,
      amount: 1000,
      currency: 'eur',
      status: 'succeeded',
    });
    expect(part.id).toMatch(/^re_test_/);
    // A retry with the same key is the same refund: the money goes back once.
    expect((await refund('refund:a', 1000)).id).toBe(part.id);
    await expect(refund('refund:a', 1500)).rejects.toBeInstanceOf(PaymentRequestError);
    // 1,500 of 2,500 is left: more is refused, the rest is refunded, then nothing is left.
    await expect(refund('refund:b', 1501)).rejects.toThrow(/greater than the amount left/);
    expect((await refund('refund:c', 1500)).amount).toBe(1500);
    await expect(refund('refund:d', 1)).rejects.toThrow('This payment has already been refunded.');
  });

  it('refuses to refund a payment that does not exist or was never captured', async () => {
    await expect(
      port.refundPayment({
        paymentIntentId: 'pi_test_missing',
        amount: 100,
        idempotencyKey: 'refund:missing',
        metadata: {},
      }),
    ).rejects.toBeInstanceOf(PaymentRequestError);
    const unpaid = await intent('order:unpaid-refund');
    await expect(
      port.refundPayment({
        paymentIntentId: unpaid.id,
        amount: 100,
        idempotencyKey: 'refund:unpaid',
        metadata: {},
      }),
    ).rejects.toThrow(/not been captured/);
  });
});
