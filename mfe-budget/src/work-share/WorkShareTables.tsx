import {
  MESSAGES,
  formatBRL,
  formatDuration,
  parseSignedDuration,
  sumMoney,
} from '@dpohub/domain';
import type { WorkShareRow } from '@dpohub/domain/wire';
import { Spinner, useShell } from '@dpohub/shared-ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { WORK_SHARE_PATH, fetchWorkShare, type AppliedQuery } from '../budget-api';
import { BUDGET_LABELS } from '../labels';
import table from '../status-control/StatusControlTable.module.css';
import styles from '../components/Section.module.css';

const short = (text: string) => text.replace(/:00$/, '');

const hoursOf = (rows: readonly WorkShareRow[]) =>
  short(formatDuration(rows.reduce((sum, row) => sum + (parseSignedDuration(row.horas) ?? 0), 0)));

function ShareTable({ caption, rows }: { caption: string; rows: WorkShareRow[] }) {
  if (!rows.length) return <p>{MESSAGES.emptyList}</p>;
  return (
    <table className={`${table.table} ${table.stacking}`}>
      <caption className={styles.tableCaption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{caption}</th>
          <th scope="col" className={table.number}>
            {BUDGET_LABELS.services}
          </th>
          <th scope="col" className={table.number}>
            {BUDGET_LABELS.hours}
          </th>
          <th scope="col" className={table.number}>
            {BUDGET_LABELS.value}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id ?? 'none'}>
            <td>{row.nome}</td>
            <td className={table.number} data-label={BUDGET_LABELS.services}>
              {row.servicos}
            </td>
            <td className={table.number} data-label={BUDGET_LABELS.hours}>
              {short(row.horas)}
            </td>
            <td className={table.number} data-label={BUDGET_LABELS.value}>
              {formatBRL(row.valor)}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{BUDGET_LABELS.total}</th>
          <td className={table.number} data-label={BUDGET_LABELS.services}>
            {rows.reduce((sum, row) => sum + row.servicos, 0)}
          </td>
          <td className={table.number} data-label={BUDGET_LABELS.hours}>
            {hoursOf(rows)}
          </td>
          <td className={table.number} data-label={BUDGET_LABELS.value}>
            {formatBRL(sumMoney(rows.map((row) => row.valor)))}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

/** The work of the period per lawyer and per service type (GET /controle-orcamentario/distribuicao). */
export function WorkShareTables({ query }: { query: AppliedQuery }) {
  const { http } = useShell();
  const { data: share } = useQuery({
    queryKey: [WORK_SHARE_PATH, query],
    queryFn: ({ signal }) => fetchWorkShare(http, query, signal),
    placeholderData: keepPreviousData,
  });

  if (!share) return <Spinner />;
  return (
    <div className={`${styles.shareTables} ${table.container}`}>
      <ShareTable caption={BUDGET_LABELS.byLawyer} rows={share.porAdvogado} />
      <ShareTable caption={BUDGET_LABELS.byServiceType} rows={share.porTipoServico} />
    </div>
  );
}
