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
    const root = prerendered();
    root.insertAdjacentHTML(
      'beforeend',
      '<div data-remote="membership"><button type="button">Membership 2027</button></div>',
    );
    const early = holdEarlyPresses(root);
    button('Membership 2027').click();
    button('I understand').click();
    const pressed: string[] = [];
    root.addEventListener('click', (event) => {
      pressed.push((event.target as Element).closest('button')?.textContent ?? '');
    });
    early.replay();
    expect(pressed).toEqual(['I understand']);
    const remote = root.querySelector('[data-remote]') as HTMLElement;
    remote.setAttribute('data-remote-ready', '');
    remote.dispatchEvent(new Event('touchline:remote-ready'));
    expect(pressed).toEqual(['I understand', 'Membership 2027']);
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

  it("tell the page the visitor's first input arrived", async () => {
    const early = holdEarlyPresses(prerendered());
    let arrived = false;
    void early.firstInput.then(() => {
      arrived = true;
    });
    await Promise.resolve();
    expect(arrived).toBe(false);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    await early.firstInput;
    expect(arrived).toBe(true);
  });
});
