import type { ThemeColors } from '@touchline/contracts';
import { HEX_COLOUR_PATTERN, readableTextOn, type BannerDraft } from '@touchline/validators';
import { useId, type ReactNode } from 'react';
import { useBackofficeT } from '../messages/backoffice-messages';
import styles from './brand-section.module.css';
import { SOCIAL_LINK_NAMES } from './brand-texts';
import { NETWORKS, type BrandValues } from './brand-values';

const colour = (value: string | undefined) =>
  value && HEX_COLOUR_PATTERN.test(value) ? value : undefined;

function Preview({ caption, children }: { caption: string; children: ReactNode }) {
  const captionId = useId();
  return (
    <figure className={styles.preview} aria-labelledby={captionId}>
      <figcaption id={captionId}>{caption}</figcaption>
      {children}
    </figure>
  );
}

/** The logo on the club's logo background colour, as the header shows it. */
export function LogoPreview({
  logo,
  clubName,
  colors,
}: {
  logo: string | null;
  clubName: string;
  colors: ThemeColors;
}) {
  const t = useBackofficeT();
  const background = colour(colors.logo_background);
  return (
    <Preview caption={t('brand.logoPreview')}>
      <div
        className={styles.logoBox}
        data-testid="logo-preview"
        style={
          background ? { background, color: readableTextOn(background) ?? undefined } : undefined
        }
      >
        {logo ? (
          <img className={styles.logo} src={logo} alt={t('brand.logoAlt', { club: clubName })} />
        ) : (
          t('brand.noLogo')
        )}
      </div>
    </Preview>
  );
}

/** The home's banner: its picture under a dark overlay, the title, the text and the link. */
export function BannerPreview({
  picture,
  banner,
  colors,
}: {
  picture: string | null;
  banner: BannerDraft | null;
  colors: ThemeColors;
}) {
  const t = useBackofficeT();
  const primary = colour(colors.primary);
  const accent = colour(colors.accent);
  const address = banner?.url || banner?.external_url;
  return (
    <Preview caption={t('brand.bannerPreview')}>
      {!banner && !picture ? (
        <p className={styles.empty}>{t('brand.noBanner')}</p>
      ) : (
        <div
          className={styles.banner}
          data-testid="banner-preview"
          style={primary ? { background: primary } : undefined}
        >
          {picture && <img className={styles.bannerImage} src={picture} alt="" />}
          {banner && (
            <div className={styles.bannerContent}>
              <p className={styles.bannerTitle}>{banner.title}</p>
              {banner.short_content && <p className={styles.bannerText}>{banner.short_content}</p>}
              {address && (
                <p className={styles.bannerLinkRow}>
                  <span
                    className={styles.bannerLink}
                    style={
                      accent
                        ? { background: accent, color: readableTextOn(accent) ?? undefined }
                        : undefined
                    }
                  >
                    {t('brand.findOutMore')}
                  </span>{' '}
                  <span className={styles.bannerAddress}>{t('brand.goesTo', { address })}</span>
                </p>
              )}
            </div>
          )}
        </div>
      )}
    </Preview>
  );
}

/** The footer's "Follow us" with the links filled in, in the site's order. */
export function SocialPreview({
  values,
  colors,
}: {
  values: Pick<BrandValues, 'facebook' | 'twitter' | 'instagram'>;
  colors: ThemeColors;
}) {
  const t = useBackofficeT();
  const primary = colour(colors.primary);
  const links = NETWORKS.flatMap((network) => {
    const href = values[network].trim();
    return href ? [{ network, href }] : [];
  });
  return (
    <Preview caption={t('brand.footerPreview')}>
      <div
        className={styles.footer}
        data-testid="footer-preview"
        style={
          primary ? { background: primary, color: readableTextOn(primary) ?? undefined } : undefined
        }
      >
        {links.length === 0 ? (
          <p>{t('brand.noSocialLinks')}</p>
        ) : (
          <>
            <p className={styles.followUs}>{t('brand.followUs')}</p>
            <ul className={styles.socialLinks}>
              {links.map(({ network, href }) => (
                <li key={network}>
                  <span className={styles.socialName}>{SOCIAL_LINK_NAMES[network]}</span>{' '}
                  <span className={styles.socialAddress}>{href}</span>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </Preview>
  );
}
