import { act, renderHook } from '@testing-library/react';
import { useBreakpoint } from './use-breakpoint';

const resizeTo = (width: number) => {
  act(() => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    window.dispatchEvent(new Event('resize'));
  });
};

describe('useBreakpoint', () => {
  const initialWidth = window.innerWidth;
  afterEach(() => resizeTo(initialWidth));

  it('follows the window across breakpoints', () => {
    resizeTo(360);
    const { result } = renderHook(() => useBreakpoint());
    expect(result.current).toEqual({
      size: 'xxs',
      group: 'small',
      isSmall: true,
      isMedium: false,
      isLarge: false,
    });
    resizeTo(800);
    expect(result.current).toMatchObject({ size: 'md', group: 'medium', isMedium: true });
    resizeTo(1440);
    expect(result.current).toMatchObject({ size: 'xxl', group: 'large', isLarge: true });
  });
});
