import { useEffect, useRef, type MouseEvent } from 'react';
import { LIGHT_WIDGET } from './light-widget';

interface Pending {
  slot: string;
  click: boolean;
}

const controlIn = (slot: Element | null) => slot?.querySelector<HTMLElement>('a[href], button');
const isLight = (element: Element) => element.closest(`[${LIGHT_WIDGET}]`) !== null;
const slotOf = (element: Element) => element.closest('[data-slot]')?.getAttribute('data-slot');

/**
 * The hand-over from the shell's light header widgets to the remotes' own: a click on a light
 * widget waits for the remote and is replayed on its control (the remote's sign-in opens its
 * dialog, its cart button its sheet); a widget that had the focus passes it on, so a keyboard
 * visitor does not lose their place when the remote arrives. A press that began on a light
 * widget which the remote's control replaced before the press ended gets no click from the
 * browser (it began and ended on different elements): it is made here. `reach` (stable across
 * renders) starts the remotes' loading.
 */
export function useReplayClick(reach: () => void) {
  const containerRef = useRef<HTMLDivElement>(null);
  const pending = useRef<Pending | null>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    /** Passes the focus, and the click the visitor made, to the remote's control once it is there. */
    const handOver = () => {
      const want = pending.current;
      if (!want) return;
      const control = controlIn(container.querySelector(`[data-slot="${want.slot}"]`));
      if (!control) return;
      const focusLost = document.activeElement === document.body || !document.activeElement;
      if (focusLost || want.click) control.focus();
      if (isLight(control)) return;
      pending.current = null;
      if (want.click) control.click();
    };
    const track = (event: FocusEvent) => {
      const slot = slotOf(event.target as Element);
      if (slot && isLight(event.target as Element) && !pending.current?.click) {
        pending.current = { slot, click: false };
      }
    };
    let pressed: { slot: string; on: Element } | null = null;
    const pressStarts = (event: PointerEvent) => {
      const target = event.target as Element;
      const slot = slotOf(target);
      pressed = slot && isLight(target) ? { slot, on: target } : null;
    };
    const pressEnds = (event: PointerEvent) => {
      const press = pressed;
      pressed = null;
      if (!press || press.on.isConnected) return;
      if (slotOf(event.target as Element) !== press.slot) return;
      pending.current = { slot: press.slot, click: true };
      reach();
      handOver();
    };
    const observer = new MutationObserver(handOver);
    container.addEventListener('focusin', track);
    container.addEventListener('pointerdown', pressStarts);
    container.addEventListener('pointerup', pressEnds);
    observer.observe(container, { childList: true, subtree: true });
    return () => {
      container.removeEventListener('focusin', track);
      container.removeEventListener('pointerdown', pressStarts);
      container.removeEventListener('pointerup', pressEnds);
      observer.disconnect();
    };
  }, [reach]);

  function captureClick(event: MouseEvent<HTMLElement>) {
    const target = event.target as Element;
    const slot = slotOf(target);
    if (!slot || !isLight(target)) return;
    // The remote's control does what the visitor asked, once it is there.
    event.preventDefault();
    event.stopPropagation();
    pending.current = { slot, click: true };
    reach();
  }

  return { containerRef, captureClick };
}
