import { EXPORT_DEFAULT_FILENAME } from '@dpohub/domain';
import type { AxiosInstance } from 'axios';
import { saveBlobResponse } from '@dpohub/shared-ui';

/**
 * GET /solicitacao/export-excel?periodoInicial=&periodoFinal= (dates dd/MM/yyyy as typed) and
 * saves the spreadsheet under the name of its Content-Disposition, else relatorio.xlsx.
 * Returns the saved file name.
 */
export async function downloadDemandsReport(
  http: AxiosInstance,
  periodoInicial: string,
  periodoFinal: string,
): Promise<string> {
  const response = await http.get<Blob>('/solicitacao/export-excel', {
    params: { periodoInicial, periodoFinal },
    responseType: 'blob',
    // Spec 2 section 8: export errors are only logged.
    skipErrorToast: true,
  });
  return saveBlobResponse(response, EXPORT_DEFAULT_FILENAME);
}
