import type { RecordHistoryProps } from './RecordHistory';
import { RecordHistoryList } from './RecordHistoryList';
import { useMayReadHistory } from './may-read-history';

/**
 * RecordHistory with its code in the page's own file, for a page that always shows one to those
 * who may read it (a request's details): measured lighter there than the history's own file
 * (/clientDemands/details 61,366 B lazy, 59,637 B here), where a new record's form is lighter
 * without it (RecordHistory).
 */
export function EagerRecordHistory(props: RecordHistoryProps) {
  return useMayReadHistory() ? (
    <RecordHistoryList key={`${props.recordType}:${String(props.recordId)}`} {...props} />
  ) : null;
}
