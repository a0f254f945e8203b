import { REFUND_REASON_MAX } from '@touchline/contracts';
import { Button, Dialog, formatMoney, FormField, useDialogs } from '@touchline/ui';
import { useState, type FormEvent } from 'react';
import { useBackofficeT } from '../messages/backoffice-messages';
import { refundQuestion } from './order-texts';
import styles from './orders.module.css';

/** What is refunded: the whole order (everything left), or one line (all or part of it). */
export interface RefundTarget {
  readonly kind: 'order' | 'line';
  /** "order 12" or the line's name, as the dialog names it. */
  readonly name: string;
  /** Cents still refundable. */
  readonly refundable: number;
  readonly currency: string;
  /** A line's items that can still go back to the stock (0: none to ask about). */
  readonly returnableQuantity?: number;
}

export interface RefundRequest {
  /** Cents, for a line; null for everything left. */
  readonly amount: number | null;
  /** Items of the line sent back; null for none. */
  readonly quantity: number | null;
  readonly reason: string;
}

/** Euros as typed ("12", "12.5", "12,50") in cents; null when it is not an amount. */
export function centsOf(text: string): number | null {
  const match = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const euros = (cents: number) => (cents / 100).toFixed(2);

/**
 * The refund form: the amount (a line: up to what is left, all of it by default; the order:
 * everything left) and the reason, then the confirm dialog. `onRefund` runs once confirmed; a
 * refusal it throws is shown in the form, which stays open to try again.
 */
export function RefundDialog({
  target,
  onRefund,
  onDone,
  onClose,
}: {
  target: RefundTarget;
  onRefund: (request: RefundRequest) => Promise<void>;
  /** After the refund, once the confirm dialog has closed (it closes with this form). */
  onDone: () => void;
  onClose: () => void;
}) {
  const dialogs = useDialogs();
  const t = useBackofficeT();
  const [amountText, setAmountText] = useState(euros(target.refundable));
  const [reason, setReason] = useState('');
  const [quantityText, setQuantityText] = useState('0');
  const [errors, setErrors] = useState<{ amount?: string; quantity?: string; reason?: string }>({});
  const returnable = target.kind === 'line' ? (target.returnableQuantity ?? 0) : 0;
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amount = target.kind === 'order' ? target.refundable : centsOf(amountText);
    const found: typeof errors = {};
    if (target.kind === 'line') {
      if (amountText.trim() === '') found.amount = t('refunds.amountRequired');
      else if (amount === null || amount < 1 || amount > target.refundable) {
        found.amount = t('refunds.amountInvalid', {
          least: formatMoney(1, target.currency),
          most: formatMoney(target.refundable, target.currency),
        });
      }
    }
    const quantity = returnable > 0 ? Number(quantityText.trim() || '0') : 0;
    if (!Number.isInteger(quantity) || quantity < 0 || quantity > returnable) {
      found.quantity = t('refunds.quantityInvalid', { most: returnable });
    }
    if (reason.trim() === '') found.reason = t('refunds.reasonRequired');
    setErrors(found);
    if (found.amount || found.quantity || found.reason || amount === null) return;
    const money = formatMoney(amount, target.currency);
    setBusy(true);
    setFailure(null);
    let refunded = false;
    try {
      refunded = await dialogs.confirm({
        ...refundQuestion(t, money, target.name),
        confirmVariant: 'danger',
        action: async () => {
          try {
            await onRefund({
              // Items sent back without an amount would be refunded their share only.
              amount:
                target.kind === 'order' || (amount === target.refundable && quantity === 0)
                  ? null
                  : amount,
              quantity: quantity > 0 ? quantity : null,
              reason: reason.trim(),
            });
          } catch (error) {
            setFailure(error instanceof Error ? error.message : String(error));
            throw error;
          }
        },
      });
    } finally {
      setBusy(false);
    }
    if (refunded) onDone();
  };

  const formId = 'refund-form';
  return (
    <Dialog
      open
      title={t('refunds.title', { name: target.name })}
      onCancel={onClose}
      actions={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="danger" loading={busy}>
            {t('refunds.refund')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className={styles.refundForm}
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <p>
          {t(target.kind === 'order' ? 'refunds.refundableAll' : 'refunds.refundable', {
            amount: formatMoney(target.refundable, target.currency),
          })}
        </p>
        {target.kind === 'line' && (
          <FormField
            label={t('refunds.amountLabel', { currency: target.currency.toUpperCase() })}
            hint={t('refunds.upTo', { amount: formatMoney(target.refundable, target.currency) })}
            error={errors.amount}
            required
          >
            {(control) => (
              <input
                {...control}
                data-autofocus
                type="text"
                inputMode="decimal"
                autoComplete="off"
                value={amountText}
                onChange={(event) => setAmountText(event.target.value)}
              />
            )}
          </FormField>
        )}
        {returnable > 0 && (
          <FormField
            label={t('refunds.quantityLabel')}
            hint={t('refunds.quantityHint', { most: returnable })}
            error={errors.quantity}
          >
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="numeric"
                min={0}
                max={returnable}
                step={1}
                value={quantityText}
                onChange={(event) => setQuantityText(event.target.value)}
              />
            )}
          </FormField>
        )}
        <FormField label={t('refunds.reasonLabel')} error={errors.reason} required>
          {(control) => (
            <textarea
              {...control}
              {...(target.kind === 'order' ? { 'data-autofocus': true } : {})}
              rows={3}
              maxLength={REFUND_REASON_MAX}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </FormField>
        {failure && (
          <p role="alert" className={styles.failure}>
            {failure}
          </p>
        )}
      </form>
    </Dialog>
  );
}
