import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ClubAccount } from '@touchline/contracts';
import { call, getContext, put, takeLatest } from 'redux-saga/effects';
import type { RootState } from '../core/root-reducer';

export type ClubStatus = 'idle' | 'loading' | 'loaded' | 'failed';

export interface ClubState {
  slug: string | null;
  status: ClubStatus;
  account: ClubAccount | null;
  /** HTTP status of the last failed load (0 for a network error). */
  statusCode: number | null;
}

const initialState: ClubState = { slug: null, status: 'idle', account: null, statusCode: null };

export const clubSlice = createSlice({
  name: 'club',
  initialState,
  reducers: {
    loadClub(state, action: PayloadAction<string>) {
      state.slug = action.payload;
      state.status = 'loading';
      state.statusCode = null;
    },
    clubLoaded(state, action: PayloadAction<ClubAccount>) {
      state.status = 'loaded';
      state.account = action.payload;
      // A record handed over without a load (a host that already had it) names the club too.
      state.slug ??= action.payload.slug;
    },
    clubFailed(state, action: PayloadAction<{ statusCode: number }>) {
      state.status = 'failed';
      state.statusCode = action.payload.statusCode;
    },
  },
});

export const { loadClub, clubLoaded, clubFailed } = clubSlice.actions;

export interface ClubStoreReader {
  getClubStore(club: string): Promise<ClubAccount>;
}

function* loadClubWorker(action: ReturnType<typeof loadClub>) {
  const api: ClubStoreReader = yield getContext('api');
  try {
    const account: ClubAccount = yield call([api, api.getClubStore], action.payload);
    yield put(clubLoaded(account));
  } catch (error) {
    const status = (error as { status?: unknown })?.status;
    yield put(clubFailed({ statusCode: typeof status === 'number' ? status : 0 }));
  }
}

export function* clubSaga() {
  yield takeLatest(loadClub.type, loadClubWorker);
}

declare module '../core/root-reducer' {
  interface LazyLoadedSlices {
    club: ClubState;
  }
}

const selectClubState = (state: RootState): ClubState => state.club ?? initialState;

export const selectClubStatus = (state: RootState) => selectClubState(state).status;
/** The slug of the club being shown (known as soon as its load starts). */
export const selectClubSlug = (state: RootState) => selectClubState(state).slug;
export const selectClubAccount = (state: RootState) => selectClubState(state).account;
export const selectClubStatusCode = (state: RootState) => selectClubState(state).statusCode;
export const selectClubFeatures = createSelector(selectClubAccount, (account) => account?.features);
/** The feature a product menu item needs: its page cannot be used while the feature is off. */
const MENU_FEATURE: Partial<Record<string, keyof ClubAccount['features']>> = {
  MembershipPage: 'membership',
  LotteryPage: 'lotto',
  DrawPage: 'draw',
  ShopPage: 'shop',
};

/** The club's menu, by position, without the product items whose feature flag is off. */
export const selectMenuItems = createSelector(selectClubAccount, (account) =>
  (account?.menu_items ?? [])
    .filter((item) => {
      const feature = item.product_type ? MENU_FEATURE[item.product_type] : undefined;
      return !feature || account?.features?.[feature] === true;
    })
    .sort((a, b) => a.position - b.position),
);
export const selectFeature = (feature: keyof ClubAccount['features']) =>
  createSelector(selectClubFeatures, (features) => features?.[feature] ?? false);
