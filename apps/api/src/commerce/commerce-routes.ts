import type { FastifyInstance } from 'fastify';
import type { AreaOptions } from '../http/area-options';
import { cartRoutes } from './cart/cart-routes';
import { createCommerceContext, type CommerceDependencies } from './commerce-context';
import { arrearsRoutes } from './member/arrears-routes';
import { paymentMethodRoutes } from './member/payment-method-routes';
import { checkoutRoutes } from './orders/checkout-routes';
import { orderRoutes } from './orders/order-routes';
import { paymentProviderRoutes } from './payment-provider-routes';
import { backofficeOrderRoutes } from './refunds/backoffice-order-routes';
import { named } from '../http/plugin-name';

/**
 * Routes of the commerce area: shopping cart, discount codes, checkouts, payments, orders and
 * receipts, payment methods and arrears; the payment provider's configuration, its offline
 * simulator (`PAYMENT_PROVIDER=test`) and the Stripe webhook.
 */
export async function commerceRoutes(
  app: FastifyInstance,
  options: AreaOptions & { commerce?: CommerceDependencies },
): Promise<void> {
  const context = createCommerceContext(options.db, options.config, {
    clubs: app.clubs,
    ...options.commerce,
  });
  await app.register(named(cartRoutes), context);
  await app.register(named(checkoutRoutes), context);
  await app.register(named(orderRoutes), context);
  await app.register(named(paymentMethodRoutes), context);
  await app.register(named(arrearsRoutes), context);
  await app.register(named(paymentProviderRoutes), context);
  // The back office's orders, refunds and cancellations (Admin or Owner of the club).
  await app.register(named(backofficeOrderRoutes), context);
  // Unpaid orders give their stock back when their hold expires: a scheduled job of the
  // workers (jobs/background-jobs.ts), not a timer of each instance.
}
