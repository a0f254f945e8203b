import { Button, Dialog } from '@touchline/ui';
import { useAuthT } from '../messages/auth-messages';

/** The numbered terms, in order. */
const TERMS = [
  'terms.age',
  'terms.nonRefundable',
  'terms.contract',
  'terms.refunds',
  'terms.prizes',
  'terms.invoices',
  'terms.liability',
  'terms.quotations',
  'terms.forceMajeure',
  'terms.law',
] as const;

/** The Terms and Conditions of the lottery ticket buying service. */
export function TermsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useAuthT();
  return (
    <Dialog
      open={open}
      title={t('terms.title')}
      onCancel={onClose}
      actions={
        <Button onClick={onClose} data-autofocus>
          {t('terms.close')}
        </Button>
      }
    >
      <p>{t('terms.intro')}</p>
      <ol>
        {TERMS.map((id) => (
          <li key={id}>{t(id)}</li>
        ))}
      </ol>
    </Dialog>
  );
}
