import { registerSlice } from '@touchline/store';
import { useState } from 'react';
import { storefrontContentSaga } from './content-sagas';
import { storefrontContentSlice } from './content-slice';

/** Registers the storefront's slice and saga with the shared store, once per mount. */
export function useStorefrontContent(): void {
  useState(() => {
    registerSlice(storefrontContentSlice, storefrontContentSaga);
    return true;
  });
}
