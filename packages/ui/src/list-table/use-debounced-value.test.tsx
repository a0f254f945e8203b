import { act, renderHook } from '@testing-library/react';
import { LIST_FILTER_DEBOUNCE_MS } from './list-params';
import { useDebouncedValue } from './use-debounced-value';

describe('useDebouncedValue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('gives the filter text once it has rested for 250 ms', () => {
    expect(LIST_FILTER_DEBOUNCE_MS).toBe(250);
    const { result, rerender } = renderHook(
      ({ value }) => useDebouncedValue(value, LIST_FILTER_DEBOUNCE_MS),
      {
        initialProps: { value: '' },
      },
    );
    rerender({ value: 'by' });
    act(() => jest.advanceTimersByTime(200));
    rerender({ value: 'byrne' });
    act(() => jest.advanceTimersByTime(249));
    expect(result.current).toBe('');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe('byrne');
  });
});
