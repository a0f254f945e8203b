import type { ClubAccount } from '@touchline/contracts';
import { useEffect } from 'react';
import { readableTextOn } from './contrast';

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
 * each fill colour, and its name as the document title. Article pages may set a more specific
 * title afterwards.
 */
export function useClubTheme(account: ClubAccount | null) {
  useEffect(() => {
    if (!account) return;
    const root = document.documentElement.style;
    const { primary, accent, warning, logo_background } = account.theme.color;
    root.setProperty('--club-primary', primary);
    root.setProperty('--club-accent', accent);
    root.setProperty('--club-warning', warning);
    root.setProperty('--club-logo-background', logo_background);

    // A colour that cannot be read keeps the stylesheet's default text colour.
    const onPrimary = readableTextOn(primary);
    if (onPrimary) root.setProperty('--club-on-primary', onPrimary);
    const onAccent = readableTextOn(accent);
    if (onAccent) root.setProperty('--club-on-accent', onAccent);

    setThemeColorMeta(primary);
    document.title = account.name;
  }, [account]);
}
