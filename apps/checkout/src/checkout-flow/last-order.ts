import { LAST_ORDER_COOKIE, readCookie, removeCookie, writeCookie } from '@touchline/api-client';

/** The order just placed, for the confirmation page (which forgets it once shown). */
export const rememberLastOrder = (orderId: string) => writeCookie(LAST_ORDER_COOKIE, orderId, 1);
export const readLastOrder = () => readCookie(LAST_ORDER_COOKIE);
export const forgetLastOrder = () => removeCookie(LAST_ORDER_COOKIE);
