import { TOAST_DURATION_MS, TOAST_MAX } from '@dpohub/domain';
import { ToastContainer } from 'react-toastify';
import type { CloseButtonProps } from 'react-toastify';
import { LABELS } from '../labels';

// The one module that loads react-toastify (toast-loader.ts imports it on the first toast, and
// ToastHost renders its stack): one chunk, not a copy per dynamic import.
export { toast } from 'react-toastify';

/** react-toastify's close button (its classes and icon) with a Portuguese name. */
function ToastCloseButton({ closeToast, theme }: CloseButtonProps) {
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label={LABELS.closeToast}
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

/** The toast stack itself: bottom-left, 5 s, at most 2 at once (spec 1 sections 2.7, 9). */
export function ToastStack() {
  return (
    <ToastContainer
      position="bottom-left"
      autoClose={TOAST_DURATION_MS}
      limit={TOAST_MAX}
      newestOnTop
      closeOnClick
      pauseOnFocusLoss={false}
      // react-toastify's defaults are English: the region 'Notifications Alt+T', the button 'close'.
      aria-label={LABELS.toastRegion}
      closeButton={ToastCloseButton}
    />
  );
}
