import { nanoid } from '@reduxjs/toolkit';
import {
  loadCart,
  notify,
  orderSubmitted,
  selectCart,
  selectClubAccount,
  selectClubSlug,
  useAppDispatch,
  useAppSelector,
} from '@touchline/store';
import { type CheckoutBody, type PaymentMethod } from '@touchline/contracts';
import { useMessagesLanguage } from '@touchline/i18n';
import { refusesCreditCard } from '@touchline/validators';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CardPayment, IntentOutcome } from '../payment/card-payment';
import { useCheckoutT } from '../messages/checkout-messages';
import { paymentErrorMessage } from '../payment/payment-error-message';
import { checkoutSettled, checkoutStarted, registerCheckout } from './checkout-slice';
import { readLastOrder, rememberLastOrder } from './last-order';
import { isTotalChanged, orderErrorMessage } from './order-error-message';
import { useCheckoutApi } from './use-checkout-api';

export const CONFIRMATION_PATH = '/checkout/confirmation';

/** The address the bank's authentication step comes back to. */
export const checkoutReturnUrl = () => `${window.location.origin}/checkout`;

/** A guest's names travel with the order (the guest token itself is a cookie). */
export interface GuestNames {
  guest_first_name: string;
  guest_last_name: string;
}

export interface PayByCard {
  card: CardPayment;
  saveCard: boolean;
  guest?: GuestNames;
}

export interface PayWithSavedCard {
  /** The card port: its step when the bank asks the member to authenticate. */
  card: CardPayment;
  savedCard: Pick<PaymentMethod, 'id' | 'funding'>;
}

/**
 * Placing the order: free (nothing to pay today) or paid by card. Each press gets its own
 * idempotency key, and a press while one is in flight is ignored; success clears the cart and
 * goes to the confirmation, failure leaves everything as it was with the reason.
 */
