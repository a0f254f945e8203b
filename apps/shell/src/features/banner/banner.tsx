import type { Banner as BannerData } from '@touchline/contracts';
import { selectClubAccount, selectClubStatus, useAppSelector } from '@touchline/store';
import { Link } from 'react-router';
import { VisuallyHidden } from '@touchline/ui';
import { ExternalLink } from '../header/external-link';
import { absoluteUrl } from '../header/menu-links';
import { useShellT } from '../../app/shell-messages';
import styles from './banner.module.css';

function BannerLink({ banner }: { banner: BannerData }) {
  const t = useShellT();
  // The banner title completes the link's name for screen-reader link lists.
  const label = (
    <>
      {t('banner.findOutMore')}
      <VisuallyHidden> {t('banner.about', { title: banner.title })}</VisuallyHidden>
    </>
  );
  const url = banner.url?.trim();
  if (url && !/^[a-z][a-z\d+.-]*:/i.test(url)) {
    return (
      <Link to={url.startsWith('/') ? url : `/${url}`} className={styles.link}>
        {label}
      </Link>
    );
  }
  const external = banner.external_url?.trim() || url;
  if (!external) return null;
  return (
    <ExternalLink href={absoluteUrl(external)} className={styles.link}>
      {label}
    </ExternalLink>
  );
}

/** The home page's banner: the club's layout image with its banner title, text and link. */
export function Banner() {
  const account = useAppSelector(selectClubAccount);
  const status = useAppSelector(selectClubStatus);

  // Hold the banner's place while the club loads, so the page below does not jump.
  if (!account) {
    return status === 'failed' ? null : (
      <div className={styles.banner} data-testid="banner-placeholder" />
    );
  }
  const { banner, layout_image: image } = account;
  if (!banner && !image) return null;

  return (
    <div className={styles.banner}>
      {image && (
        // Decorative: the banner's text carries the message. High priority: it is the LCP.
        <img className={styles.image} src={image} alt="" fetchPriority="high" decoding="async" />
      )}
      {banner && (
        <div className={styles.content}>
          <p className={styles.title}>{banner.title}</p>
          {banner.short_content && <p className={styles.text}>{banner.short_content}</p>}
          <BannerLink banner={banner} />
        </div>
      )}
    </div>
  );
}
