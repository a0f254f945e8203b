import { createBackofficeCalls } from './calls/backoffice-calls';
import { createCartCalls } from './calls/cart-calls';
import { createCatalogueCalls } from './calls/catalogue-calls';
import { createCheckoutCalls } from './calls/checkout-calls';
import { createClubCalls } from './calls/club-calls';
import { createClubSettingsCalls } from './calls/club-settings-calls';
import { createContentCalls } from './calls/content-calls';
import { createIdentityCalls } from './calls/identity-calls';
import { createMemberAccountCalls } from './calls/member-account-calls';
import { createMemberLottoCalls } from './calls/member-lotto-calls';
import { createMemberPaymentCalls } from './calls/member-payment-calls';
import { createMemberRenewalCalls } from './calls/member-renewal-calls';
import { createHttp, type ApiConfig, type Http, type HttpOptions } from './http';

/**
 * The calls every host needs from its first page: the club record, the session (tokens, user)
 * and the cart. The shared store's sagas receive this client; a remote builds the other areas'
 * calls itself (`createCatalogueCalls(createHttp(config))`), so their code and answer checks
 * stay out of the hosts' bundles.
 */
export function createClubApi(config: ApiConfig, options?: HttpOptions | typeof fetch) {
  return clubApiOn(createHttp(config, options), config);
}

/** The same calls on an HTTP client the page already has (the store's, `useApiHttp`). */
export function clubApiOn(http: Http, config: ApiConfig) {
  return {
    ...createClubCalls(http),
    ...createIdentityCalls(http, config),
    ...createCartCalls(http),
  };
}

export type ClubApi = ReturnType<typeof clubApiOn>;

/** Every call of the contract on one object (back-office tools, scripts, tests). */
export function createApiClient(config: ApiConfig, options?: HttpOptions | typeof fetch) {
  const http = createHttp(config, options);
  return {
    ...createClubCalls(http),
    ...createContentCalls(http),
    ...createCatalogueCalls(http),
    ...createIdentityCalls(http, config),
    ...createCartCalls(http),
    ...createCheckoutCalls(http),
    ...createMemberPaymentCalls(http),
    ...createMemberAccountCalls(http),
    ...createMemberLottoCalls(http),
    ...createMemberRenewalCalls(http),
    ...createBackofficeCalls(http),
    ...createClubSettingsCalls(http),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
