import { LIGHT_WIDGET } from '../features/header/light-widget';

/**
 * The visitor's first moments on a prerendered page (docs/adr/0016-*): the server's HTML is on
 * screen and clickable before the app takes it over. Links work as plain links; a press on a
 * button would do nothing, so it is held and replayed on the same element once the app has
 * taken the page over (hydration keeps the server's elements). So is a press on the header's
 * light sign-in link, which the app opens as a dialog over this page rather than as a page of
 * its own. A remote's server-rendered content (an article, the membership page) is taken over
 * later: its code loads at the visitor's first input on it (packages/federation
 * server-rendered-remotes.ts), and a press on it is held until React has taken that control
 * over, also after the app has started (at most 10 s); a choice in one of its selects is made
 * again then. Any first input also tells the page to stop waiting for its main image and start
 * the app; a pointer that entered a remote's content before then wakes that content once the app
 * has started, as a pointer resting there sends nothing more.
 */
export interface EarlyPresses {
  /** Settles on the visitor's first pointer, touch or key input. */
  firstInput: Promise<void>;
  /**
   * Whether the visitor's pointer entered a remote's server markup before the app started: a
   * pointer resting there sends no further event for the remote's own wake to hear.
   */
  readonly remoteReached: boolean;
  /**
   * Stops holding presses on the app's own markup and replays the held ones that are still on
   * the page; presses on a remote's markup wait for that remote.
   */
  replay: () => void;
}

const PRESSABLE = 'button, [role="button"], summary';
const FIRST_INPUTS = ['pointerdown', 'keydown', 'touchstart'] as const;
/** The root of a remote's content in the server's markup (packages/federation RemoteRoot). */
const REMOTE_ROOT = '[data-remote]';
/** How long a press on a remote's server markup waits for the remote before it is dropped. */
export const REMOTE_TAKEOVER_WAIT_MS = 10_000;
const POLL_MS = 50;

/**
 * Whether React has taken a server-rendered element over: hydrating an element, React keeps
 * its props on it (`__reactProps$…`); an element of a boundary still waiting for its code has
 * none. Read only to know when a held press can be replayed.
 */
function hydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

/**
 * Acts on the control now, or once the remote whose server markup holds it has taken it over
 * (dropped when it is gone or the remote is not there in time).
 */
function whenTakenOver(control: HTMLElement, waitingRemote: boolean, act: () => void): void {
  if (!waitingRemote || hydrated(control)) {
    act();
    return;
  }
  const giveUp = Date.now() + REMOTE_TAKEOVER_WAIT_MS;
  const poll = setInterval(() => {
    if (!control.isConnected || Date.now() > giveUp) clearInterval(poll);
    else if (hydrated(control)) {
      clearInterval(poll);
      act();
    }
  }, POLL_MS);
}

function pressWhenTakenOver(control: HTMLElement, waitingRemote: boolean): void {
  whenTakenOver(control, waitingRemote, () => control.click());
}

/**
 * A choice made in a select of a remote's server markup: React, taking the select over, renders
 * its own value (and may or may not show it), so the choice is made again once it has, and
 * announced as the visitor's change.
 */
function chooseWhenTakenOver(select: HTMLSelectElement, value: string): void {
  whenTakenOver(select, true, () => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

export function holdEarlyPresses(root: HTMLElement): EarlyPresses {
  const held: HTMLElement[] = [];
  const waiting = new Set<HTMLElement>();
  // The remotes' content the server sent (an article, the membership page).
  const serverRemotes = [...root.querySelectorAll<HTMLElement>(REMOTE_ROOT)];
  const inServerRemote = (control: Element) =>
    serverRemotes.some((remote) => remote.isConnected && remote.contains(control));
  let started = false;
  let inputSeen: () => void = () => undefined;
  const firstInput = new Promise<void>((resolve) => {
    inputSeen = resolve;
  });

  const hold = (control: HTMLElement | null) => {
    if (control && root.contains(control) && !held.includes(control)) held.push(control);
  };
  const waitFor = (control: HTMLElement) => {
    if (waiting.has(control)) return;
    waiting.add(control);
    pressWhenTakenOver(control, true);
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    if (started) {
      // The app runs; a remote's server markup waits for its remote's code. The press is kept
      // from the app (which cannot handle it yet) and replayed once the remote has taken the
      // control over, once per control.
      const control = target.closest('a[href]') ? null : target.closest<HTMLElement>(PRESSABLE);
      if (!control || !inServerRemote(control) || hydrated(control)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      waitFor(control);
      return;
    }
    const light = target.closest<HTMLElement>(`[${LIGHT_WIDGET}]`);
    if (light && root.contains(light)) {
      event.preventDefault();
      hold(light);
    } else if (!target.closest('a[href]')) {
      hold(target.closest<HTMLElement>(PRESSABLE));
    }
  };
  const onInput = () => inputSeen();
  let remoteReached = false;
  const onPointerOver = (event: Event) => {
    if (event.target instanceof Element && inServerRemote(event.target)) remoteReached = true;
  };
  // A choice in a select of a remote's server markup, before the remote has taken it over.
  const onChange = (event: Event) => {
    const select = event.target instanceof HTMLSelectElement ? event.target : null;
    if (!select || !inServerRemote(select) || hydrated(select)) return;
    chooseWhenTakenOver(select, select.value);
  };

  root.addEventListener('click', onClick, true);
  root.addEventListener('change', onChange, true);
  root.addEventListener('pointerover', onPointerOver, { capture: true, passive: true });
  for (const type of FIRST_INPUTS)
    window.addEventListener(type, onInput, { capture: true, once: true });

  return {
    firstInput,
    get remoteReached() {
      return remoteReached;
    },
    replay() {
      started = true;
      root.removeEventListener('pointerover', onPointerOver, true);
      for (const type of FIRST_INPUTS) window.removeEventListener(type, onInput, true);
      for (const control of held.splice(0)) {
        if (!control.isConnected) continue;
        if (inServerRemote(control)) waitFor(control);
        else control.click();
      }
    },
  };
}
