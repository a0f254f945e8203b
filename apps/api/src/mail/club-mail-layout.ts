import { escapeHtml } from '@touchline/contracts';
import type { Language } from '@touchline/contracts/languages';
import { safeHttpUrl } from './html';
import { contrastRatio, MIN_TEXT_CONTRAST, readableTextOn } from '@touchline/validators';
import { safeHexColor } from './mail-colors';

/** What a club's mail looks like: from the club account record (name, logo, theme colours). */
export interface ClubBrand {
  readonly name: string;
  /** The logo's absolute URL, or null when the club has none. */
  readonly logoUrl: string | null;
  readonly primaryColor: string;
  readonly logoBackground: string;
}

/** A neutral dark blue for clubs whose primary colour cannot be read. */
export const DEFAULT_PRIMARY = '#0b2a6f';
const TEXT = '#1a1a1a';
const PAGE = '#f4f4f4';
const WHITE = '#ffffff';

/** The colours of a club's mail, each a `#rgb` or `#rrggbb` value safe inside a style. */
export function mailColors(brand: ClubBrand) {
  const primary = safeHexColor(brand.primaryColor, DEFAULT_PRIMARY);
  return {
    primary,
    // `primary` is a hex colour by now (safeHexColor), so both have an answer.
    onPrimary: readableTextOn(primary) ?? WHITE,
    logoBackground: safeHexColor(brand.logoBackground, WHITE),
    // Links take the primary colour only where it reads on white (WCAG AA for text).
    link: (contrastRatio(primary, WHITE) ?? 0) >= MIN_TEXT_CONTRAST ? primary : DEFAULT_PRIMARY,
  };
}

/**
 * A club's HTML mail: a header band in the club's primary colour with its logo (the club's name
 * as its text), the content, and a smaller footer; links in the primary colour. `content` and
 * `footer` are HTML the caller has made safe; every club value is escaped here. The layout has
 * no words of its own: `language` is the one the caller wrote the mail in (its `lang`).
 */
export function clubMailHtml(
  brand: ClubBrand,
  mail: {
    readonly title: string;
    readonly content: string;
    readonly footer: string;
    readonly language?: Language;
  },
): string {
  const colors = mailColors(brand);
  const name = escapeHtml(brand.name);
  const logoUrl = safeHttpUrl(brand.logoUrl);
  const header = logoUrl
    ? `<img src="${escapeHtml(logoUrl)}" alt="${name}" height="56" style="display:block;height:56px;width:auto;max-width:100%;background:${colors.logoBackground};border-radius:6px;padding:4px">`
    : `<span style="font-size:20px;font-weight:700">${name}</span>`;
  return `<!doctype html>
<html lang="${mail.language ?? 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(mail.title)}</title>
<style>a{color:${colors.link}}</style>
</head>
<body style="margin:0;padding:0;background:${PAGE};color:${TEXT};font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${PAGE}"><tr><td align="center" style="padding:16px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:${WHITE};border-radius:8px">
<tr><td style="background:${colors.primary};color:${colors.onPrimary};padding:16px 24px;border-radius:8px 8px 0 0">${header}</td></tr>
<tr><td style="padding:24px">
${mail.content}
</td></tr>
<tr><td style="padding:16px 24px;border-top:1px solid #dddddd;font-size:12px;color:#555555">${mail.footer}</td></tr>
</table>
</td></tr></table>
</body>
</html>`;
}
