import { TOAST_DURATION_MS, TOAST_MAX } from '@dpohub/domain';
import { ToastContainer } from 'react-toastify';

/** The toast stack itself: bottom-left, 5 s, at most 2 at once (spec 1 sections 2.7, 9). */
export default function ToastStack() {
  return (
    <ToastContainer
      position="bottom-left"
      autoClose={TOAST_DURATION_MS}
      limit={TOAST_MAX}
      newestOnTop
      closeOnClick
      pauseOnFocusLoss={false}
    />
  );
}
