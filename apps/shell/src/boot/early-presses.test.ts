import { REMOTE_HYDRATED } from '@touchline/federation/markers';
import { holdEarlyPresses } from './early-presses';

function prerendered() {
  document.body.innerHTML = `
    <div id="root">
      <button type="button">I understand</button>
      <a href="/news">News</a>
      <a href="/authentication/check-email?origin=appHeader" data-light-widget>Sign in</a>
      <button type="button"><span>Cart, 0 items</span></button>
    </div>
    <button type="button" id="outside">Outside</button>`;
  return document.getElementById('root') as HTMLElement;
}

/** The remote's root (or a part of it) says its code has taken its server markup over (as `RemoteRoot` does). */
const tookOver = (root: HTMLElement, part = '[data-remote]') =>
  root
    .querySelector(part)
    ?.dispatchEvent(
      new CustomEvent(REMOTE_HYDRATED, { bubbles: true, detail: { remote: 'membership' } }),
    );

/** The prerendered page with the membership remote's server markup, its presses held. */
function heldWithRemoteMarkup(markup: string) {
  const root = prerendered();
  root.insertAdjacentHTML('beforeend', `<div data-remote="membership">${markup}</div>`);
  return { root, early: holdEarlyPresses(root) };
}

/**
 * The prerendered page with the membership remote's server markup, once the app has started
 * (held presses replayed), and the presses that reach the app's listener on the root.
 */
function startedWithRemoteMarkup(markup: string) {
  const { root, early } = heldWithRemoteMarkup(markup);
  early.replay();
  const pressed = jest.fn();
  root.addEventListener('click', pressed);
  return { root, pressed };
}

const button = (name: string) =>
  [...document.querySelectorAll('button')].find(
    (element) => element.textContent === name,
  ) as HTMLElement;

