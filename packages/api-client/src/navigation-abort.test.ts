import { createNavigationAbort } from './navigation-abort';

describe('createNavigationAbort', () => {
  it("aborts the previous page's requests when the path changes", () => {
    const navigation = createNavigationAbort('/news');
    const first = navigation.signal;
    navigation.navigated('/news');
    expect(first.aborted).toBe(false);
    navigation.navigated('/contact');
    expect(first.aborted).toBe(true);
    expect((first.reason as DOMException).name).toBe('AbortError');
    expect(navigation.signal.aborted).toBe(false);
  });

  it('takes the first route it is told of as the current one', () => {
    const navigation = createNavigationAbort();
    const first = navigation.signal;
    navigation.navigated('/');
    expect(first.aborted).toBe(false);
    navigation.navigated('/checkout');
    expect(first.aborted).toBe(true);
  });
});
