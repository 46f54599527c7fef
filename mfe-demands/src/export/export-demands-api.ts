import { EXPORT_DEFAULT_FILENAME, displayToApiDate } from '@dpohub/domain';
import type { HttpClient } from '@dpohub/shared-ui';
import { downloadFile } from '@dpohub/shared-ui';
import type { DemandListFilters } from '../staff-list/staff-demands-api';

/** What the export covers besides the period: the list it was opened from, as it is filtered. */
export interface DemandExportScope extends DemandListFilters {
  archived: boolean;
  clientId: number | null;
}

/**
 * GET /solicitacao/export-excel with the period (dd/MM/yyyy as typed, sent yyyy-MM-dd as every
 * date: spec 1 section 5) and the list's filters, and saves the spreadsheet under the name of
 * its Content-Disposition, else relatorio.xlsx. Returns the saved file name.
 */
export async function downloadDemandsReport(
  http: HttpClient,
  periodoInicial: string,
  periodoFinal: string,
  scope: DemandExportScope,
): Promise<string> {
  return downloadFile(http, '/solicitacao/export-excel', EXPORT_DEFAULT_FILENAME, {
    params: {
      periodoInicial: displayToApiDate(periodoInicial) ?? periodoInicial,
      periodoFinal: displayToApiDate(periodoFinal) ?? periodoFinal,
      archived: scope.archived,
      clientId: scope.clientId ?? undefined,
      filtro: scope.filtro,
      status: scope.status,
      lawyer: scope.lawyer,
      atrasadas: scope.atrasadas || undefined,
      minhas: scope.minhas || undefined,
      semAdvogado: scope.semAdvogado || undefined,
    },
    // Spec 2 section 8: export errors are only logged.
    skipErrorToast: true,
  });
}
