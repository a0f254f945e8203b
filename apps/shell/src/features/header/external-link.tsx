import { useId, type ReactNode } from 'react';
import { useShellT } from '../../app/shell-messages';

interface ExternalLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
}

/**
 * A link to another site, opened in a new tab. The new-tab hint is the link's description
 * rather than part of its name, so the name stays the visible title (WCAG 2.5.3).
 */
export function ExternalLink({ href, className, children }: ExternalLinkProps) {
  const hintId = useId();
  const t = useShellT();
  return (
    <>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-describedby={hintId}
        className={className}
      >
        {children}
      </a>
      <span id={hintId} hidden>
        {t('link.newTab')}
      </span>
    </>
  );
}
