import { act, renderHook } from '@testing-library/react';
import { useInfiniteScroll } from './use-infinite-scroll';

function scrollTo(y: number, { pageHeight = 3000, viewport = 800 } = {}) {
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    value: pageHeight,
  });
  Object.defineProperty(window, 'innerHeight', { configurable: true, value: viewport });
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('useInfiniteScroll', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks for more within 200 px of the bottom, then waits 1000 ms before asking again', () => {
    const onLoadMore = jest.fn();
    renderHook(() => useInfiniteScroll(onLoadMore));
    scrollTo(1999); // 201 px left
    expect(onLoadMore).not.toHaveBeenCalled();
    scrollTo(2000); // 200 px left
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    scrollTo(2100);
    act(() => jest.advanceTimersByTime(999));
    scrollTo(2150);
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    act(() => jest.advanceTimersByTime(1));
    scrollTo(2200);
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('does nothing while disabled', () => {
    const onLoadMore = jest.fn();
    renderHook(() => useInfiniteScroll(onLoadMore, { enabled: false }));
    scrollTo(2200);
    expect(onLoadMore).not.toHaveBeenCalled();
  });
});
