import { useRef } from 'react';
import { Link } from 'react-router';
import { useShellT } from '../../app/shell-messages';
import styles from './cookie-banner.module.css';
import { useCookieConsent } from './cookie-consent';
import { useReservedBottomSpace } from './use-reserved-bottom-space';

export const COOKIES_POLICY_PATH = '/pages/cookies-policy';

function CookieBannerBar({ onAccept, onRefuse }: { onAccept: () => void; onRefuse: () => void }) {
  const ref = useRef<HTMLElement>(null);
  useReservedBottomSpace(ref);
  const t = useShellT();
  return (
    <section ref={ref} aria-label={t('cookies.label')} className={styles.banner}>
      <div className={styles.inner}>
        <p className={styles.message}>
          {t('cookies.message')}{' '}
          <Link to={COOKIES_POLICY_PATH} className={styles.policyLink}>
            {t('cookies.policy')}
          </Link>
        </p>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={onAccept}>
            {t('cookies.accept')}
          </button>
          <button type="button" className={styles.secondary} onClick={onRefuse}>
            {t('cookies.refuse')}
          </button>
        </div>
      </div>
    </section>
  );
}

/**
 * Asks for the visitor's cookie choice until they make one (it is kept for 10 days).
 * `onChosen` runs once the choice is made, to move the focus on from the buttons that go.
 */
export function CookieBanner({ onChosen }: { onChosen?: () => void }) {
  const { consent, accept, refuse } = useCookieConsent();
  const choose = (choice: () => void) => () => {
    choice();
    onChosen?.();
  };
  if (consent) return null;
  return <CookieBannerBar onAccept={choose(accept)} onRefuse={choose(refuse)} />;
}