describe('presses before the app takes over the prerendered page', () => {
  it('are replayed once on the same buttons, in order, when the app has taken over', () => {
    const root = prerendered();
    const early = holdEarlyPresses(root);
    button('I understand').click();
    (document.querySelector('span') as HTMLElement).click();
    button('I understand').click();

    const pressed: string[] = [];
    root.addEventListener('click', (event) => {
      pressed.push((event.target as Element).closest('button')?.textContent ?? '');
    });
    early.replay();
    expect(pressed).toEqual(['I understand', 'Cart, 0 items']);
    // Once replayed, presses are the app's own again.
    button('I understand').click();
    expect(pressed).toHaveLength(3);
  });

  it('leave links and controls outside the page alone', () => {
    const root = prerendered();
    const early = holdEarlyPresses(root);
    (document.querySelector('a') as HTMLElement).addEventListener('click', (event) =>
      event.preventDefault(),
    );
    (document.querySelector('a') as HTMLElement).click();
    button('Outside').click();
    const pressed: Element[] = [];
    document.addEventListener('click', (event) => pressed.push(event.target as Element));
    early.replay();
    expect(pressed).toEqual([]);
  });

  it("hold the header's light sign-in link instead of following it, to open it over the page", () => {
    const root = prerendered();
    const early = holdEarlyPresses(root);
    const signIn = document.querySelector('[data-light-widget]') as HTMLElement;
    const followed: boolean[] = [];
    root.addEventListener('click', (event) => followed.push(!event.defaultPrevented));
    signIn.click();
    expect(followed).toEqual([false]);
    early.replay();
    expect(followed).toEqual([false, true]);
  });

  it("on a remote's server-rendered content wait until that remote has taken it over", () => {
    jest.useFakeTimers();
    const root = prerendered();
    root.insertAdjacentHTML(
      'beforeend',
      '<div data-remote="membership"><button type="button">Membership 2027</button><button type="button">Academy 2027</button></div>',
    );
    const early = holdEarlyPresses(root);
    button('Membership 2027').click();
    button('I understand').click();
    // The app's own listener, on the same root (as React's), added when the app starts.
    const pressed: string[] = [];
    early.replay();
    root.addEventListener('click', (event) => {
      pressed.push((event.target as Element).closest('button')?.textContent ?? '');
    });
    button('I understand').click();
    expect(pressed).toEqual(['I understand']);

    // After the app has started, a press on the remote's markup still waits for the remote.
    button('Academy 2027').click();
    button('Academy 2027').click();
    jest.advanceTimersByTime(500);
    expect(pressed).toEqual(['I understand']);
    // The remote's code takes its markup over, and its root says so.
    tookOver(root);
    expect(pressed).toEqual(['I understand', 'Membership 2027', 'Academy 2027']);
    // The remote's own now.
    button('Academy 2027').click();
    expect(pressed).toEqual(['I understand', 'Membership 2027', 'Academy 2027', 'Academy 2027']);
    jest.useRealTimers();
  });

  it("in a part of a remote's markup that loads on its own wait for that part, not the root", () => {
    const { root, pressed } = startedWithRemoteMarkup(
      '<div data-remote-part=""><button type="button">Membership 2027</button></div>',
    );
    button('Membership 2027').click();
    // The remote's root is taken over; its page, loading on its own, not yet.
    tookOver(root);
    expect(pressed).not.toHaveBeenCalled();
    tookOver(root, '[data-remote-part]');
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it("on a remote's server markup are made once its code has taken over, however long that took", () => {
    // On a busy phone (or a machine whose cores are all taken) the remote's code can take well
    // over ten seconds: the press the visitor made is still what they meant, and is made once.
    jest.useFakeTimers();
    const { root, pressed } = startedWithRemoteMarkup(
      '<button type="button">Membership 2027</button>',
    );
    button('Membership 2027').click();
    jest.advanceTimersByTime(60_000);
    button('Membership 2027').click();
    expect(pressed).not.toHaveBeenCalled();
    tookOver(root);
    expect(pressed).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
  });

  it("on a remote's server markup are dropped when the control is gone by the time it takes over", () => {
    const { root, pressed } = startedWithRemoteMarkup(
      '<button type="button">Membership 2027</button>',
    );
    const control = button('Membership 2027');
    control.click();
    control.remove();
    tookOver(root);
    expect(pressed).not.toHaveBeenCalled();
  });

  it("make a choice in a remote's server-rendered select again once the remote has taken it over", () => {
    jest.useFakeTimers();
    const root = prerendered();
    root.insertAdjacentHTML(
      'beforeend',
      '<div data-remote="membership"><select aria-label="Show"><option>All</option><option>Kit</option></select></div>',
    );
    const select = root.querySelector('select') as HTMLSelectElement;
    const early = holdEarlyPresses(root);
    early.replay();
    const chosen: string[] = [];
    root.addEventListener('change', () => chosen.push(select.value));
    select.value = 'Kit';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    // The remote takes the select over (showing the visitor's choice or the value it renders).
    tookOver(root);
    expect(select.value).toBe('Kit');
    expect(chosen).toEqual(['Kit', 'Kit']);
    // The remote's own now: a choice is not made twice.
    select.value = 'All';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    jest.advanceTimersByTime(100);
    expect(chosen).toEqual(['Kit', 'Kit', 'All']);
    jest.useRealTimers();
  });

  it('are dropped when the app renders the page afresh instead', () => {
    const root = prerendered();
    const early = holdEarlyPresses(root);
    const control = button('I understand');
    control.click();
    const pressed = jest.fn();
    control.addEventListener('click', pressed);
    root.replaceChildren();
    early.replay();
    expect(pressed).not.toHaveBeenCalled();
  });

  it("on a remote's server markup ask for the remotes' code, held before the app started", () => {
    const { early } = heldWithRemoteMarkup('<button type="button">Membership 2027</button>');
    button('Membership 2027').click();
    const loadRemotes = jest.fn();
    early.replay(loadRemotes);
    expect(loadRemotes).toHaveBeenCalledTimes(1);
  });

  it("on a remote's server markup ask for the remotes' code once the app runs, and on its own markup do not", () => {
    const { early } = heldWithRemoteMarkup('<button type="button">Membership 2027</button>');
    button('I understand').click();
    const loadRemotes = jest.fn();
    early.replay(loadRemotes);
    button('I understand').click();
    expect(loadRemotes).not.toHaveBeenCalled();
    button('Membership 2027').click();
    expect(loadRemotes).toHaveBeenCalledTimes(1);
  });
});
