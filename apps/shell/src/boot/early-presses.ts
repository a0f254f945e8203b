import { LIGHT_WIDGET } from '../features/header/light-widget';

/**
 * The visitor's first moments on a prerendered page (docs/adr/0016-*): the server's HTML is on
 * screen and clickable before the app takes it over. Links work as plain links; a press on a
 * button would do nothing, so it is held and replayed on the same element once the app has
 * taken the page over (hydration keeps the server's elements). So is a press on the header's
 * light sign-in link, which the app opens as a dialog over this page rather than as a page of
 * its own. A press on a remote's server-rendered content waits further, until that remote has
 * taken its content over (its root is marked ready). Any first input also tells the page to stop waiting for its main image and start
 * the app.
 */
export interface EarlyPresses {
  /** Settles on the visitor's first pointer, touch or key input. */
  firstInput: Promise<void>;
  /** Stops holding presses and replays the held ones that are still on the page. */
  replay: () => void;
}

const PRESSABLE = 'button, [role="button"], summary';
// As packages/federation's RemoteRoot marks a remote's root once its tree is mounted.
const REMOTE_ROOT = '[data-remote]';
const REMOTE_READY_ATTRIBUTE = 'data-remote-ready';
const REMOTE_READY_EVENT = 'touchline:remote-ready';

/** Presses the control now, or once the remote whose server markup holds it has taken it over. */
function pressWhenReady(control: HTMLElement, root: HTMLElement) {
  if (!control.isConnected) return;
  const remote = control.closest<HTMLElement>(REMOTE_ROOT);
  if (!remote || !root.contains(remote) || remote.hasAttribute(REMOTE_READY_ATTRIBUTE)) {
    control.click();
    return;
  }
  remote.addEventListener(
    REMOTE_READY_EVENT,
    () => {
      if (control.isConnected) control.click();
    },
    { once: true },
  );
}
const FIRST_INPUTS = ['pointerdown', 'keydown', 'touchstart'] as const;

export function holdEarlyPresses(root: HTMLElement): EarlyPresses {
  const held: HTMLElement[] = [];
  let inputSeen: () => void = () => undefined;
  const firstInput = new Promise<void>((resolve) => {
    inputSeen = resolve;
  });

  const hold = (control: HTMLElement | null) => {
    if (control && root.contains(control) && !held.includes(control)) held.push(control);
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    const light = target.closest<HTMLElement>(`[${LIGHT_WIDGET}]`);
    if (light && root.contains(light)) {
      event.preventDefault();
      hold(light);
    } else if (!target.closest('a[href]')) {
      hold(target.closest<HTMLElement>(PRESSABLE));
    }
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
      for (const control of held.splice(0)) pressWhenReady(control, root);
    },
  };
}
