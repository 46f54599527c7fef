import { PdfModal } from '@dpohub/shared-ui';
import { LGPD_PRIMER_FILE_NAME, LGPD_PRIMER_URL } from '../lgpd-primer/lgpd-primer';
import { SHELL_LABELS } from '../shell-labels';

/** 'Conheça a LGPD' (spec 1 section 2.6): the primer PDF in a dialog, mounted while open. */
export function LgpdPrimerDialog({ onClose }: { onClose: () => void }) {
  return (
    <PdfModal
      open
      title={SHELL_LABELS.lgpdPrimer}
      url={LGPD_PRIMER_URL}
      fileName={LGPD_PRIMER_FILE_NAME}
      onClose={onClose}
    />
  );
}
