import { StrokeIcon, type StrokeIconProps } from '@touchline/ui';

// Decorative glyphs: every control that shows one also carries a text name.
type IconProps = StrokeIconProps;
const Icon = StrokeIcon;

export const ChevronDownIcon = (props: IconProps) => (
  <Icon size={16} {...props}>
    <path d="M6 9l6 6 6-6" />
  </Icon>
);

export const SignInIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
  </Icon>
);

export const FacebookIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6.5v3.5H9V21h3.5v-7.5H15l.5-3.5h-3V7a1 1 0 0 1 1-1H15z" />
  </Icon>
);

export const TwitterIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 4h4l12 16h-4z" />
    <path d="M20 4l-6.6 7.3M4 20l6.6-7.3" />
  </Icon>
);

export const InstagramIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.25" cy="6.75" r="0.75" fill="currentColor" />
  </Icon>
);

export const CartIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="8" cy="20" r="1.5" />
    <circle cx="17" cy="20" r="1.5" />
    <path d="M2 3h3l2.6 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20.5 7H6" />
  </Icon>
);
