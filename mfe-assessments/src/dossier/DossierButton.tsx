import { useState } from 'react';
import { ASSESSMENT_API_BASE, DOSSIER_FILE_MESSAGES, dossierFileName } from '@dpohub/domain';
import { Button, saveBlobResponse, useShell } from '@dpohub/shared-ui';

export interface DossierButtonProps {
  /** A finished assessment of any kind. */
  id: number;
  /** Path segment of its kind, for the fallback file name ('registro-das-operacoes'). */
  apiSegment: string;
}

/**
 * 'Baixar dossiê (PDF)': the server's PDF of a finished assessment (answers, scores with their
 * reasons, dates, who answered), saved under the name the server gives.
 */
export function DossierButton({ id, apiSegment }: DossierButtonProps) {
  const { http, toast } = useShell();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const response = await http.get<Blob>(`${ASSESSMENT_API_BASE}/${id}/dossie`, {
        responseType: 'blob',
        skipErrorToast: true,
      });
      saveBlobResponse(response, dossierFileName(apiSegment, id));
    } catch (error) {
      console.error('the dossier download failed', error);
      toast.error(DOSSIER_FILE_MESSAGES.downloadError);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="secondary" onClick={() => void download()} loading={busy}>
      {DOSSIER_FILE_MESSAGES.download}
    </Button>
  );
}
