import type { PaymentMethod } from '@touchline/contracts';
import { cardExpiry, cardName } from '@touchline/ui';
import { useId } from 'react';
import styles from './checkout-page.module.css';

export const PAY_WITH_LEGEND = 'Pay with';
export const NEW_CARD_LABEL = 'A new card';
export const DEFAULT_CARD_TEXT = 'Default';

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
  const name = useId();
  return (
    <fieldset className={styles.options} disabled={disabled} aria-describedby={describedBy}>
      <legend className={styles.optionsLegend}>{PAY_WITH_LEGEND}</legend>
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
          {card.is_default && <span className={styles.regular}>{DEFAULT_CARD_TEXT}</span>}
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
        <span>{NEW_CARD_LABEL}</span>
      </label>
    </fieldset>
  );
}
