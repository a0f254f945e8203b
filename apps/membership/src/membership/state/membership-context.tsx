import type { PlanDiscount, Product, Program } from '@touchline/contracts';
import { useNotify } from '@touchline/notifications';
import { selectClubSlug, useAppSelector } from '@touchline/store';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useMembershipT } from '../../messages/membership-messages';
import {
  readStoredSelection,
  storedSelectionSnapshot,
  storeSelection,
  type Answers,
  type SelectedItem,
} from '../selection/selection';
import { readMembershipPageData, type MembershipPageData } from './page-data';
import { useMembershipApi, type MembershipApi } from './use-membership-api';

/** The parent / guardian given first: kept once and reused, read-only, for every child. */
export interface PrimaryGuardian {
  readonly memberId: number | null;
  readonly answers: Answers;
}

export interface MembershipState {
  readonly club: string | null;
  readonly api: MembershipApi;
  readonly programmes: Program[] | null;
  readonly discounts: PlanDiscount[];
  /** Plans and bundles the page came with, by programme id (the programmes it opened). */
  readonly pageProducts: Readonly<Record<string, Product[]>>;
  readonly selecteds: SelectedItem[];
  readonly setSelecteds: (next: SelectedItem[]) => void;
  readonly primaryGuardian: PrimaryGuardian | null;
  readonly setPrimaryGuardian: (guardian: PrimaryGuardian | null) => void;
  /** Forgets the selection (after it went into the cart). */
  readonly clear: () => void;
}

const MembershipContext = createContext<MembershipState | null>(null);

/** The data the server render renders from (server/render-page.tsx); none in the browser. */
export const ServerMembershipDataContext = createContext<MembershipPageData | null>(null);

const NO_PRODUCTS: Readonly<Record<string, Product[]>> = {};
const NO_SELECTION: SelectedItem[] = [];
const noSubscription = () => () => undefined;

/** The page's data block was taken by a purchase: a later one (the visitor came back) asks anew. */
let pageDataTaken = false;

/** Tests only: the page's data block may be taken again. */
export function resetMembershipPageDataTaken(): void {
  pageDataTaken = false;
}

/**
 * The data this purchase starts from: the server render's, or in the browser the page's data
 * block (its first purchase only, and only for the club it was rendered for).
 */
function usePageData(club: string | null): MembershipPageData | null {
  const server = useContext(ServerMembershipDataContext);
  const [data] = useState(() => {
    if (server) return server;
    if (pageDataTaken) return null;
    const block = readMembershipPageData();
    return block && block.club === club ? block : null;
  });
  useEffect(() => {
    if (data) pageDataTaken = true;
  }, [data]);
  return data;
}

/**
 * The membership purchase's parent route: loads the plan discounts and the open programmes, and
 * restores the selection kept under `selected-plans`.
 *
 * On a page the server rendered, the programmes and discounts come from its data block and the
 * first render is the server's (no selection): the stored selection is restored once the markup
 * is taken over, since the server cannot read the browser's storage.
 */
export function MembershipProvider({ children }: { children: ReactNode }) {
  const club = useAppSelector(selectClubSlug);
  const api = useMembershipApi();
  const notify = useNotify();
  const t = useMembershipT();
  const page = usePageData(club);
  const [programmes, setProgrammes] = useState<Program[] | null>(page?.programmes ?? null);
  const [discounts, setDiscounts] = useState<PlanDiscount[]>(page?.discounts ?? []);
  // The visitor's own choice once made; until then the stored one, which a page the server
  // rendered reads only after hydrating (the server's markup has none).
  const [chosen, setChosen] = useState<SelectedItem[] | null>(() =>
    page ? null : readStoredSelection(),
  );
  const stored = useSyncExternalStore(noSubscription, storedSelectionSnapshot, () => NO_SELECTION);
  const selecteds = chosen ?? stored;
  const [primaryGuardian, setPrimaryGuardian] = useState<PrimaryGuardian | null>(null);
  const pageProducts = page?.products ?? NO_PRODUCTS;

  useEffect(() => {
    if (!club || page) return;
    const controller = new AbortController();
    const { signal } = controller;
    api.getPrograms(club, undefined, { signal }).then(
      (page) => setProgrammes(page.data),
      (error: unknown) => {
        if (signal.aborted) return;
        setProgrammes([]);
        notify.apiError(error, t('plans.programmesFailed'));
      },
    );
    api.getPlanDiscounts(club, { signal }).then(
      (list) => setDiscounts(list.data),
      (error: unknown) => {
        if (!signal.aborted) notify.apiError(error, t('plans.discountsFailed'));
      },
    );
    return () => controller.abort();
  }, [api, club, notify, page, t]);

  const setSelecteds = useCallback((next: SelectedItem[]) => {
    setChosen(next);
    storeSelection(next);
  }, []);
  const clear = useCallback(() => {
    setSelecteds([]);
    setPrimaryGuardian(null);
  }, [setSelecteds]);

  const value = useMemo<MembershipState>(
    () => ({
      club,
      api,
      programmes,
      discounts,
      pageProducts,
      selecteds,
      setSelecteds,
      primaryGuardian,
      setPrimaryGuardian,
      clear,
    }),
    [
      club,
      api,
      programmes,
      discounts,
      pageProducts,
      selecteds,
      setSelecteds,
      primaryGuardian,
      clear,
    ],
  );
  return <MembershipContext.Provider value={value}>{children}</MembershipContext.Provider>;
}

export function useMembership(): MembershipState {
  const state = useContext(MembershipContext);
  if (!state) throw new Error('useMembership outside MembershipProvider');
  return state;
}
