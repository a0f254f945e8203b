import { Navigate } from 'react-router';
import { useHost } from '../../app/host-context';
import { readAccessToken } from '@touchline/api-client';

/**
 * The super-user backdoor: home when a session cookie exists, else the error page. On the
 * governing-body and member-account hosts it always goes home.
 */
export function SuRoute() {
  const { area } = useHost();
  const home = area === 'xgb' || area === 'myaccount' || readAccessToken() !== undefined;
  return <Navigate to={home ? '/' : '/error'} replace />;
}
