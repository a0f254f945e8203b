import { REMOTE_HYDRATED, REMOTE_TAKE_OVER_ROOT } from '@touchline/federation/markers';
import { LIGHT_WIDGET } from '../features/header/light-widget';

/**
 * The visitor's first moments on a prerendered page (docs/adr/0016-*): the server's HTML is on
 * screen and clickable before the app takes it over. Links work as plain links; a press on a
 * button would do nothing, so it is held and replayed on the same element once the app has
 * taken the page over (hydration keeps the server's elements). So is a press on the header's
 * light sign-in link, which the app opens as a dialog over this page rather than as a page of
 * its own. A remote's server-rendered content (an article, the membership page) is taken over
 * later, its code loading once the page is idle, or sooner when the visitor reaches for it
 * (packages/federation server-rendered-remotes.ts): a press on it is held until the remote's root
 * says its code has taken the content over (`REMOTE_HYDRATED`), also after the app has started,
 * however long the code takes to arrive (on a busy phone, seconds), and asks for that code: the
 * press is what the visitor meant, made once, unless its control has left the page by then. A
 * choice in one of its selects is made again then.
 */
export interface EarlyPresses {
  /**
   * Stops holding presses on the app's own markup and replays the held ones that are still on
   * the page; presses on a remote's markup wait for that remote. From then on, a press or a
   * choice waiting for a remote asks for the remotes' code (`loadRemotes`), as one held before
   * did already.
   */
  replay: (loadRemotes?: () => void) => void;
}

const PRESSABLE = 'button, [role="button"], summary';

/**
 * The remotes' server-rendered roots (and their parts that load on their own) on the page, and
 * whether each remote's code has taken that content over: the root or part says so
 * (`REMOTE_HYDRATED`, packages/federation remote-markers.ts), and what waited for it is done
 * then, once.
 */
function remoteTakeOvers(root: HTMLElement) {
  const serverRoots = new Set(root.querySelectorAll(REMOTE_TAKE_OVER_ROOT));
  const takenOver = new WeakSet<Element>();
  const waiting = new Map<Element, Array<() => void>>();
  // The innermost root or part the server sent around the control: the one whose word counts.
  const rootOf = (control: Element) => {
    let at = control.closest(REMOTE_TAKE_OVER_ROOT);
    while (at && !serverRoots.has(at))
      at = at.parentElement?.closest(REMOTE_TAKE_OVER_ROOT) ?? null;
    return at ?? undefined;
  };
  const onHydrated = (event: Event) => {
    const remote = event.target instanceof Element ? event.target : null;
    if (!remote) return;
    takenOver.add(remote);
    const acts = waiting.get(remote) ?? [];
    waiting.delete(remote);
    for (const act of acts) act();
  };
  root.addEventListener(REMOTE_HYDRATED, onHydrated);
  return {
    /** Whether the control is in a remote's server markup that its code has not taken over. */
    waitsForRemote(control: Element): boolean {
      const remote = rootOf(control);
      return remote !== undefined && !takenOver.has(remote);
    },
    /**
     * Acts once the remote whose server markup holds the control has taken it over; dropped
     * when the control is gone by then (the visitor left the page, or the content was rendered
     * afresh).
     */
    whenTakenOver(control: HTMLElement, act: () => void): void {
      const remote = rootOf(control);
      if (!remote || takenOver.has(remote)) {
        act();
        return;
      }
      const acts = waiting.get(remote) ?? [];
      acts.push(() => {
        if (control.isConnected) act();
      });
      waiting.set(remote, acts);
    },
  };
}

export function holdEarlyPresses(root: HTMLElement): EarlyPresses {
  const held: HTMLElement[] = [];
  const waiting = new Set<HTMLElement>();
  // The remotes' content the server sent (an article, the membership page).
  const remotes = remoteTakeOvers(root);
  let started = false;
  // What loads the remotes' code, once the app has started; until then, whether it was asked for.
  let loadRemotes: (() => void) | undefined;
  let remoteAsked = false;
  const askForRemotes = () => {
    if (loadRemotes) loadRemotes();
    else remoteAsked = true;
  };

  const hold = (control: HTMLElement | null) => {
    if (control && root.contains(control) && !held.includes(control)) held.push(control);
  };
  const waitFor = (control: HTMLElement) => {
    if (waiting.has(control)) return;
    waiting.add(control);
    askForRemotes();
    remotes.whenTakenOver(control, () => control.click());
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    if (started) {
      // The app runs; a remote's server markup waits for its remote's code. The press is kept
      // from the app (which cannot handle it yet) and made again once the remote has taken the
      // control over, once per control.
      const control = target.closest('a[href]') ? null : target.closest<HTMLElement>(PRESSABLE);
      if (!control || !remotes.waitsForRemote(control)) return;
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
  // A choice in a select of a remote's server markup, before the remote has taken it over:
  // React, taking the select over, renders its own value, so the choice is made again then and
  // announced as the visitor's change.
  const onChange = (event: Event) => {
    const select = event.target instanceof HTMLSelectElement ? event.target : null;
    if (!select || !remotes.waitsForRemote(select)) return;
    const value = select.value;
    askForRemotes();
    remotes.whenTakenOver(select, () => {
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
  };

  root.addEventListener('click', onClick, true);
  root.addEventListener('change', onChange, true);

  return {
    replay(load) {
      started = true;
      loadRemotes = load;
      if (remoteAsked) load?.();
      for (const control of held.splice(0)) {
        if (!control.isConnected) continue;
        if (remotes.waitsForRemote(control)) waitFor(control);
        else control.click();
      }
    },
  };
}
