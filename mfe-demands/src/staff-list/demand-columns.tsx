import { apiToDisplayDate, formatBRL, listHours } from '@dpohub/domain';
import type { DataTableColumn } from '@dpohub/shared-ui';
import type { ReactNode } from 'react';
import type { DemandRow } from '../common/demand-types';
import { DeadlineWithClock } from '../common/DeadlineClock';
import { DemandStatusBadge } from '../common/DemandStatusBadge';
import { DEMAND_LABELS } from '../common/labels';
import styles from './StaffList.module.css';

const headers = DEMAND_LABELS.columns;

// Dates, hours, money and badges read badly when wrapped; the text columns take the rest.
const oneLine = (content: ReactNode) => <span className={styles.oneLine}>{content}</span>;
// Names wrap between words, never inside one.
const words = (content: ReactNode) => <span className={styles.words}>{content}</span>;

/**
 * The ten columns of the staff lists (spec 2 sections 2.1 and 2.2); `controls` renders the
 * admin's row controls in an eleventh, unlabelled column.
 */
export function demandColumns(
  controls?: (row: DemandRow) => ReactNode,
): DataTableColumn<DemandRow>[] {
  const columns: DataTableColumn<DemandRow>[] = [
    { key: 'folder', header: headers.folder, render: (d) => d.client.id },
    { key: 'client', header: headers.client, render: (d) => words(d.client.name) },
    { key: 'demand', header: headers.demand, render: (d) => words(d.demanda) },
    { key: 'service', header: headers.service, render: (d) => oneLine(d.serviceType.name) },
    { key: 'date', header: headers.date, render: (d) => oneLine(apiToDisplayDate(d.createdAt)) },
    {
      key: 'deadline',
      header: headers.deadline,
      render: (d) => <DeadlineWithClock date={apiToDisplayDate(d.prazo)} clock={d} />,
    },
    { key: 'lawyer', header: headers.lawyer, render: (d) => words(d.lawyer?.name ?? '') },
    // Spec 2 section 2.1: the first 5 characters of the hours.
    { key: 'hours', header: headers.hours, render: (d) => oneLine(listHours(d.horas)) },
    {
      key: 'value',
      header: headers.value,
      align: 'right',
      render: (d) => oneLine(formatBRL(d.valor)),
    },
    {
      key: 'status',
      header: headers.status,
      align: 'center',
      render: (d) => oneLine(<DemandStatusBadge demand={d} />),
    },
  ];
  if (!controls) return columns;
  return [
    ...columns,
    {
      key: 'actions',
      header: <span className={styles.visuallyHidden}>{DEMAND_LABELS.staffList.actions}</span>,
      align: 'right',
      nowrap: true,
      render: (d) => controls(d),
    },
  ];
}
