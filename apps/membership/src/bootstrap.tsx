import { renderStandalone } from '@touchline/boot';
import MembershipRoutes from './routes/membership-routes';

void renderStandalone('membership', MembershipRoutes);
