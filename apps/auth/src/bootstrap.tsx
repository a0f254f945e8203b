import { renderStandalone } from '@touchline/boot';
import AuthRoutes from './routes/auth-routes';

void renderStandalone('auth', AuthRoutes);
