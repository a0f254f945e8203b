import type { Promotion } from '@touchline/contracts';
import { Button } from '@touchline/ui';
import styles from './cart-sheet.module.css';

/** The club's promoted product: image, description and an add button to its page. */
export function PromotionCard({ promotion, onAdd }: { promotion: Promotion; onAdd: () => void }) {
  return (
    <section className={styles.promotion} aria-label="Promotion">
      {promotion.image && (
        <img className={styles.promotionImage} src={promotion.image.path} alt="" />
      )}
      <p className={styles.promotionText}>{promotion.description}</p>
      <Button variant="outline" className={styles.promotionAdd} onClick={onAdd}>
        add
      </Button>
    </section>
  );
}
