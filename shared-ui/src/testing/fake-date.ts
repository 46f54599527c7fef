/**
 * Fixes `Date` (and `Date.now`) at `now` and leaves every timer real, so user events, debounces
 * and the data fetching run as usual. Undo with `jest.useRealTimers()`.
 */
export function fakeDateOnly(now: Date): void {
  jest.useFakeTimers({
    now,
    doNotFake: [
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'setImmediate',
      'clearImmediate',
      'queueMicrotask',
      'nextTick',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'hrtime',
      'performance',
    ],
  });
}
