import type { ClubAccount } from '@touchline/contracts';
import { createAppStore } from '../core/create-store';
import { registerSlice } from '../core/inject';
import { initStore, resetStoreForTests } from '../core/shared-store';
import {
  clubSaga,
  clubSlice,
  loadClub,
  selectClubAccount,
  selectClubStatus,
  selectClubStatusCode,
  selectMenuItems,
} from './club';

const account = {
  name: 'Test Club',
  menu_items: [
    { title: 'Second', url: 'b', type: 'Page', position: 2 },
    { title: 'First', url: 'a', type: 'Page', position: 1 },
  ],
} as unknown as ClubAccount;

function storeWith(api: { getClubStore: (club: string) => Promise<ClubAccount> }) {
  resetStoreForTests();
  const store = initStore({ context: { api } });
  registerSlice(clubSlice, clubSaga);
  return store;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('club slice', () => {
  it('loads the club account record through the API and sorts the menu by position', async () => {
    const getClubStore = jest.fn().mockResolvedValue(account);
    const store = storeWith({ getClubStore });
    store.dispatch(loadClub('test'));
    expect(selectClubStatus(store.getState())).toBe('loading');
    await flush();
    expect(getClubStore).toHaveBeenCalledWith('test');
    expect(selectClubStatus(store.getState())).toBe('loaded');
    expect(selectClubAccount(store.getState())?.name).toBe('Test Club');
    expect(selectMenuItems(store.getState()).map((item) => item.title)).toEqual([
      'First',
      'Second',
    ]);
  });

  it('leaves out the lotto, draw, shop and membership items whose feature is off', async () => {
    const product = (title: string, product_type: string, position: number) => ({
      title,
      url: title.toLowerCase(),
      type: 'Product',
      product_type,
      position,
    });
    const club = {
      ...account,
      menu_items: [
        ...account.menu_items,
        product('Membership', 'MembershipPage', 3),
        product('Club Lotto', 'LotteryPage', 4),
        product('Summer Draw', 'DrawPage', 5),
        product('Club Shop', 'ShopPage', 6),
      ],
      features: { membership: true, lotto: false, draw: true, shop: false },
    } as unknown as ClubAccount;
    const store = storeWith({ getClubStore: jest.fn().mockResolvedValue(club) });
    store.dispatch(loadClub('test'));
    await flush();
    expect(selectMenuItems(store.getState()).map((item) => item.title)).toEqual([
      'First',
      'Second',
      'Membership',
      'Summer Draw',
    ]);
  });

  it('keeps the status code when the load fails', async () => {
    const store = storeWith({ getClubStore: () => Promise.reject({ status: 404 }) });
    store.dispatch(loadClub('missing'));
    await flush();
    expect(selectClubStatus(store.getState())).toBe('failed');
    expect(selectClubStatusCode(store.getState())).toBe(404);
  });

  it('records a network failure as status 0', async () => {
    const store = storeWith({ getClubStore: () => Promise.reject(new Error('offline')) });
    store.dispatch(loadClub('demo'));
    await flush();
    expect(selectClubStatusCode(store.getState())).toBe(0);
  });
});

describe('saga injection', () => {
  it('starts a saga once however often its slice is registered', async () => {
    const getClubStore = jest.fn().mockResolvedValue(account);
    const store = storeWith({ getClubStore });
    registerSlice(clubSlice, clubSaga);
    registerSlice(clubSlice, clubSaga);
    store.dispatch(loadClub('demo'));
    await flush();
    expect(getClubStore).toHaveBeenCalledTimes(1);
  });

  it('gives separate stores separate sagas', () => {
    const a = createAppStore();
    const b = createAppStore();
    expect(a).not.toBe(b);
  });
});
