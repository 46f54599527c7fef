import { MESSAGES, exportPeriodFieldErrors } from '@dpohub/domain';
import { DateField, FormDialog, isHttpError, useShell } from '@dpohub/shared-ui';
import { DEMAND_LABELS } from '../common/labels';
import { downloadDemandsReport } from './export-demands-api';
import type { DemandExportScope } from './export-demands-api';

export interface ExportDemandsDialogProps {
  open: boolean;
  onClose: () => void;
  /** The list the dialog was opened from: its client and filters limit the export. */
  scope: DemandExportScope;
}

const labels = DEMAND_LABELS.exportDialog;
const INITIAL = { periodoInicial: '', periodoFinal: '' };

/**
 * The demands export dialog (spec 2 sections 2.3 and 5): two dd/MM/yyyy dates checked with the
 * period rules, then the spreadsheet of the list as it is filtered. The dialog says what the
 * period is (the creation date) and that the list's filters apply; a period that holds no demand
 * is told in the dialog, not downloaded (demands m14).
 */
export function ExportDemandsDialog({ open, onClose, scope }: ExportDemandsDialogProps) {
  const { http } = useShell();
  return (
    <FormDialog
      open={open}
      title={labels.title}
      hint={labels.hint}
      initialValues={INITIAL}
      validate={(values) => exportPeriodFieldErrors(values)}
      onSubmit={async ({ periodoInicial, periodoFinal }) => {
        await downloadDemandsReport(http, periodoInicial.trim(), periodoFinal.trim(), scope);
      }}
      refusal={(error) => {
        if (isHttpError(error) && error.response?.status === 400) return MESSAGES.noDemandsInPeriod;
        console.error('GET /solicitacao/export-excel failed', error);
        return undefined;
      }}
      onClose={onClose}
      cancelLabel={labels.cancel}
      submitLabel={labels.download}
    >
      <DateField name="periodoInicial" label={labels.start} required checkDay={false} />
      <DateField name="periodoFinal" label={labels.end} required checkDay={false} />
    </FormDialog>
  );
}
