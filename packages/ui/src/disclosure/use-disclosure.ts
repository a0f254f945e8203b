import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

interface DisclosureOptions {
  /** Close when keyboard focus moves to something outside the disclosure. */
  closeOnFocusOut?: boolean;
}

/**
 * Open/closed state of a navigation disclosure (a button that shows a panel of links). While
 * open it closes on Escape (focus goes back to the button), on a press outside it, when one of
 * its links is followed, and on any navigation.
 */
export function useDisclosure<Root extends HTMLElement>({
  closeOnFocusOut = false,
}: DisclosureOptions = {}) {
  const { key: locationKey } = useLocation();
  // Remember the location the panel was opened on: any navigation makes it stale.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  if (openedAt !== null && openedAt !== locationKey) setOpenedAt(null);
  const open = openedAt === locationKey;

  const rootRef = useRef<Root>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => setOpenedAt(null), []);
  const toggle = useCallback(
    () => setOpenedAt((current) => (current === locationKey ? null : locationKey)),
    [locationKey],
  );

  useEffect(() => {
    const root = rootRef.current;
    if (!open || !root) return;

    const onPointerDown = (event: Event) => {
      if (!root.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // The innermost open disclosure handles Escape; the ones around it stay open.
      event.stopPropagation();
      close();
      buttonRef.current?.focus();
    };
    // Following a link to the page already shown does not navigate, so close explicitly.
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('a')) close();
    };
    const onFocusOut = (event: FocusEvent) => {
      // A null target (focus dropped on the page background) is left to the outside press.
      const next = event.relatedTarget;
      if (closeOnFocusOut && next instanceof Node && !root.contains(next)) close();
    };

    document.addEventListener('pointerdown', onPointerDown);
    root.addEventListener('keydown', onKeyDown);
    root.addEventListener('click', onClick);
    root.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      root.removeEventListener('keydown', onKeyDown);
      root.removeEventListener('click', onClick);
      root.removeEventListener('focusout', onFocusOut);
    };
  }, [open, close, closeOnFocusOut]);

  return { open, toggle, close, rootRef, buttonRef };
}
