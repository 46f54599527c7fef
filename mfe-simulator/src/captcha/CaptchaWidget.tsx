import type {} from 'altcha/types/react';
import { Spinner } from '@dpohub/shared-ui';
import { useEffect, useRef, useState } from 'react';
import { loadAltcha } from './load-altcha';

export interface CaptchaWidgetProps {
  /** Absolute or page-relative URL of GET /captcha/challenge. */
  challengeUrl: string;
  /** The verified payload, or null when the check is not (or no longer) solved. */
  onChange: (payload: string | null) => void;
  /** The widget failed ('error') or its solution expired ('expired'); null once it works again. */
  onProblem?: (problem: CaptchaProblem | null) => void;
}

export type CaptchaProblem = 'error' | 'expired';

type StateChange = CustomEvent<{ state: string; payload?: string }>;

/**
 * The self-hosted proof-of-work human check (ARCHITECTURE "The API server"): the widget fetches
 * its challenge from our API and solves it in the browser; no third party sees the visitor.
 */
export function CaptchaWidget({ challengeUrl, onChange, onProblem }: CaptchaWidgetProps) {
  const widgetRef = useRef<HTMLElement>(null);
  const [ready, setReady] = useState(false);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  const onProblemRef = useRef(onProblem);
  onProblemRef.current = onProblem;

  useEffect(() => {
    let alive = true;
    void loadAltcha().then(() => {
      if (alive) setReady(true);
    });
    return () => {
      alive = false;
    };
  }, []);

  useEffect(() => {
    const widget = widgetRef.current;
    if (!ready || !widget) return;
    const onState = (event: Event) => {
      const { state, payload } = (event as StateChange).detail;
      onChangeRef.current(state === 'verified' && payload ? payload : null);
      // ALTCHA's own texts stay inside the widget; the form says what happened in Portuguese.
      onProblemRef.current?.(state === 'error' || state === 'expired' ? state : null);
    };
    widget.addEventListener('statechange', onState);
    return () => widget.removeEventListener('statechange', onState);
  }, [ready]);

  if (!ready) return <Spinner size="small" />;
  return <altcha-widget ref={widgetRef} challenge={challengeUrl} language="pt-br" />;
}
