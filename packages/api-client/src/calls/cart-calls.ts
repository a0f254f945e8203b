import type {
  CartItemOptionBody,
  CartItemsBody,
  DiscountCodeBody,
  DiscountCodeResult,
  ShoppingCart,
} from '@touchline/contracts';
import type { AnswerCheck, CallOptions, Http } from '../http';
import { cacheBuster, segment, storePath } from './paths';

const checks = () => import('../generated/cart-validators');
const shoppingCart: AnswerCheck<ShoppingCart> = {
  lazy: () => checks().then((m) => m.validateShoppingCart),
};

const cartPath = (club: string, cartId: string) =>
  `${storePath(club)}/shopping-cart/${segment(cartId)}`;

/**
 * The shopping cart. A guest's token counts on these calls; a signed-in
 * user's session comes first.
 */
export function createCartCalls(http: Http) {
  return {
    /** `GET /store/{club}/shopping-cart/{cartId}`, never from a cache. */
    getCart: (club: string, cartId: string, { signal }: CallOptions = {}) =>
      http<ShoppingCart>(cartPath(club, cartId), {
        query: cacheBuster(),
        cache: 'no-store',
        signal,
        auth: 'guest',
        check: shoppingCart,
      }),

    /** `POST /store/{club}/shopping-cart`: a new cart holding the items. */
    createCart: (club: string, body: CartItemsBody, { signal }: CallOptions = {}) =>
      http<ShoppingCart>(`${storePath(club)}/shopping-cart`, {
        method: 'POST',
        body,
        signal,
        auth: 'guest',
        check: shoppingCart,
      }),

    /** `POST /store/{club}/shopping-cart/{cartId}`: adds the items to the cart. */
    addCartItems: (
      club: string,
      cartId: string,
      body: CartItemsBody,
      { signal }: CallOptions = {},
    ) =>
      http<ShoppingCart>(cartPath(club, cartId), {
        method: 'POST',
        body,
        signal,
        auth: 'guest',
        check: shoppingCart,
      }),

    /** `PATCH /store/{club}/shopping-cart/{cartId}`: the cart becomes the signed-in user's. */
    associateCart: (club: string, cartId: string, { signal }: CallOptions = {}) =>
      http<ShoppingCart>(cartPath(club, cartId), {
        method: 'PATCH',
        signal,
        check: shoppingCart,
      }),

    /** `DELETE /store/{club}/shopping-cart/{cartId}/item/{itemId}` */
    removeCartItem: (club: string, cartId: string, itemId: number, { signal }: CallOptions = {}) =>
      http<ShoppingCart>(`${cartPath(club, cartId)}/item/${segment(itemId)}`, {
        method: 'DELETE',
        signal,
        auth: 'guest',
        check: shoppingCart,
      }),

    /** `PATCH /store/{club}/shopping-cart/{cartId}/item/{itemId}`: pay in full or by instalments. */
    setCartItemPaymentOption: (
      club: string,
      cartId: string,
      itemId: number,
      body: CartItemOptionBody,
      { signal }: CallOptions = {},
    ) =>
      http<ShoppingCart>(`${cartPath(club, cartId)}/item/${segment(itemId)}`, {
        method: 'PATCH',
        body,
        signal,
        auth: 'guest',
        check: shoppingCart,
      }),

    /** `POST .../discounts/codes/apply`: `is_valid` and `message`, with the cart as it is now. */
    applyDiscountCode: (
      club: string,
      cartId: string,
      body: DiscountCodeBody,
      { signal }: CallOptions = {},
    ) =>
      http<DiscountCodeResult>(`${cartPath(club, cartId)}/discounts/codes/apply`, {
        method: 'POST',
        body,
        signal,
        auth: 'guest',
        check: { lazy: () => checks().then((m) => m.validateDiscountCodeResult) },
      }),

    /** `POST .../discounts/codes/reset`: removes the discount code. */
    resetDiscountCode: (club: string, cartId: string, { signal }: CallOptions = {}) =>
      http<ShoppingCart>(`${cartPath(club, cartId)}/discounts/codes/reset`, {
        method: 'POST',
        signal,
        auth: 'guest',
        check: shoppingCart,
      }),
  };
}

export type CartCalls = ReturnType<typeof createCartCalls>;
