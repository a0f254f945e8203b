import type { BackofficeSponsor } from '@touchline/contracts';
import { useBackofficeT } from '../messages/backoffice-messages';
import styles from './club-settings.module.css';
import own from './sponsors.module.css';
import { siteOrder, STRIP_PER_VIEW } from './sponsor-order';

/** The home's sponsors strip as a wide screen shows it first: the site's first 4 with a logo. */
export function SponsorsPreview({ sponsors }: { sponsors: readonly BackofficeSponsor[] }) {
  const t = useBackofficeT();
  const shown = siteOrder(sponsors);
  const first = shown.slice(0, STRIP_PER_VIEW);
  return (
    <figure className={styles.preview} aria-labelledby="sponsors-preview-title">
      <figcaption id="sponsors-preview-title">{t('sponsors.previewTitle')}</figcaption>
      {first.length === 0 ? (
        <p className={own.note}>{t('sponsors.previewEmpty')}</p>
      ) : (
        <>
          <p className={styles.lead}>
            {shown.length > first.length
              ? t('sponsors.previewCaptionFirst', {
                  shown: first.length,
                  withLogo: shown.length,
                })
              : t('sponsors.previewCaptionAll', { withLogo: shown.length })}
          </p>
          <ol className={own.strip} data-testid="sponsors-preview">
            {first.map((sponsor) => (
              <li key={sponsor.id}>
                {/* As the site shows it: the logo, named by the sponsor's name. */}
                <img src={sponsor.image.filepath} alt={sponsor.name} />
              </li>
            ))}
          </ol>
        </>
      )}
    </figure>
  );
}
