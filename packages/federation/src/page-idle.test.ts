import { forgetPageIdle, savesData, whenPageIdle } from './page-idle';

type IdleCallback = () => void;

describe('the page idle moment', () => {
  let idleCallbacks: IdleCallback[];
  let readyState: DocumentReadyState;

  beforeEach(() => {
    forgetPageIdle();
    idleCallbacks = [];
    readyState = 'interactive';
    jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => {
      idleCallbacks.push(() => callback({ didTimeout: false, timeRemaining: () => 50 }));
      return idleCallbacks.length;
    });
    Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true });
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  const settled = async (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => {
      done = true;
    });
    // Lets every promise reaction queued so far run.
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
    return done;
  };

  it('waits for the load event, then for the browser to be idle', async () => {
    const moment = whenPageIdle();
    expect(await settled(moment)).toBe(false);
    expect(window.requestIdleCallback).not.toHaveBeenCalled();

    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    expect(await settled(moment)).toBe(false);
    expect(idleCallbacks).toHaveLength(1);

    idleCallbacks[0]!();
    expect(await settled(moment)).toBe(true);
  });

  it('on a page already loaded, waits only for the browser to be idle, once for every caller', async () => {
    readyState = 'complete';
    const moment = whenPageIdle();
    expect(whenPageIdle()).toBe(moment);
    await settled(moment);
    expect(idleCallbacks).toHaveLength(1);
    idleCallbacks[0]!();
    expect(await settled(moment)).toBe(true);
  });

  it('never comes when the browser asks to save data', async () => {
    Object.defineProperty(navigator, 'connection', {
      value: { saveData: true },
      configurable: true,
    });
    readyState = 'complete';
    expect(savesData()).toBe(true);
    const moment = whenPageIdle();
    window.dispatchEvent(new Event('load'));
    expect(await settled(moment)).toBe(false);
    expect(idleCallbacks).toHaveLength(0);
  });
});
