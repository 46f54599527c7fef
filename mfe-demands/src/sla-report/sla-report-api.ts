import { SLA_REPORT_FILENAME, displayToApiDate } from '@dpohub/domain';
import type { SlaReport } from '@dpohub/domain';
import type { HttpClient } from '@dpohub/shared-ui';
import { downloadFile } from '@dpohub/shared-ui';

/** The period as typed (dd/MM/yyyy), sent yyyy-MM-dd as every date (spec 1 section 5). */
function periodParams(periodoInicial: string, periodoFinal: string) {
  return {
    periodoInicial: displayToApiDate(periodoInicial) ?? periodoInicial,
    periodoFinal: displayToApiDate(periodoFinal) ?? periodoFinal,
  };
}

/** GET /solicitacao/relatorio-sla. */
export async function fetchSlaReport(
  http: HttpClient,
  periodoInicial: string,
  periodoFinal: string,
): Promise<SlaReport> {
  const { data } = await http.get<SlaReport>('/solicitacao/relatorio-sla', {
    params: periodParams(periodoInicial, periodoFinal),
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
