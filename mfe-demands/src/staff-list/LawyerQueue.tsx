import { QUEUE_LABELS, queueCounts } from '@dpohub/domain';
import type { DemandQueue } from '@dpohub/domain';
import { useShell } from '@dpohub/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import styles from './LawyerQueue.module.css';
import { DEMAND_QUEUE_PATH, fetchDemandQueue } from './staff-demands-api';
import type { DemandListFilters } from './staff-demands-api';

/**
 * The staff queue's counts (GET /solicitacao/fila), asked with the list's page when the list
 * opens, in the session's cache; the list's reload after a change asks again. A failure is only
 * logged: the list works without the queue.
 */
export function useDemandQueue(enabled: boolean) {
  const { http } = useShell();
  const query = useQuery({
    queryKey: [DEMAND_QUEUE_PATH],
    queryFn: ({ signal }) =>
      fetchDemandQueue(http, signal).catch((error: unknown) => {
        console.error('GET /solicitacao/fila failed', error);
        throw error;
      }),
    enabled,
    refetchOnMount: 'always',
  });
  return {
    queue: query.data ?? null,
    /** The queue's first answer (or failure) is still on its way. */
    pending: enabled && query.isPending,
  };
}

export interface LawyerQueueProps {
  queue: DemandQueue;
  filters: DemandListFilters;
  onChange: (patch: DemandListFilters) => void;
}

/**
 * The staff queue above the list: 'Atribuídas a mim' and 'Sem advogado', and per lawyer how
 * many demands are open and overdue; a lawyer's line filters the list by that lawyer.
 */
export function LawyerQueue({ queue, filters, onChange }: LawyerQueueProps) {
  const hintId = useId();
  const linked = queue.meuAdvogado !== null;
  const only = (patch: DemandListFilters) =>
    onChange({ lawyer: undefined, minhas: undefined, semAdvogado: undefined, ...patch });

  return (
    <details className={styles.queue} open aria-label={QUEUE_LABELS.title}>
      <summary className={styles.title}>{QUEUE_LABELS.title}</summary>
      <div className={styles.filters}>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={!!filters.minhas}
            disabled={!linked}
            aria-describedby={linked ? undefined : hintId}
            onChange={(event) => only({ minhas: event.target.checked || undefined })}
          />
          <span>{QUEUE_LABELS.mine}</span>
        </label>
        {linked ? null : (
          <span id={hintId} className={styles.hint}>
            {QUEUE_LABELS.notLinked}
          </span>
        )}
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={!!filters.semAdvogado}
            onChange={(event) => only({ semAdvogado: event.target.checked || undefined })}
          />
          <span>{QUEUE_LABELS.unassigned}</span>
        </label>
      </div>
      <ul className={styles.list}>
        {queue.advogados.map((row) => (
          <li key={row.lawyer.id}>
            <button
              type="button"
              className={styles.line}
              aria-pressed={filters.lawyer === row.lawyer.id}
              onClick={() => only({ lawyer: row.lawyer.id })}
            >
              <span className={styles.name}>{row.lawyer.name}</span>
              <span className={row.atrasadas > 0 ? styles.late : styles.counts}>
                {queueCounts(row.abertas, row.atrasadas, queue.limite)}
              </span>
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={styles.line}
            aria-pressed={!!filters.semAdvogado}
            onClick={() => only({ semAdvogado: true })}
          >
            <span className={styles.name}>{QUEUE_LABELS.unassigned}</span>
            <span className={queue.semAdvogado.atrasadas > 0 ? styles.late : styles.counts}>
              {queueCounts(queue.semAdvogado.abertas, queue.semAdvogado.atrasadas, queue.limite)}
            </span>
          </button>
        </li>
      </ul>
    </details>
  );
}
