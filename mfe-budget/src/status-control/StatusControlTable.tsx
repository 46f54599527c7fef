import { DEMAND_STATUS_BADGE, demandStatusLabel, formatBRL } from '@dpohub/domain';
import { Spinner, StatusTag, useShell } from '@dpohub/shared-ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { STATUS_CONTROL_PATH, fetchStatusControl, type AppliedQuery } from '../budget-api';
import { BUDGET_LABELS } from '../labels';
import section from '../components/Section.module.css';
import styles from './StatusControlTable.module.css';

/**
 * 'Controle por status' (spec 2 section 2.8): services and total value per status in the
 * period, and 'Valor investido' (the work in progress and finished, budget M7). Three short
 * columns: a plain table at every width (budget m4).
 */
export function StatusControlTable({ query }: { query: AppliedQuery }) {
  const { http } = useShell();
  // The last period's figures stay while the next period's load; a period changed before its
  // answer came aborts the request. A failure is logged and shows the table empty.
  const { data, isFetching: loading } = useQuery({
    queryKey: [STATUS_CONTROL_PATH, query],
    queryFn: ({ signal }) => fetchStatusControl(http, query, signal),
    placeholderData: keepPreviousData,
  });
  const rows = data?.rows ?? [];
  const totals = data?.totals;

  return (
    <section
      className={`${section.section} ${styles.container}`}
      aria-labelledby="budget-status-control"
    >
      <h2 id="budget-status-control">{BUDGET_LABELS.statusControl}</h2>
      {loading && !rows.length ? (
        <Spinner />
      ) : (
        <table className={styles.table} aria-labelledby="budget-status-control">
          <thead>
            <tr>
              <th scope="col">{BUDGET_LABELS.status}</th>
              <th scope="col" className={styles.number}>
                {BUDGET_LABELS.services}
              </th>
              <th scope="col" className={styles.number}>
                {BUDGET_LABELS.totalValues}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.status}>
                <td>
                  <StatusTag
                    label={demandStatusLabel(row.status)}
                    variant={DEMAND_STATUS_BADGE[row.status]}
                  />
                </td>
                <td className={styles.number} data-label={BUDGET_LABELS.services}>
                  {row.servicos}
                </td>
                <td className={styles.number} data-label={BUDGET_LABELS.totalValues}>
                  {formatBRL(row.total)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {totals && (
        <p className={styles.invested}>
          <span>
            {BUDGET_LABELS.valueInvested}: <strong>{formatBRL(totals.valorInvestido)}</strong>
          </span>
          <span className={styles.hint}>{BUDGET_LABELS.valueInvestedHint}</span>
        </p>
      )}
    </section>
  );
}
