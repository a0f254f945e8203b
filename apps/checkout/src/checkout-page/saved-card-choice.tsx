import type { PaymentMethod } from '@touchline/contracts';
import { cardExpiry, cardName } from '@touchline/ui';
import { useId } from 'react';
import { useCheckoutT } from '../messages/checkout-messages';
import styles from './checkout-page.module.css';

/** A saved card's id, or a card entered now. */
export type CardChoice = number | 'new';

interface SavedCardChoiceProps {
  cards: PaymentMethod[];
  chosen: CardChoice;
  disabled: boolean;
  /** The payment error, once there is one. */
  describedBy?: string | undefined;
  onChoose: (choice: CardChoice) => void;
}

/** "Pay with": the member's saved cards (the default first) or a new card. */
export function SavedCardChoice({
  cards,
  chosen,
  disabled,
  describedBy,
  onChoose,
}: SavedCardChoiceProps) {
  const t = useCheckoutT();
  const name = useId();
  return (
    <fieldset className={styles.options} disabled={disabled} aria-describedby={describedBy}>
      <legend className={styles.optionsLegend}>{t('savedCard.payWith')}</legend>
      {cards.map((card) => (
        <label key={card.id} className={styles.option}>
          <input
            type="radio"
            name={name}
            value={card.id}
            checked={chosen === card.id}
            onChange={() => onChoose(card.id)}
          />
          <span>{cardName(card)}</span>
          <span className={styles.regular}>{cardExpiry(card)}</span>
          {card.is_default && <span className={styles.regular}>{t('savedCard.default')}</span>}
        </label>
      ))}
      <label className={styles.option}>
        <input
          type="radio"
          name={name}
          value="new"
          checked={chosen === 'new'}
          onChange={() => onChoose('new')}
        />
        <span>{t('savedCard.newCard')}</span>
      </label>
    </fieldset>
  );
}
