import { renderStandalone } from '@touchline/boot';
import CheckoutRoutes from './routes/checkout-routes';

void renderStandalone('checkout', CheckoutRoutes);
