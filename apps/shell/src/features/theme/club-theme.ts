import type { ClubAccount } from '@touchline/contracts';
import { readableTextOn } from '@touchline/validators';

/**
 * The club's colours as the CSS custom properties the stylesheets read, with a text colour
 * (black or white) for each fill colour; a colour that cannot be read keeps the stylesheet's
 * default text colour. Set on the document's root by the browser (`useClubTheme`) and written
 * into a prerendered page by the server.
 */
export function clubThemeProperties(account: ClubAccount): Record<string, string> {
  const { primary, accent, warning, logo_background } = account.theme.color;
  const properties: Record<string, string> = {
    '--club-primary': primary,
    '--club-accent': accent,
    '--club-warning': warning,
    '--club-logo-background': logo_background,
  };
  const onPrimary = readableTextOn(primary);
  if (onPrimary) properties['--club-on-primary'] = onPrimary;
  const onAccent = readableTextOn(accent);
  if (onAccent) properties['--club-on-accent'] = onAccent;
  return properties;
}
