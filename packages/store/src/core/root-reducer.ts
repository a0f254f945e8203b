import { combineSlices } from '@reduxjs/toolkit';

/**
 * The root reducer starts empty; every slice is injected by whoever first needs it (the shell
 * at boot, a remote when first mounted). Declaration merging on LazyLoadedSlices types them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices({}).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
