import { DEBOUNCE_MS } from '../constants';

/** The trail's page size: 10 like the portal's other lists (spec 1 section 9). */
export const AUDIT_PAGE_SIZE = 10;
/** A record's own history shows the newest 5 events a page under its form. */
export const RECORD_HISTORY_PAGE_SIZE = 5;
/** Period fields apply 1 s after the last key, like every period filter (spec 1 section 9). */
export const AUDIT_PERIOD_DEBOUNCE_MS = DEBOUNCE_MS.default;
