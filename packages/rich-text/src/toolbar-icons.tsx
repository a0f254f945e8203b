import { StrokeIcon } from '@touchline/ui';

/**
 * The toolbar's glyphs other than letters, drawn as lines: an emoji or symbol character shows as
 * an empty box in a browser without a font for it.
 */
const SIZE = 18;

export function BulletedListIcon() {
  return (
    <StrokeIcon size={SIZE}>
      <path d="M9 6h11M9 12h11M9 18h11" />
      <circle cx="4.5" cy="6" r="1" fill="currentColor" />
      <circle cx="4.5" cy="12" r="1" fill="currentColor" />
      <circle cx="4.5" cy="18" r="1" fill="currentColor" />
    </StrokeIcon>
  );
}

export function NumberedListIcon() {
  return (
    <StrokeIcon size={SIZE}>
      <path d="M10 6h10M10 12h10M10 18h10" />
      {/* 1, 2 and 3 as strokes beside the lines. */}
      <path d="M4 4.5l1.5-1v5" strokeWidth="1.5" />
      <path d="M3.5 10.5a1.5 1.5 0 0 1 3 .3L3.5 14.5h3" strokeWidth="1.5" />
      <path d="M3.5 16.5h3l-1.7 1.8a1.4 1.4 0 1 1-1.3 2.2" strokeWidth="1.5" />
    </StrokeIcon>
  );
}

export function LinkIcon() {
  return (
    <StrokeIcon size={SIZE}>
      <path d="M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7" />
      <path d="M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7" />
    </StrokeIcon>
  );
}

export function ImageIcon() {
  return (
    <StrokeIcon size={SIZE}>
      <rect x="3" y="3" width="18" height="18" rx="2" />
      <circle cx="8.5" cy="8.5" r="1.5" />
      <path d="M21 15l-5-5L5 21" />
    </StrokeIcon>
  );
}
