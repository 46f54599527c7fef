import { DEBOUNCE_MS } from '@dpohub/domain';
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';

/** The value, once it has stopped changing for `delay` ms. */
export function useDebouncedValue<T>(value: T, delay: number = DEBOUNCE_MS.default): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

export interface DebouncedCallback<A extends unknown[]> {
  (...args: A): void;
  /** Drops a pending call. */
  cancel(): void;
  /** Runs a pending call now. */
  flush(): void;
}

/** A stable function that calls the latest `callback` `delay` ms after its last call. */
export function useDebouncedCallback<A extends unknown[]>(
  callback: (...args: A) => void,
  delay: number = DEBOUNCE_MS.default,
): DebouncedCallback<A> {
  const callbackRef = useRef(callback);
  useLayoutEffect(() => {
    callbackRef.current = callback;
  });

  const debounced = useMemo(() => {
    let timer: ReturnType<typeof setTimeout> | null = null;
    let pending: A | null = null;
    const run = () => {
      timer = null;
      const args = pending;
      pending = null;
      if (args) callbackRef.current(...args);
    };
    const fn = ((...args: A) => {
      pending = args;
      if (timer !== null) clearTimeout(timer);
      timer = setTimeout(run, delay);
    }) as DebouncedCallback<A>;
    fn.cancel = () => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      pending = null;
    };
    fn.flush = () => {
      if (timer !== null) clearTimeout(timer);
      run();
    };
    return fn;
  }, [delay]);

  // A screen that leaves must not search afterwards.
  useEffect(() => () => debounced.cancel(), [debounced]);
  return debounced;
}
