import type { Promotion } from '@touchline/contracts';
import { Button } from '@touchline/ui';
import { useCheckoutT } from '../messages/checkout-messages';
import styles from './cart-sheet.module.css';

/** The club's promoted product: image, description and an add button to its page. */
export function PromotionCard({ promotion, onAdd }: { promotion: Promotion; onAdd: () => void }) {
  const t = useCheckoutT();
  return (
    <section className={styles.promotion} aria-label={t('cartSheet.promotion')}>
      {promotion.image && (
        <img className={styles.promotionImage} src={promotion.image.path} alt="" />
      )}
      <p className={styles.promotionText}>{promotion.description}</p>
      <Button variant="outline" className={styles.promotionAdd} onClick={onAdd}>
        {t('cartSheet.promotionAdd')}
      </Button>
    </section>
  );
}
