import type { Product, Program } from '@touchline/contracts';
import { useNotify } from '@touchline/notifications';
import { SkeletonTiles } from '@touchline/ui';
import { useEffect, useState, type ReactNode } from 'react';
import { useMembershipT } from '../../messages/membership-messages';
import { useMembership } from '../state/membership-context';
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
  const { api, club, pageProducts } = useMembership();
  const notify = useNotify();
  const t = useMembershipT();
  const [open, setOpen] = useState(initiallyOpen);
  const [products, setProducts] = useState<Product[] | null>(
    () => (initiallyOpen && pageProducts[programme.program_id]) || null,
  );
  // From the programme, not useId: the server's markup and the browser's have the same ids.
  const regionId = `programme-${programme.program_id}-plans`;

  useEffect(() => {
    if (!open || products !== null || !club) return;
    const controller = new AbortController();
    api
      .getProducts(
        club,
        { 'type[]': ['Plan', 'Bundle'], 'program_id[]': [programme.program_id] },
        { signal: controller.signal },
      )
      .then(
        (page) => setProducts(page.data),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setProducts([]);
          notify.apiError(error, t('plans.programmesFailed'));
        },
      );
    return () => controller.abort();
  }, [open, products, club, api, programme.program_id, notify, t]);

  return (
    <section className={styles.programme}>
      <h2 className={styles.programmeHeading}>
        <button
          type="button"
          className={styles.programmeToggle}
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => setOpen(!open)}
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
