import type { Action } from '@reduxjs/toolkit';
import {
  addToCart,
  CART_REQUESTS_SERVICE,
  type AddToCartPayload,
  type AppStore,
} from '@touchline/store';
import type { Channel } from 'redux-saga';

/**
 * The adds a page asked of the cart, in order. The cart's behaviour is the checkout remote's and
 * is not loaded here: the requests wait in the store's channel, and are read off as they come.
 */
export function cartAddsOf(store: AppStore): () => AddToCartPayload[] {
  const asked: AddToCartPayload[] = [];
  return () => {
    store.getService<Channel<Action>>(CART_REQUESTS_SERVICE)?.flush((actions) => {
      if (!Array.isArray(actions)) return;
      for (const action of actions) if (addToCart.match(action)) asked.push(action.payload);
    });
    return [...asked];
  };
}
