import { TOAST_DURATION_MS, TOAST_MAX } from '@dpohub/domain';
import { useEffect } from 'react';
// The unstyled build plus its stylesheet: the styled build injects a <style> into the host
// page's <head>, outside the embed's Shadow DOM root, where its toasts would not see it.
import { ToastContainer } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';

export { toast } from 'react-toastify/unstyled';

export interface EmbedToastStackProps {
  containerId: string;
  /** Called once the stack is mounted and takes toasts addressed to it. */
  onReady: () => void;
}

/** One embed's toast stack (spec 1 sections 2.7, 9: bottom-left, 5 s, at most 2). */
export default function EmbedToastStack({ containerId, onReady }: EmbedToastStackProps) {
  // The container registers in its own effects, which run before this one.
  useEffect(onReady, [onReady]);
  return (
    <ToastContainer
      containerId={containerId}
      position="bottom-left"
      autoClose={TOAST_DURATION_MS}
      limit={TOAST_MAX}
      newestOnTop
      closeOnClick
      pauseOnFocusLoss={false}
    />
  );
}
