import { act, renderHook } from '@testing-library/react';
import { useDebouncedCallback, useDebouncedValue } from './use-debounce';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useDebouncedValue', () => {
  it('follows the value 1000 ms after it stops changing by default', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value), {
      initialProps: { value: 'a' },
    });
    rerender({ value: 'ab' });
    act(() => jest.advanceTimersByTime(999));
    expect(result.current).toBe('a');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe('ab');
  });
});

describe('useDebouncedCallback', () => {
  it('calls the latest callback once with the last arguments, and cancels on unmount', () => {
    const first = jest.fn();
    const second = jest.fn();
    const { result, rerender, unmount } = renderHook(({ fn }) => useDebouncedCallback(fn, 300), {
      initialProps: { fn: first },
    });
    const debounced = result.current;
    act(() => {
      debounced(1);
      debounced(2);
    });
    rerender({ fn: second });
    expect(result.current).toBe(debounced);
    act(() => jest.advanceTimersByTime(300));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledWith(2);

    act(() => debounced(3));
    unmount();
    act(() => jest.advanceTimersByTime(300));
    expect(second).toHaveBeenCalledTimes(1);
  });
});
