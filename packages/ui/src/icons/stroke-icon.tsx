import type { ReactNode, SVGProps } from 'react';

export type StrokeIconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/**
 * A decorative line glyph on a 24-unit grid, drawn in the text colour. Hidden from assistive
 * technology: every control that shows one also carries a text name.
 */
export function StrokeIcon({
  children,
  size = 24,
  ...props
}: StrokeIconProps & { children: ReactNode; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      {children}
    </svg>
  );
}
