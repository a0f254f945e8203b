/**
 * The visitor's first moments on a prerendered page (docs/adr/0016-*): the server's HTML is on
 * screen and clickable before the app takes it over. Links work as plain links; a press on a
 * button would do nothing, so it is held and replayed on the same element once the app has
 * taken the page over (hydration keeps the server's elements). Any first input also tells the
 * page to stop waiting for its main image and start the app.
 */
export interface EarlyPresses {
  /** Settles on the visitor's first pointer, touch or key input. */
  firstInput: Promise<void>;
  /** Stops holding presses and replays the held ones that are still on the page. */
  replay: () => void;
}

const PRESSABLE = 'button, [role="button"], summary';
const FIRST_INPUTS = ['pointerdown', 'keydown', 'touchstart'] as const;

export function holdEarlyPresses(root: HTMLElement): EarlyPresses {
  const held: HTMLElement[] = [];
  let inputSeen: () => void = () => undefined;
  const firstInput = new Promise<void>((resolve) => {
    inputSeen = resolve;
  });

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || target.closest('a[href]')) return;
    const control = target.closest<HTMLElement>(PRESSABLE);
    if (control && root.contains(control) && !held.includes(control)) held.push(control);
  };
  const onInput = () => inputSeen();

  root.addEventListener('click', onClick, true);
  for (const type of FIRST_INPUTS)
    window.addEventListener(type, onInput, { capture: true, once: true });

  return {
    firstInput,
    replay() {
      root.removeEventListener('click', onClick, true);
      for (const type of FIRST_INPUTS) window.removeEventListener(type, onInput, true);
      for (const control of held.splice(0)) {
        if (control.isConnected) control.click();
      }
    },
  };
}
