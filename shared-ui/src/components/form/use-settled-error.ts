import { useEffect, useState } from 'react';

/*
 * A field validated on blur shows its error the moment the user presses on something else, and the
 * new line pushes the form down between the press and the release: the release lands on another
 * element and the click is lost (the permission boxes of the user form moved 32 px, the terms box
 * of the lead form 18 px). While a pointer button is down, a field keeps what it showed and
 * shows the change once the click that the release completes has been dispatched.
 */
let pressed = false;
let listening = false;
const waiting = new Set<() => void>();

function release() {
  if (!pressed) return;
  pressed = false;
  // pointerup, mouseup and click are dispatched in one task: show after it.
  setTimeout(() => {
    for (const show of [...waiting]) show();
  }, 0);
}

function listen() {
  if (listening || typeof document === 'undefined') return;
  listening = true;
  document.addEventListener(
    'pointerdown',
    () => {
      pressed = true;
    },
    true,
  );
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
  // A release outside the window never reaches the page: the next key or focus change ends it.
  document.addEventListener('keydown', release, true);
  window.addEventListener('blur', release);
}

/** The error to show now: a change made while a pointer button is down waits for its release. */
export function useSettledError(error: string | undefined): string | undefined {
  const [settled, setSettled] = useState(error);
  useEffect(() => {
    listen();
    if (!pressed) {
      setSettled(error);
      return undefined;
    }
    const show = () => {
      waiting.delete(show);
      setSettled(error);
    };
    waiting.add(show);
    return () => {
      waiting.delete(show);
    };
  }, [error]);
  return pressed ? settled : error;
}
