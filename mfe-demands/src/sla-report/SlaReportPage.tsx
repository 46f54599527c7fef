import {
  SLA_REPORT_LABELS,
  apiToDisplayDate,
  createExportPeriodSchema,
  formatDisplayDate,
  formatSlaDays,
  formatSlaPercent,
} from '@dpohub/domain';
import type { SlaReport, SlaReportLine } from '@dpohub/domain';
import { Button, DateField, Spinner, useShell } from '@dpohub/shared-ui';
import { Form, Formik } from 'formik';
import { useCallback, useEffect, useState } from 'react';
import { DemandsPage } from '../common/DemandsPage';
import { downloadSlaReport, fetchSlaReport } from './sla-report-api';
import styles from './SlaReport.module.css';

const L = SLA_REPORT_LABELS;
const [CLIENT, MODALIDADE, FINALIZADAS, NO_PRAZO, FORA_DO_PRAZO, PERCENT, MEDIANA] = L.columns;

interface Period {
  periodoInicial: string;
  periodoFinal: string;
}

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
 * The SLA report (issue 29, beyond): for a period, per client and modalidade, the requests
 * finished on time and late and the median business days to finish; also as a spreadsheet.
 */
export function SlaReportPage() {
  const shell = useShell();
  const [initial] = useState(yearToDate);
  const [report, setReport] = useState<SlaReport | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => shell.setTitle(L.title), [shell]);

  const load = useCallback(
    async (period: Period) => {
      setLoading(true);
      try {
        setReport(
          await fetchSlaReport(
            shell.http,
            period.periodoInicial.trim(),
            period.periodoFinal.trim(),
          ),
        );
      } catch (error) {
        // The http client already showed the server's message (spec 1 section 8).
        console.error('GET /solicitacao/relatorio-sla failed', error);
      } finally {
        setLoading(false);
      }
    },
    [shell.http],
  );

  // The opening period; later ones are asked for with the button.
  useEffect(() => {
    void load(initial);
  }, [load, initial]);

  return (
    <DemandsPage>
      <p className={styles.intro}>{L.explanation}</p>
      <Formik
        initialValues={initial}
        validationSchema={createExportPeriodSchema()}
        validateOnChange={false}
        onSubmit={load}
      >
        {({ values, validateForm, setTouched, isSubmitting }) => (
          <Form noValidate className={styles.form}>
            <DateField name="periodoInicial" label={L.periodStart} required />
            <DateField name="periodoFinal" label={L.periodEnd} required />
            <div className={styles.actions}>
              <Button type="submit" disabled={isSubmitting}>
                {L.generate}
              </Button>
              <Button
                variant="secondary"
                onClick={async () => {
                  const errors = await validateForm();
                  if (Object.keys(errors).length) {
                    void setTouched({ periodoInicial: true, periodoFinal: true });
                    return;
                  }
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
          </Form>
        )}
      </Formik>
      {loading || !report ? (
        <Spinner label={L.loading} showLabel />
      ) : (
        <ReportTable report={report} />
      )}
    </DemandsPage>
  );
}
