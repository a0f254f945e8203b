import { StrokeIcon, type StrokeIconProps } from './stroke-icon';

/** Three bars: the toggle of a navigation collapsed on a small screen. */
export const MenuIcon = (props: StrokeIconProps) => (
  <StrokeIcon {...props}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </StrokeIcon>
);

/** A cross: closes what is open (the same toggle, once the navigation shows). */
export const CloseIcon = (props: StrokeIconProps) => (
  <StrokeIcon {...props}>
    <path d="M6 6l12 12M18 6L6 18" />
  </StrokeIcon>
);
