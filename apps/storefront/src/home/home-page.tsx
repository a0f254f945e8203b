import { useStorefrontContent } from '../content/use-storefront-content';
import { AboutUsBlock } from './about-us-block';
import { NewsGrid } from './news-grid';
import { SponsorsStrip } from './sponsors-strip';

/** Home: the news grid, the about-us block and the sponsors strip (the shell paints the banner). */
export function HomePage() {
  useStorefrontContent();
  return (
    <>
      <NewsGrid />
      <AboutUsBlock />
      <SponsorsStrip />
    </>
  );
}
