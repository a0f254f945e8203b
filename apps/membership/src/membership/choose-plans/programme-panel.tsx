import type { Product, Program } from '@touchline/contracts';
import { useNotify } from '@touchline/notifications';
import { SkeletonTiles } from '@touchline/ui';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { PROGRAMMES_FAILED, useMembership } from '../state/membership-context';
import styles from './choose-plans.module.css';
import { EMPTY_PROGRAMME } from './plan-texts';

export interface ProgrammePanelProps {
  programme: Program;
  initiallyOpen: boolean;
  children: (products: Product[]) => ReactNode;
}

/** One programme of the accordion: opening it loads its plans and bundles. */
export function ProgrammePanel({ programme, initiallyOpen, children }: ProgrammePanelProps) {
  const { api, club } = useMembership();
  const notify = useNotify();
  const [open, setOpen] = useState(initiallyOpen);
  const [products, setProducts] = useState<Product[] | null>(null);
  const regionId = useId();

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
          notify.apiError(error, PROGRAMMES_FAILED);
        },
      );
    return () => controller.abort();
  }, [open, products, club, api, programme.program_id, notify]);

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
            <p>{EMPTY_PROGRAMME}</p>
          ) : (
            children(products)
          ))}
      </div>
    </section>
  );
}
