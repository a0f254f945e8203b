import type { Product, Program } from '@touchline/contracts';
import { useServerRead } from '@touchline/store/server-data';
import { SkeletonTiles } from '@touchline/ui';
import { useState, type ReactNode } from 'react';
import { useMembershipT } from '../../messages/membership-messages';
import { useMembership } from '../state/membership-context';
import { programmeProductsRead } from './choose-plans-reads';
import styles from './choose-plans.module.css';

export interface ProgrammePanelProps {
  programme: Program;
  initiallyOpen: boolean;
  children: (products: Product[]) => ReactNode;
}

/**
 * One programme of the accordion: opening it loads its plans and bundles (a programme the page
 * opened by itself may have come with them, see MembershipProvider).
 */
export function ProgrammePanel({ programme, initiallyOpen, children }: ProgrammePanelProps) {
  const { club, pageProducts } = useMembership();
  const t = useMembershipT();
  const [open, setOpen] = useState(initiallyOpen);
  // Once opened, a panel keeps its plans: closing it neither gives them up nor reads them again.
  const [opened, setOpened] = useState(initiallyOpen);
  const [fromPage] = useState(() => (initiallyOpen && pageProducts[programme.program_id]) || null);
  const { read } = useServerRead(
    programmeProductsRead,
    opened && !fromPage && club ? { club, programId: programme.program_id } : null,
    { notifyFailure: true, failureText: t('plans.programmesFailed') },
  );
  // A programme whose plans cannot be read shows as having none.
  const products: Product[] | null =
    fromPage ?? (read.state === 'loaded' ? read.value : read.state === 'failed' ? [] : null);
  // From the programme, not useId: the server's markup and the browser's have the same ids.
  const regionId = `programme-${programme.program_id}-plans`;

  return (
    <section className={styles.programme}>
      <h2 className={styles.programmeHeading}>
        <button
          type="button"
          className={styles.programmeToggle}
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => {
            setOpen(!open);
            setOpened(true);
          }}
        >
          {programme.title}
          <span aria-hidden="true" className={styles.toggleIcon}>
            {open ? '−' : '+'}
          </span>
        </button>
      </h2>
      <div id={regionId} role="region" aria-label={programme.title} hidden={!open}>
        {programme.description && <p className={styles.programmeText}>{programme.description}</p>}
        {open &&
          (products === null ? (
            <SkeletonTiles count={3} />
          ) : products.length === 0 ? (
            <p>{t('programme.empty')}</p>
          ) : (
            children(products)
          ))}
      </div>
    </section>
  );
}
