import { ToastStack } from '@dpohub/shared-ui';
import { useEffect } from 'react';

export { showToast } from '@dpohub/shared-ui';

export interface EmbedToastStackProps {
  /** The embed's own stack: toasts addressed to this id show here only. */
  containerId: string;
  /** Called once the stack is mounted and takes toasts addressed to it. */
  onReady: () => void;
}

/**
 * One embed's toast stack, the portal's own (spec 1 sections 2.7, 9: bottom-left, 5 s, at most 2).
 * Its markup renders inside the embed's Shadow DOM root, and its CSS module goes there with the
 * rest of the embed's CSS (tooling/webpack-preset.js, styleInsert).
 */
export default function EmbedToastStack({ containerId, onReady }: EmbedToastStackProps) {
  // The stack subscribes to its toasts in its own effects, which run before this one.
  useEffect(onReady, [onReady]);
  return <ToastStack toasterId={containerId} />;
}
