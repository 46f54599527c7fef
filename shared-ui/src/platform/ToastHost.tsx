import { lazy, Suspense, useSyncExternalStore } from 'react';
import { requestToasts, subscribeToToastRequests, toastsRequested } from './toast-loader';

const ToastStack = lazy(() => requestToasts().then((module) => ({ default: module.ToastStack })));

/**
 * The one toast stack of a page (spec 1 sections 2.7, 9). It mounts, with the toast library, when
 * the page asks for its first toast (toast-loader.ts); until then it renders nothing.
 */
export function ToastHost() {
  const requested = useSyncExternalStore(
    subscribeToToastRequests,
    toastsRequested,
    toastsRequested,
  );
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ToastStack />
    </Suspense>
  );
}
