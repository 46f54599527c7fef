import {
  DEMAND_STATUS_BADGE,
  MESSAGES,
  demandStatusLabel,
  formatBRL,
  type ServiceTotals,
  type StatusControlRow,
} from '@dpohub/domain';
import { DataTable, StatusTag, useShell, type DataTableColumn } from '@dpohub/shared-ui';
import { useEffect, useState } from 'react';
import { fetchServiceTotals, fetchStatusControl, type AppliedQuery } from '../budget-api';
import { BUDGET_LABELS } from '../labels';
import styles from '../components/Section.module.css';

const columns: DataTableColumn<StatusControlRow>[] = [
  {
    key: 'status',
    header: BUDGET_LABELS.status,
    render: (row) => (
      <StatusTag label={demandStatusLabel(row.status)} variant={DEMAND_STATUS_BADGE[row.status]} />
    ),
  },
  {
    key: 'servicos',
    header: BUDGET_LABELS.services,
    align: 'right',
    render: (row) => row.servicos,
  },
  {
    key: 'total',
    header: BUDGET_LABELS.totalValues,
    align: 'right',
    render: (row) => formatBRL(row.total),
  },
];

/** 'Controle por status' (spec 2 section 2.8) and the totals of the period. */
export function StatusControlTable({ query, version }: { query: AppliedQuery; version: number }) {
  const { http } = useShell();
  const [rows, setRows] = useState<StatusControlRow[]>([]);
  const [totals, setTotals] = useState<ServiceTotals | null>(null);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let live = true;
    setLoading(true);
    Promise.all([fetchStatusControl(http, query), fetchServiceTotals(http, query)])
      .then(([statusRows, serviceTotals]) => {
        if (!live) return;
        setRows(statusRows);
        setTotals(serviceTotals);
      })
      .catch((error) => {
        console.error('budget status control failed', error);
        if (live) setRows([]);
      })
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [http, query, version]);

  return (
    <section className={styles.section} aria-labelledby="budget-status-control">
      <h2 id="budget-status-control">{BUDGET_LABELS.statusControl}</h2>
      <DataTable
        columns={columns}
        rows={rows}
        getRowKey={(row) => row.status}
        loading={loading}
        caption={BUDGET_LABELS.statusControl}
      />
      {totals && (
        <p className={styles.totals}>
          <strong>{MESSAGES.totalServices(totals.totalServicos)}</strong>
          <span>
            {BUDGET_LABELS.valueInvested}: <strong>{formatBRL(totals.valorInvestido)}</strong>
          </span>
        </p>
      )}
    </section>
  );
}
