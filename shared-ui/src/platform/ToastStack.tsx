import { TOAST_DURATION_MS, TOAST_MAX } from '@dpohub/domain';
import { useEffect, useRef, useState } from 'react';
import type { ReactElement } from 'react';
import { toast, useToaster } from 'react-hot-toast/headless';
import type { Toast } from 'react-hot-toast/headless';
import { LABELS } from '../labels';
import styles from './ToastStack.module.css';

// The one module that loads the toast library (react-hot-toast's headless entry: its state,
// timers and pause, no styles of its own). toast-loader.ts imports it on the first toast, and
// ToastHost renders its stack: one chunk, not a copy per dynamic import.

export type ToastKind = 'success' | 'info' | 'warn' | 'error';

const ASSERTIVE = { role: 'alert', 'aria-live': 'assertive' } as const;
const POLITE = { role: 'status', 'aria-live': 'polite' } as const;

function Icon({ children }: { children: ReactElement }) {
  return (
    <svg className={styles.icon} aria-hidden="true" viewBox="0 0 24 24" focusable="false">
      {children}
    </svg>
  );
}

/** One icon per kind, so the kind does not rest on colour alone. */
const ICONS: Record<ToastKind, ReactElement> = {
  success: (
    <Icon>
      <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1.2 14.2-4.3-4.3 1.4-1.4 2.9 2.9 5.8-5.8 1.4 1.4-7.2 7.2Z" />
    </Icon>
  ),
  info: (
    <Icon>
      <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2v6Zm0-8h-2V7h2v2Z" />
    </Icon>
  ),
  warn: (
    <Icon>
      <path d="M1 21h22L12 2 1 21Zm12-3h-2v-2h2v2Zm0-4h-2v-4h2v4Z" />
    </Icon>
  ),
  error: (
    <Icon>
      <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-2h2v2Zm0-4h-2V7h2v6Z" />
    </Icon>
  ),
};

/**
 * Shows one toast (spec 1 sections 2.7, 9): 5 s, errors announced assertively and the other
 * kinds politely. `toasterId` addresses one stack when a page has several (the simulator's
 * embeds); without it the toast goes to the page's stack.
 */
export function showToast(kind: ToastKind, message: string, toasterId?: string): void {
  toast(message, {
    toasterId,
    duration: TOAST_DURATION_MS,
    icon: ICONS[kind],
    className: styles[kind],
    ariaProps: kind === 'error' ? ASSERTIVE : POLITE,
  });
}

function ToastItem({ item, toasterId }: { item: Toast; toasterId?: string }) {
  const close = () => toast.dismiss(item.id, toasterId);
  return (
    // Click anywhere on the toast closes it (spec 1 section 9); the close button is the way for
    // the keyboard, so the container itself is not a second tab stop.
    <div className={`${styles.toast} ${item.className ?? ''}`} onClick={close}>
      <div className={styles.body} {...item.ariaProps} aria-atomic="true">
        {item.icon}
        <p className={styles.message}>{typeof item.message === 'string' ? item.message : null}</p>
      </div>
      <button
        type="button"
        className={styles.close}
        aria-label={LABELS.closeToast}
        onClick={(event) => {
          event.stopPropagation();
          close();
        }}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" focusable="false">
          <path d="M18.3 5.7 16.9 4.3 12 9.2 7.1 4.3 5.7 5.7l4.9 4.9-4.9 4.9 1.4 1.4 4.9-4.9 4.9 4.9 1.4-1.4-4.9-4.9 4.9-4.9Z" />
        </svg>
      </button>
      <span
        className={styles.progress}
        style={{ animationDuration: `${item.duration ?? TOAST_DURATION_MS}ms` }}
        aria-hidden="true"
      />
    </div>
  );
}

export interface ToastStackProps {
  /** The stack's own id when a page has several (see showToast); the page's stack by default. */
  toasterId?: string;
}

/**
 * The toast stack itself (spec 1 sections 2.7, 9): bottom-left, newest on top, at most TOAST_MAX
 * at once; a newer toast pushes the oldest one out (docs/decisions.md "Toasts: the oldest leaves").
 * Hovering the stack pauses the time of its toasts.
 */
export function ToastStack({ toasterId }: ToastStackProps) {
  const { toasts, handlers } = useToaster(undefined, toasterId);
  const [paused, setPaused] = useState(false);
  // The library keeps the newest first; dismissed toasts stay a moment before it removes them.
  const visible = toasts.filter((item) => item.visible);
  const shown = visible.slice(0, TOAST_MAX);
  const overflow = visible
    .slice(TOAST_MAX)
    .map((item) => item.id)
    .join(' ');

  // The library keeps the pause in its page-wide store: a stack that goes away while hovered
  // must not leave its toasts paused for the next one.
  const endPause = useRef(handlers.endPause);
  useEffect(() => {
    endPause.current = handlers.endPause;
  });
  useEffect(() => () => endPause.current(), []);

  useEffect(() => {
    if (overflow) overflow.split(' ').forEach((id) => toast.dismiss(id, toasterId));
  }, [overflow, toasterId]);

  return (
    <section
      className={`${styles.stack} ${paused ? styles.paused : ''}`}
      aria-label={LABELS.toastRegion}
      onMouseEnter={() => {
        setPaused(true);
        handlers.startPause();
      }}
      onMouseLeave={() => {
        setPaused(false);
        handlers.endPause();
      }}
    >
      {shown.map((item) => (
        <ToastItem key={item.id} item={item} toasterId={toasterId} />
      ))}
    </section>
  );
}
