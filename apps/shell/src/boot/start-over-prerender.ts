// Only modules free of the shared libraries (React and the rest) may be imported here: the
// entry imports this before the shared singletons are negotiated.
import { holdEarlyPresses } from './early-presses';

/** What the entry loads to start the app (`./bootstrap`). */
export interface AppStart {
  /** Settles once the app has taken the page over. */
  started: Promise<unknown>;
  /** Lets the remotes whose content came with the page load their code. */
  wakeServerRenderedRemotes: () => void;
}

/**
 * Starts the app over the page in `root`, with `load` bringing the app's code, as soon as the
 * browser runs this entry (a module script: after the page is parsed). A page the server
 * prerendered (docs/adr/0016-*) is on screen and readable meanwhile; a press on one of its
 * buttons is held and given back once the app has taken the page over (early-presses.ts).
 */
export async function startOverPrerender(
  root: HTMLElement | null,
  load: () => Promise<AppStart>,
): Promise<void> {
  if (!root?.firstElementChild) {
    await load();
    return;
  }
  const early = holdEarlyPresses(root);
  const { started, wakeServerRenderedRemotes } = await load();
  await started;
  // A press held on a remote's content asks for its code now, rather than at the idle moment.
  early.replay(wakeServerRenderedRemotes);
}
