import {
  notify,
  selectClubAccount,
  selectUser,
  useAppDispatch,
  useAppSelector,
} from '@touchline/store';
import { useEffect, useState } from 'react';
import {
  guestCleared,
  guestCreated,
  registerCheckout,
  selectGuest,
  type GuestDetails,
} from '../checkout-flow/checkout-slice';
import { forgetGuest, keepGuest, restoreGuest } from './guest-storage';
import { useCheckoutApi } from '../checkout-flow/use-checkout-api';
import { useCheckoutT } from '../messages/checkout-messages';

/**
 * The guest buyer: created from the form (Continue), cleared to edit again, restored from this
 * device, and forgotten as soon as somebody signs in.
 */
export function useGuest() {
  useState(registerCheckout);
  const api = useCheckoutApi();
  const dispatch = useAppDispatch();
  const club = useAppSelector(selectClubAccount);
  const user = useAppSelector(selectUser);
  const guest = useAppSelector(selectGuest);
  const t = useCheckoutT();

  useEffect(() => {
    if (user) {
      forgetGuest();
      dispatch(guestCleared());
      return;
    }
    const kept = restoreGuest();
    if (kept) dispatch(guestCreated(kept));
  }, [dispatch, user]);

  /** Resolves true once the guest exists; false after the failure notification. */
  const create = async (details: GuestDetails): Promise<boolean> => {
    if (!club) return false;
    try {
      const created = await api.createGuest({ ...details, account_id: club.account_id });
      keepGuest(details, created.oauth.access_token, created.oauth.expires_in);
      dispatch(guestCreated(details));
      dispatch(notify({ type: 'success', title: t('guest.created') }));
      return true;
    } catch {
      dispatch(notify({ type: 'danger', title: t('guest.failed') }));
      return false;
    }
  };

  const clear = () => {
    forgetGuest();
    dispatch(guestCleared());
  };

  return { guest, create, clear };
}
