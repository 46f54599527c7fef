import {
  SLA_REPORT_LABELS,
  apiToDisplayDate,
  exportPeriodFieldErrors,
  formatDisplayDate,
  formatSlaDays,
  formatSlaPercent,
} from '@dpohub/domain';
import type { SlaReport, SlaReportLine } from '@dpohub/domain';
import type { ExportPeriodFields } from '@dpohub/domain';
import { Button, FilterDate, Spinner, useShell } from '@dpohub/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { DemandsPage } from '../common/DemandsPage';
import { SLA_REPORT_PATH, downloadSlaReport, fetchSlaReport } from './sla-report-api';
import styles from './SlaReport.module.css';

const L = SLA_REPORT_LABELS;
const [CLIENT, MODALIDADE, FINALIZADAS, NO_PRAZO, FORA_DO_PRAZO, PERCENT, MEDIANA] = L.columns;

type Period = ExportPeriodFields;
type Field = keyof Period;

/** From the first day of the year to today: the period the page opens with. */
function yearToDate(today = new Date()): Period {
  return {
    periodoInicial: formatDisplayDate(new Date(today.getFullYear(), 0, 1)),
    periodoFinal: formatDisplayDate(today),
  };
}

function Figures({ line }: { line: SlaReportLine }) {
  return (
    <>
      <td className={styles.number} data-label={FINALIZADAS}>
        {line.finalizadas}
      </td>
      <td className={styles.number} data-label={NO_PRAZO}>
        {line.noPrazo}
      </td>
      <td className={styles.number} data-label={FORA_DO_PRAZO}>
        {line.foraDoPrazo}
      </td>
      <td className={styles.number} data-label={PERCENT}>
        {formatSlaPercent(line.percentualNoPrazo)}
      </td>
      <td className={styles.number} data-label={MEDIANA}>
        {formatSlaDays(line.medianaDiasUteis)}
      </td>
    </>
  );
}

function ReportTable({ report }: { report: SlaReport }) {
  if (!report.rows.length) return <p className={styles.muted}>{L.empty}</p>;
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>
        {L.summary(apiToDisplayDate(report.periodoInicial), apiToDisplayDate(report.periodoFinal))}
      </caption>
      <thead>
        <tr>
          {L.columns.map((column, index) => (
            <th key={column} scope="col" className={index > 1 ? styles.number : undefined}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {report.rows.map((row) => (
          <tr key={`${row.clientId}-${row.serviceTypeId}`}>
            <td data-label={CLIENT}>{row.clientName}</td>
            <td data-label={MODALIDADE}>{row.modalidade}</td>
            <Figures line={row} />
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          {/* On a phone the total's card reads 'Total' alone, without empty labels. */}
          <td data-label="">{L.total}</td>
          <td data-label={MODALIDADE} className={styles.phoneHidden} />
          <Figures line={report.total} />
        </tr>
      </tfoot>
    </table>
  );
}

/**
 * The two days of the period, held without a form library (the page's first visit carries none):
 * a field's message shows once it was left or a report was asked for, and typing in it hides it
 * until then (spec 1 section 5).
 */
function usePeriodFields(initial: Period) {
  const [values, setValues] = useState(initial);
  const [shown, setShown] = useState<Partial<Record<Field, boolean>>>({});
  const errors = exportPeriodFieldErrors(values);
  return {
    values,
    change: (field: Field) => (value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      setShown((current) => ({ ...current, [field]: false }));
    },
    leave: (field: Field) => () => setShown((current) => ({ ...current, [field]: true })),
    shownError: (field: Field) => (shown[field] ? errors[field] : undefined),
    /** Shows every message; true when the period may be asked for. */
    checkForSubmit: () => {
      setShown({ periodoInicial: true, periodoFinal: true });
      return Object.keys(errors).length === 0;
    },
  };
}

/**
 * The SLA report (issue 29, beyond): for a period, per client and modalidade, the requests
 * finished on time and late and the median business days to finish; also as a spreadsheet.
 */
export function SlaReportPage() {
  const shell = useShell();
  const [initial] = useState(yearToDate);
  const { values, change, leave, shownError, checkForSubmit } = usePeriodFields(initial);
  // The period of the report on screen: the opening one, then each one asked for with the button.
  const [asked, setAsked] = useState(initial);

  useEffect(() => shell.setTitle(L.title), [shell]);

  // One cached report per period (docs/decisions.md "Data on screens"): a period asked for
  // before the last one answered aborts it, so the report shown is always the last period's.
  const {
    data: report,
    isFetching: loading,
    refetch,
  } = useQuery({
    queryKey: [SLA_REPORT_PATH, asked],
    queryFn: ({ signal }) =>
      fetchSlaReport(shell.http, asked.periodoInicial, asked.periodoFinal, signal),
  });

  const generate = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!checkForSubmit()) return;
    const period = {
      periodoInicial: values.periodoInicial.trim(),
      periodoFinal: values.periodoFinal.trim(),
    };
    // The same period again is asked again: the button always reads the server's figures.
    if (JSON.stringify(period) === JSON.stringify(asked)) void refetch();
    else setAsked(period);
  };

  return (
    <DemandsPage>
      <p className={styles.intro}>{L.explanation}</p>
      <form noValidate className={styles.form} onSubmit={generate}>
        <FilterDate
          label={L.periodStart}
          required
          value={values.periodoInicial}
          onChange={change('periodoInicial')}
          onBlur={leave('periodoInicial')}
          error={shownError('periodoInicial')}
        />
        <FilterDate
          label={L.periodEnd}
          required
          value={values.periodoFinal}
          onChange={change('periodoFinal')}
          onBlur={leave('periodoFinal')}
          error={shownError('periodoFinal')}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={loading}>
            {L.generate}
          </Button>
          <Button
            variant="secondary"
            onClick={async () => {
              if (!checkForSubmit()) return;
              await downloadSlaReport(
                shell.http,
                values.periodoInicial.trim(),
                values.periodoFinal.trim(),
              ).catch((error: unknown) =>
                console.error('GET /solicitacao/relatorio-sla/export-excel failed', error),
              );
            }}
          >
            {L.export}
          </Button>
        </div>
      </form>
      {loading || !report ? (
        <Spinner label={L.loading} showLabel />
      ) : (
        <ReportTable report={report} />
      )}
    </DemandsPage>
  );
}
