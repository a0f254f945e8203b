import { useEffect, useRef, type MouseEvent } from 'react';
import { LIGHT_WIDGET } from './light-widget';

interface Pending {
  slot: string;
  click: boolean;
}

const controlIn = (slot: Element | null) => slot?.querySelector<HTMLElement>('a[href], button');
const isLight = (element: Element) => element.closest(`[${LIGHT_WIDGET}]`) !== null;

/**
 * The hand-over from the shell's light header widgets to the remotes' own: a click on a light
 * widget waits for the remote and is replayed on its control (the remote's sign-in opens its
 * dialog, its cart button its sheet); a widget that had the focus passes it on, so a keyboard
 * visitor does not lose their place when the remote arrives.
 */
export function useReplayClick() {
  const containerRef = useRef<HTMLDivElement>(null);
  const pending = useRef<Pending | null>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const track = (event: FocusEvent) => {
      const slot = (event.target as Element).closest('[data-slot]');
      if (slot && isLight(event.target as Element) && !pending.current?.click) {
        pending.current = { slot: slot.getAttribute('data-slot') ?? '', click: false };
      }
    };
    const observer = new MutationObserver(() => {
      const want = pending.current;
      if (!want) return;
      const control = controlIn(container.querySelector(`[data-slot="${want.slot}"]`));
      if (!control) return;
      const focusLost = document.activeElement === document.body || !document.activeElement;
      if (focusLost || want.click) control.focus();
      if (isLight(control)) return;
      pending.current = null;
      if (want.click) control.click();
    });
    container.addEventListener('focusin', track);
    observer.observe(container, { childList: true, subtree: true });
    return () => {
      container.removeEventListener('focusin', track);
      observer.disconnect();
    };
  }, []);

  function captureClick(event: MouseEvent<HTMLElement>, reach: () => void) {
    const target = event.target as Element;
    const slot = target.closest('[data-slot]');
    if (!slot || !isLight(target)) return;
    // The remote's control does what the visitor asked, once it is there.
    event.preventDefault();
    event.stopPropagation();
    pending.current = { slot: slot.getAttribute('data-slot') ?? '', click: true };
    reach();
  }

  return { containerRef, captureClick };
}
