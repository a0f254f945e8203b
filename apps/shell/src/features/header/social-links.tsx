import type { ClubAccount } from '@touchline/contracts';
import type { ComponentType } from 'react';
import { VisuallyHidden } from '@touchline/ui';
import { ExternalLink } from './external-link';
import { FacebookIcon, InstagramIcon, TwitterIcon } from './icons';
import { absoluteUrl } from './menu-links';
import styles from './social-links.module.css';

interface SocialNetwork {
  key: 'facebook' | 'twitter' | 'instagram';
  label: string;
  Icon: ComponentType;
}

const NETWORKS: readonly SocialNetwork[] = [
  { key: 'facebook', label: 'Facebook', Icon: FacebookIcon },
  { key: 'twitter', label: 'Twitter', Icon: TwitterIcon },
  { key: 'instagram', label: 'Instagram', Icon: InstagramIcon },
];

export interface SocialLink extends SocialNetwork {
  href: string;
}

/** The club's social profiles that are filled in, in a fixed order. */
export function socialLinksOf(account: ClubAccount): SocialLink[] {
  return NETWORKS.flatMap((network) => {
    const url = account[network.key]?.trim();
    return url ? [{ ...network, href: absoluteUrl(url) }] : [];
  });
}

interface SocialLinksProps {
  account: ClubAccount;
  /** Extra class for the list, e.g. to set its colours. */
  className?: string;
}

/** Icon links to the club's social profiles; each is named after its network. */
export function SocialLinks({ account, className }: SocialLinksProps) {
  const links = socialLinksOf(account);
  if (links.length === 0) return null;
  return (
    <ul className={[styles.list, className].filter(Boolean).join(' ')}>
      {links.map(({ key, label, href, Icon }) => (
        <li key={key}>
          <ExternalLink href={href} className={styles.link}>
            <Icon />
            <VisuallyHidden>{label}</VisuallyHidden>
          </ExternalLink>
        </li>
      ))}
    </ul>
  );
}
