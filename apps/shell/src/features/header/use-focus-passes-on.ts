import { useEffect, useRef } from 'react';

/** The controls a remote's widget can be reached by. */
const CONTROL = 'a[href], button';

/**
 * For a stand-in of a remote's widget in the header: when the remote's widget replaces it while it
 * has the focus (React removes its element, and the browser's focus falls back to the page), the
 * focus passes to the widget's control in the same place, so a keyboard visitor keeps their place.
 * The returned ref goes on the stand-in's control; its place is the nearest `[data-slot]`.
 */
export function useFocusPassesOn<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const control = ref.current;
    const place = control?.closest('[data-slot]');
    if (!control || !place) return;
    // Focused before this effect ran: a stand-in put in the place of another took its focus.
    let focused = document.activeElement === control;
    const onFocus = () => {
      focused = true;
    };
    // A blur while the element stays on the page is the visitor moving on; one because it was
    // removed is not.
    const onBlur = () => {
      queueMicrotask(() => {
        if (control.isConnected) focused = false;
      });
    };
    control.addEventListener('focus', onFocus);
    control.addEventListener('blur', onBlur);
    return () => {
      control.removeEventListener('focus', onFocus);
      control.removeEventListener('blur', onBlur);
      // Runs after React has put what replaces the stand-in on the page.
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (focused && !control.isConnected && lost) {
        place.querySelector<HTMLElement>(CONTROL)?.focus();
      }
    };
  }, []);
  return ref;
}
