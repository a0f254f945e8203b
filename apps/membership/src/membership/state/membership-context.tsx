import type { PlanDiscount, Program } from '@touchline/contracts';
import { useNotify } from '@touchline/notifications';
import { selectClubSlug, useAppSelector } from '@touchline/store';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import {
  readStoredSelection,
  storeSelection,
  type Answers,
  type SelectedItem,
} from '../selection/selection';
import { useMembershipApi, type MembershipApi } from './use-membership-api';

export const PROGRAMMES_FAILED = 'Could not fetch available memberships';
export const DISCOUNTS_FAILED = 'Error getting membership discounts.';

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
  readonly selecteds: SelectedItem[];
  readonly setSelecteds: (next: SelectedItem[]) => void;
  readonly primaryGuardian: PrimaryGuardian | null;
  readonly setPrimaryGuardian: (guardian: PrimaryGuardian | null) => void;
  /** Forgets the selection (after it went into the cart). */
  readonly clear: () => void;
}

const MembershipContext = createContext<MembershipState | null>(null);

/**
 * The membership purchase's parent route: loads the plan discounts and the open programmes, and
 * restores the selection kept under `selected-plans`.
 */
export function MembershipProvider({ children }: { children: ReactNode }) {
  const club = useAppSelector(selectClubSlug);
  const api = useMembershipApi();
  const notify = useNotify();
  const [programmes, setProgrammes] = useState<Program[] | null>(null);
  const [discounts, setDiscounts] = useState<PlanDiscount[]>([]);
  const [selecteds, setSelectedsState] = useState<SelectedItem[]>(readStoredSelection);
  const [primaryGuardian, setPrimaryGuardian] = useState<PrimaryGuardian | null>(null);

  useEffect(() => {
    if (!club) return;
    const controller = new AbortController();
    const { signal } = controller;
    api.getPrograms(club, undefined, { signal }).then(
      (page) => setProgrammes(page.data),
      (error: unknown) => {
        if (signal.aborted) return;
        setProgrammes([]);
        notify.apiError(error, PROGRAMMES_FAILED);
      },
    );
    api.getPlanDiscounts(club, { signal }).then(
      (list) => setDiscounts(list.data),
      (error: unknown) => {
        if (!signal.aborted) notify.apiError(error, DISCOUNTS_FAILED);
      },
    );
    return () => controller.abort();
  }, [api, club, notify]);

  const setSelecteds = useCallback((next: SelectedItem[]) => {
    setSelectedsState(next);
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
      selecteds,
      setSelecteds,
      primaryGuardian,
      setPrimaryGuardian,
      clear,
    }),
    [club, api, programmes, discounts, selecteds, setSelecteds, primaryGuardian, clear],
  );
  return <MembershipContext.Provider value={value}>{children}</MembershipContext.Provider>;
}

export function useMembership(): MembershipState {
  const state = useContext(MembershipContext);
  if (!state) throw new Error('useMembership outside MembershipProvider');
  return state;
}
