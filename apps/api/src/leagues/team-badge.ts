/** A team's badge as a small SVG: its initials on a colour picked from its name. */
export function teamBadgeSvg(name: string): string {
  const initials = name
    .replace(/[^\p{L}\s]/gu, '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  const hue = hash % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><path d="M32 2 58 12v20c0 15-11 25-26 30C17 57 6 47 6 32V12Z" fill="hsl(${hue} 55% 32%)"/><text x="32" y="40" font-family="Arial, sans-serif" font-size="20" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
}
