import { selectClubAccount, useAppDispatch, useAppSelector } from '@touchline/store';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { VisuallyHidden } from '@touchline/ui';
import { ABOUT_US_SLUG, loadArticle, selectArticleEntry } from '../content/content-slice';
import { useStorefrontT } from '../messages/storefront-messages';
import styles from './about-us-block.module.css';

const selectAboutUs = selectArticleEntry(ABOUT_US_SLUG);

/** The home page's compact about-us block; hidden when the club has no about-us page. */
export function AboutUsBlock() {
  const t = useStorefrontT();
  const dispatch = useAppDispatch();
  const club = useAppSelector(selectClubAccount);
  const entry = useAppSelector(selectAboutUs);

  useEffect(() => {
    if (club && !entry) dispatch(loadArticle(ABOUT_US_SLUG));
  }, [club, entry, dispatch]);

  const article = entry?.article;
  if (!article) return null;
  return (
    <section className={styles.block} aria-labelledby="about-us-title">
      <h2 id="about-us-title" className={styles.title}>
        {article.title}
      </h2>
      <p className={styles.summary}>{article.summary}</p>
      <Link to={`/pages/${ABOUT_US_SLUG}`} className={styles.more}>
        {t('aboutUs.readMore')}
        <VisuallyHidden>{` ${t('aboutUs.readMoreAbout', { club: club?.name ?? '' })}`}</VisuallyHidden>
      </Link>
    </section>
  );
}
