import { lazyDialog } from '../../platform/lazy-dialog';

/**
 * ConfirmDialog whose code (with the Modal and its focus trap) loads the first time it opens: a
 * list page asks before a row action only after a click, so its first visit does not carry it.
 */
export const LazyConfirmDialog = lazyDialog(() =>
  import('./ConfirmDialog').then((module) => module.ConfirmDialog),
);
