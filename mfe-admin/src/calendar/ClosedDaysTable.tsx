import {
  CALENDAR_LABELS,
  CLOSED_DAY_KIND_LABEL,
  apiToDisplayDate,
  type ClosedDay,
} from '@dpohub/domain';
import { DataTable, type DataTableColumn } from '@dpohub/shared-ui';

const WEEKDAYS = ['domingo', 'segunda', 'terça', 'quarta', 'quinta', 'sexta', 'sábado'];

function weekdayOf(date: string): string {
  return WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()] ?? '';
}

const COLUMNS: DataTableColumn<ClosedDay>[] = [
  {
    key: 'date',
    header: CALENDAR_LABELS.date,
    nowrap: true,
    width: '9rem',
    render: (day) => `${apiToDisplayDate(day.date)} (${weekdayOf(day.date)})`,
  },
  { key: 'name', header: CALENDAR_LABELS.name, render: (day) => day.name },
  {
    key: 'kind',
    header: CALENDAR_LABELS.kind,
    nowrap: true,
    render: (day) => CLOSED_DAY_KIND_LABEL[day.kind],
  },
];

/** The closed days of the year, in date order (weekend holidays included, marked as such). */
export function ClosedDaysTable({ days }: { days: readonly ClosedDay[] }) {
  return (
    <DataTable
      caption={CALENDAR_LABELS.closedDays}
      columns={COLUMNS}
      rows={[...days]}
      getRowKey={(day) => day.date}
    />
  );
}
