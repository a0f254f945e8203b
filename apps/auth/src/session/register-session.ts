import { registerAuth, registerCart, registerSlice } from '@touchline/store';
import { authFlowSlice } from './flow-slice';

/**
 * Registers the shared store's session (auth) and cart slices, which run the sign-in steps,
 * and this remote's flow slice: once, whoever mounts first.
 */
export function registerSession(): void {
  registerAuth();
  // Sign-in step 6 associates the cart with the account: the cart saga does it.
  registerCart();
  registerSlice(authFlowSlice);
}
