import type { Sponsor } from '@touchline/contracts';
import { selectClubAccount, useAppDispatch, useAppSelector } from '@touchline/store';
import { useEffect, useRef, useState } from 'react';
import { VisuallyHidden } from '@touchline/ui';
import { loadSponsors, selectSponsors } from '../content/content-slice';
import { useStorefrontT } from '../messages/storefront-messages';
import styles from './sponsors-strip.module.css';
import { useMediaQuery } from './use-media-query';

/**
 * Up to 4 sponsors at a time, 2 on small screens (below 768 px). The stylesheet sizes the
 * sponsors by the same numbers (`--per-view`), so the strip is laid out before the width is known.
 */
export const SPONSORS_PER_VIEW = { regular: 4, small: 2 } as const;
const SMALL_SCREEN = '(max-width: 767px)';

type SponsorWithImage = Sponsor & { image: NonNullable<Sponsor['image']> };

/**
 * The sponsors strip: only sponsors with an image, a page of them at a time. The list scrolls
 * natively (swipe on touch screens); the arrows move a page and are hidden when all fit.
 *
 * A server render (and the browser's hydration of it) does not know the screen's width: it
 * renders the arrows whenever a small screen needs them, hidden by the stylesheet on a wide
 * screen when all fit there, in the state they have at the start on the screens they show on.
 * Once hydrated, the strip renders for the screen it is on; nothing moves.
 */
export function SponsorsStrip() {
  const t = useStorefrontT();
  const dispatch = useAppDispatch();
  const club = useAppSelector(selectClubAccount);
  const sponsors = useAppSelector(selectSponsors);
  const small = useMediaQuery(SMALL_SCREEN);
  const perView = small ? SPONSORS_PER_VIEW.small : SPONSORS_PER_VIEW.regular;
  const [start, setStart] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (club && sponsors.status === 'idle') dispatch(loadSponsors());
  }, [club, sponsors.status, dispatch]);

  const shown = sponsors.items.filter((sponsor): sponsor is SponsorWithImage => !!sponsor.image);
  const widthUnknown = small === undefined;
  // Arrows only a small screen needs, while the width is unknown: hidden on wide screens.
  const smallScreensOnly = widthUnknown && shown.length <= SPONSORS_PER_VIEW.regular;
  const arrows = shown.length > (widthUnknown ? SPONSORS_PER_VIEW.small : perView);
  const arrowsPerView = smallScreensOnly ? SPONSORS_PER_VIEW.small : perView;
  const lastStart = Math.max(0, shown.length - arrowsPerView);
  const first = Math.min(start, lastStart);

  useEffect(() => {
    const list = listRef.current;
    const item = list?.children[first] as HTMLElement | undefined;
    if (list && item && typeof list.scrollTo === 'function') {
      list.scrollTo({ left: item.offsetLeft - list.offsetLeft, behavior: 'smooth' });
    }
  }, [first]);

  if (shown.length === 0) return null;
  const arrowClass = smallScreensOnly ? `${styles.arrow} ${styles.smallScreensOnly}` : styles.arrow;

  return (
    <section className={styles.strip} aria-labelledby="sponsors-title">
      <h2 id="sponsors-title" className={styles.title}>
        {t('sponsors.heading')}
      </h2>
      <div className={styles.viewport}>
        {arrows && (
          <button
            type="button"
            className={arrowClass}
            aria-label={t('sponsors.previous')}
            disabled={first === 0}
            onClick={() => setStart(Math.max(0, first - perView))}
          >
            <span aria-hidden="true">‹</span>
          </button>
        )}
        <ul ref={listRef} className={styles.list} data-testid="sponsors-list">
          {shown.map((sponsor, index) => {
            const visible = index >= first && index < first + perView;
            const logo = (
              <img
                src={sponsor.image.filepath}
                alt={sponsor.name}
                className={styles.logo}
                loading="lazy"
                decoding="async"
                width={400}
                height={200}
              />
            );
            return (
              <li key={sponsor.id} className={styles.item} data-visible={visible}>
                {sponsor.link ? (
                  <a
                    href={sponsor.link}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={styles.link}
                    tabIndex={visible ? undefined : -1}
                  >
                    {logo}
                    <VisuallyHidden>{` ${t('common.opensInNewTab')}`}</VisuallyHidden>
                  </a>
                ) : (
                  logo
                )}
              </li>
            );
          })}
        </ul>
        {arrows && (
          <button
            type="button"
            className={arrowClass}
            aria-label={t('sponsors.next')}
            disabled={first >= lastStart}
            onClick={() => setStart(Math.min(lastStart, first + perView))}
          >
            <span aria-hidden="true">›</span>
          </button>
        )}
      </div>
    </section>
  );
}
