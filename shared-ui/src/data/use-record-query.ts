import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';

export interface RecordQueryOptions<T> {
  /**
   * The request path as the API documents it, then the record's id: ['/solicitacao/{id}', 12].
   * A failure is logged as 'GET /solicitacao/{id} failed'.
   */
  queryKey: QueryKey;
  /** Asks for the record; `signal` aborts it when the page moves to another record first. */
  fetchRecord: (signal: AbortSignal) => Promise<T>;
  /** False while there is no record to ask for (a new record's form, an id that is not one). */
  enabled?: boolean;
  /**
   * The record fills a form: it is read afresh on every visit and never kept after the page
   * leaves it, so a form always starts from what the server holds now.
   */
  forForm?: boolean;
}

export interface RecordQueryResult<T> {
  /** The record of the key on screen: never another record's, not even while it loads. */
  record: T | undefined;
  /**
   * No record to show: the request failed (unknown, another client's, or the server failed). A
   * record already on screen stays when asking again behind it fails (the http client says why).
   */
  failed: boolean;
  /** When the record on screen arrived (epoch ms): a form remounts from each new answer. */
  updatedAt: number;
  /** After a change the page made: asks again and resolves once the new answer is on screen. */
  reload: () => Promise<void>;
  /** Writes a change the server confirmed into the record on screen (a flag switched in place). */
  updateRecord: (change: (current: T) => T) => void;
}

/**
 * The record-page pattern (docs/decisions.md "Data on screens"): one query per record, whose
 * request is aborted when the page moves to another record before it answers, so a slower
 * answer for the record left behind never fills the page. A view shows a record seen in the last
 * minute at once and asks again behind it; a form (`forForm`) always waits for a fresh answer.
 */
export function useRecordQuery<T>({
  queryKey,
  fetchRecord,
  enabled = true,
  forForm = false,
}: RecordQueryOptions<T>): RecordQueryResult<T> {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => fetchRecord(signal),
    enabled,
    refetchOnMount: 'always',
    ...(forForm ? { staleTime: 0, gcTime: 0 } : {}),
  });
  return {
    record: query.data,
    failed: query.isError && query.data === undefined,
    updatedAt: query.dataUpdatedAt,
    reload: () => queryClient.refetchQueries({ queryKey, exact: true }),
    updateRecord: (change) =>
      queryClient.setQueryData<T>(queryKey, (current) => current && change(current)),
  };
}
