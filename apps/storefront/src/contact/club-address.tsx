import type { Address } from '@touchline/contracts';
import { VisuallyHidden } from '@touchline/ui';
import { ClubMap } from './club-map';
import { useStorefrontT } from '../messages/storefront-messages';
import styles from './contact-page.module.css';

/**
 * The club's address, with a link to open it in a map. Without a map token the block is the
 * whole map experience; it stays readable by screen readers either way.
 */
export function ClubAddress({
  name,
  address,
  mapboxToken,
}: {
  name: string;
  address: Address;
  mapboxToken?: string;
}) {
  const t = useStorefrontT();
  const lines = [address.line1, address.city, address.county, address.country].filter(Boolean);
  const hasPoint = address.latitude !== null && address.longitude !== null;
  const mapUrl = hasPoint
    ? `https://www.openstreetmap.org/?mlat=${address.latitude}&mlon=${address.longitude}#map=16/${address.latitude}/${address.longitude}`
    : `https://www.openstreetmap.org/search?query=${encodeURIComponent(lines.join(', '))}`;
  return (
    <section className={styles.address} aria-labelledby="club-address-title">
      <h2 id="club-address-title" className={styles.addressTitle}>
        {t('contact.findUs')}
      </h2>
      {mapboxToken && address.latitude !== null && address.longitude !== null && (
        <ClubMap
          token={mapboxToken}
          latitude={address.latitude}
          longitude={address.longitude}
          name={name}
        />
      )}
      <address className={styles.addressLines}>
        <strong>{name}</strong>
        {lines.map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      <a href={mapUrl} target="_blank" rel="noopener noreferrer" className={styles.mapLink}>
        {t('contact.openInMap')}
        <VisuallyHidden>{` ${t('common.opensInNewTab')}`}</VisuallyHidden>
      </a>
    </section>
  );
}
