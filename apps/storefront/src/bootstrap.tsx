import { renderStandalone } from '@touchline/boot';
import StorefrontRoutes from './routes/storefront-routes';

void renderStandalone('storefront', StorefrontRoutes);
