import type { ClubAccount } from '@touchline/contracts';
import { pageOwnsTitle } from '@touchline/federation';
import { useEffect } from 'react';
import { clubThemeProperties } from './club-theme';

/** Sets `<meta name="theme-color">` (the browser's UI colour on mobile), creating it if needed. */
function setThemeColorMeta(color: string) {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'theme-color';
    document.head.append(meta);
  }
  meta.content = color;
}

/**
 * Applies the club's colours as CSS custom properties, with a text colour (black or white) for
 * each fill colour, and its name as the document title. A page's own title (an article's, sent
 * by the server or set by the page, marked as the page's) is kept.
 */
export function useClubTheme(account: ClubAccount | null) {
  useEffect(() => {
    if (!account) return;
    const root = document.documentElement.style;
    for (const [name, value] of Object.entries(clubThemeProperties(account))) {
      root.setProperty(name, value);
    }

    setThemeColorMeta(account.theme.color.primary);
    if (!pageOwnsTitle()) document.title = account.name;
  }, [account]);
}
