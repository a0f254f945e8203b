import { LIST_MOBILE_BREAKPOINT, screenGroupFor, screenSizeFor } from './breakpoints';

describe('breakpoints', () => {
  it.each([
    [0, 'xxs', 'small'],
    [374, 'xxs', 'small'],
    [375, 'xs', 'small'],
    [575, 'xs', 'small'],
    [576, 'sm', 'small'],
    [767, 'sm', 'small'],
    [768, 'md', 'medium'],
    [991, 'md', 'medium'],
    [992, 'lg', 'large'],
    [1199, 'lg', 'large'],
    [1200, 'xl', 'large'],
    [1399, 'xl', 'large'],
    [1400, 'xxl', 'large'],
    [2560, 'xxl', 'large'],
  ])('%i px is %s, %s', (width, size, group) => {
    expect(screenSizeFor(width)).toBe(size);
    expect(screenGroupFor(screenSizeFor(width))).toBe(group);
  });

  it('turns lists into cards below 992 px', () => {
    expect(LIST_MOBILE_BREAKPOINT).toBe(992);
  });
});
