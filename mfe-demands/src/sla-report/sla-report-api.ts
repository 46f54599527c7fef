import { SLA_REPORT_FILENAME, displayToApiDate } from '@dpohub/domain';
import type { SlaReport } from '@dpohub/domain/wire';
import type { HttpClient } from '@dpohub/shared-ui';
import { downloadFile } from '@dpohub/shared-ui';

/** The period as typed (dd/MM/yyyy), sent yyyy-MM-dd as every date (spec 1 section 5). */
function periodParams(periodoInicial: string, periodoFinal: string) {
  return {
    periodoInicial: displayToApiDate(periodoInicial) ?? periodoInicial,
    periodoFinal: displayToApiDate(periodoFinal) ?? periodoFinal,
  };
}

/** The report's path: its cache key starts with it. */
export const SLA_REPORT_PATH = '/solicitacao/relatorio-sla';

/** GET /solicitacao/relatorio-sla; `signal` aborts it when another period is asked for first. */
export async function fetchSlaReport(
  http: HttpClient,
  periodoInicial: string,
  periodoFinal: string,
  signal?: AbortSignal,
): Promise<SlaReport> {
  const { data } = await http.get<SlaReport>(SLA_REPORT_PATH, {
    params: periodParams(periodoInicial, periodoFinal),
    signal,
  });
  return data;
}

/** GET /solicitacao/relatorio-sla/export-excel, saved as relatorio-sla.xlsx. */
export async function downloadSlaReport(
  http: HttpClient,
  periodoInicial: string,
  periodoFinal: string,
): Promise<string> {
  return downloadFile(http, '/solicitacao/relatorio-sla/export-excel', SLA_REPORT_FILENAME, {
    params: periodParams(periodoInicial, periodoFinal),
  });
}