export function useCheckoutFlow() {
  useState(registerCheckout);
  const t = useCheckoutT();
  const language = useMessagesLanguage();
  const api = useCheckoutApi();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const slug = useAppSelector(selectClubSlug);
  const cart = useAppSelector(selectCart);
  const clubCountry = useAppSelector(selectClubAccount)?.address?.country ?? null;
  const inFlight = useRef(false);
  const [paymentError, setPaymentError] = useState<string | null>(null);

  const begin = (): string | null => {
    if (inFlight.current) return null;
    const cartId = cart?.shopping_cart_id;
    if (!cartId || !slug) {
      dispatch(notify({ type: 'danger', title: t('order.cartWithoutId') }));
      return null;
    }
    inFlight.current = true;
    setPaymentError(null);
    dispatch(checkoutStarted());
    return cartId;
  };

  const submitted = useCallback(
    (orderId: string) => {
      rememberLastOrder(orderId);
      // Kept across the move to the confirmation page.
      dispatch(notify({ type: 'success', title: t('order.submitted'), clearOnRoute: false }));
      // Emptied here, forgotten only once the confirmation knows what the server kept in it.
      dispatch(orderSubmitted());
      dispatch(checkoutSettled());
      inFlight.current = false;
      void navigate(CONFIRMATION_PATH);
    },
    [dispatch, navigate, t],
  );

  const paymentFailed = useCallback(
    (message: string) => {
      setPaymentError(message);
      dispatch(notify({ type: 'danger', title: t('paymentError.notification'), body: message }));
      dispatch(checkoutSettled());
      inFlight.current = false;
    },
    [dispatch, t],
  );

  /** 'Complete Transaction': the free flow (create the order, fetch it, confirm). */
  const completeFree = async () => {
    const cartId = begin();
    if (!cartId || !slug) return;
    try {
      const { order_id } = await api.freeCheckout(
        slug,
        { shopping_cart_id: cartId },
        { idempotencyKey: `free-${nanoid()}` },
      );
      rememberLastOrder(order_id);
      await api.getOrder(slug, order_id);
      submitted(order_id);
    } catch {
      dispatch(notify({ type: 'danger', title: t('order.submitFailed') }));
      dispatch(checkoutSettled());
      inFlight.current = false;
    }
  };

  /** A paid checkout: a failure that is not the card's shows why, with the cart's new total. */
  const placePaid = async (pay: (cartId: string, club: string) => Promise<void>) => {
    const cartId = begin();
    if (!cartId || !slug) return;
    try {
      await pay(cartId, slug);
    } catch (error) {
      // The cart costs something else now (a code used meanwhile): show its new total.
      if (isTotalChanged(error)) dispatch(loadCart());
      paymentFailed(orderErrorMessage(error, t, language));
    }
  };

  // The API refuses it too; saying so here spares the buyer a round trip.
  const refusesCard = (funding: string | null | undefined) => {
    const types = (cart?.items ?? []).map((item) => item.product.type);
    return refusesCreditCard(clubCountry, types, funding);
  };

  /**
   * The API places the order and confirms the payment with the card sent; the bank's
   * authentication step, if it asks for one, is the card port's.
   */
  const confirmOrder = async (
    club: string,
    card: CardPayment,
    body: Omit<CheckoutBody, 'return_url' | 'shown_total'>,
  ) => {
    const returnUrl = checkoutReturnUrl();
    const result = await api.createCheckout(
      club,
      {
        ...body,
        return_url: returnUrl,
        // The server refuses to charge anything else than this, the total on screen.
        shown_total: cart?.pay_today.total,
      },
      { idempotencyKey: `checkout-${nanoid()}` },
    );
    // Kept before any authentication step: the page may be left for the bank's and back.
    rememberLastOrder(result.order_id);
    let outcome: IntentOutcome = { status: result.status, error: result.error };
    if (result.status === 'requires_action') {
      outcome = await card.handleNextAction(
        result.payment_token,
        returnUrl,
        result.next_action?.redirect_url ?? null,
      );
    }
    settle(outcome, result.order_id);
  };

  /** 'Pay Now' with a new card: it becomes a token the API confirms the payment with. */
  const payByCard = ({ card, saveCard, guest }: PayByCard) =>
    placePaid(async (cartId, club) => {
      const token = await card.createConfirmationToken();
      if (!token.ok) {
        paymentFailed(paymentErrorMessage(token.error, t, language));
        return;
      }
      if (refusesCard(token.funding)) {
        paymentFailed(t('paymentError.lottoCreditCard'));
        return;
      }
      await confirmOrder(club, card, {
        shopping_cart_id: cartId,
        save_payment_method: saveCard,
        confirmation_token: token.token,
        ...guest,
      });
    });

  /** 'Pay Now' with a saved card of the signed-in member: the API charges it by its id. */
  const payWithSavedCard = ({ card, savedCard }: PayWithSavedCard) =>
    placePaid(async (cartId, club) => {
      if (refusesCard(savedCard.funding)) {
        paymentFailed(t('paymentError.lottoCreditCard'));
        return;
      }
      await confirmOrder(club, card, {
        shopping_cart_id: cartId,
        payment_method_id: savedCard.id,
      });
    });

  const settle = (outcome: IntentOutcome, orderId: string) => {
    if (outcome.status === 'succeeded' || outcome.status === 'processing') submitted(orderId);
    else {
      paymentFailed(
        outcome.error
          ? paymentErrorMessage(outcome.error, t, language)
          : t('paymentError.notSuccessful'),
      );
    }
  };

  /** Back from the bank's authentication step (`redirect_status` in the address). */
  const authenticationReturned = useCallback(
    (redirectStatus: string) => {
      const orderId = readLastOrder();
      if (redirectStatus === 'succeeded' && orderId) submitted(orderId);
      else paymentFailed(t('paymentError.failedRetry'));
    },
    [paymentFailed, submitted, t],
  );

  return { completeFree, payByCard, payWithSavedCard, paymentError, authenticationReturned };
}
