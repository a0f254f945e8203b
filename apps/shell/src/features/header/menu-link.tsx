import { ClubPageLink } from './club-page-link';
import { ExternalLink } from './external-link';
import type { NavLinkEntry } from './menu-links';

interface MenuLinkProps {
  entry: NavLinkEntry;
  className?: string;
}

/** One menu link; the club's pages get aria-current="page" on their own page. */
export function MenuLink({ entry, className }: MenuLinkProps) {
  if (entry.target.kind === 'external') {
    return (
      <ExternalLink href={entry.target.href} className={className}>
        {entry.title}
      </ExternalLink>
    );
  }
  return (
    <ClubPageLink to={entry.target.to} className={className}>
      {entry.title}
    </ClubPageLink>
  );
}
