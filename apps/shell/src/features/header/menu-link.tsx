import { NavLink } from 'react-router';
import { ExternalLink } from './external-link';
import type { NavLinkEntry } from './menu-links';

interface MenuLinkProps {
  entry: NavLinkEntry;
  className?: string;
}

/** One menu link; internal links get aria-current="page" on their own page. */
export function MenuLink({ entry, className }: MenuLinkProps) {
  if (entry.target.kind === 'external') {
    return (
      <ExternalLink href={entry.target.href} className={className}>
        {entry.title}
      </ExternalLink>
    );
  }
  return (
    <NavLink to={entry.target.to} end className={className}>
      {entry.title}
    </NavLink>
  );
}
