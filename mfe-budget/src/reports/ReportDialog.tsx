import { MESSAGES, serverErrorMessage, validateBudgetPeriod } from '@dpohub/domain';
import { FormDialog, PeriodField, isHttpError, useShell } from '@dpohub/shared-ui';
import {
  downloadHoursReport,
  downloadServicesReport,
  downloadStatement,
  type AppliedQuery,
} from '../budget-api';
import { BUDGET_LABELS } from '../labels';

export type ReportKind = 'services' | 'hours' | 'statement';

export interface ReportDialogProps {
  kind: ReportKind | null;
  query: AppliedQuery;
  onClose: () => void;
}

const TITLES: Record<ReportKind, string> = {
  services: BUDGET_LABELS.servicesReportTitle,
  hours: BUDGET_LABELS.hoursReportTitle,
  statement: BUDGET_LABELS.statementTitle,
};

const DOWNLOADS = {
  services: downloadServicesReport,
  hours: downloadHoursReport,
  statement: downloadStatement,
} as const;

/** A refusal's text: the server's message (spec 1 section 8 rules), or the generic one. */
async function refusalText(error: unknown): Promise<string> {
  if (!isHttpError(error)) return serverErrorMessage(null);
  // A download's refusal arrives as a Blob holding the JSON answer.
  const data = error.response?.data;
  const text = data instanceof Blob ? await data.text().catch(() => '') : '';
  try {
    return serverErrorMessage((JSON.parse(text) as { message?: string }).message);
  } catch {
    return serverErrorMessage(null);
  }
}

/**
 * The report dialogs (spec 2 sections 5, 7 and 8): a MM/yyyy period checked with the budget
 * period rules, then the spreadsheet (or the statement PDF) under its Content-Disposition name.
 * The default period keeps its first day (the same day one year ago) while its start is kept.
 */
export function ReportDialog({ kind, query, onClose }: ReportDialogProps) {
  const { http, toast } = useShell();
  return (
    <FormDialog
      open={kind !== null}
      title={kind ? TITLES[kind] : ''}
      enableReinitialize
      initialValues={{
        periodoInicial: query.periodoInicial ?? '',
        periodoFinal: query.periodoFinal ?? '',
      }}
      validate={(values) => {
        const problem = validateBudgetPeriod(values.periodoInicial, values.periodoFinal);
        return problem ? { periodoFinal: problem } : {};
      }}
      onSubmit={async (values) => {
        await DOWNLOADS[kind ?? 'services'](http, {
          ...query,
          ...values,
          diaInicial: values.periodoInicial === query.periodoInicial ? query.diaInicial : null,
        });
      }}
      refusal={async (error) => {
        console.error('budget report failed', error);
        if (kind === 'hours' && isHttpError(error) && error.response?.status === 400) {
          // Spec 2 section 8.
          toast.error(MESSAGES.noContractedHoursInPeriod);
          return undefined;
        }
        return refusalText(error);
      }}
      onClose={onClose}
      cancelLabel={BUDGET_LABELS.cancel}
      submitLabel={BUDGET_LABELS.download}
    >
      <PeriodField name="periodoInicial" label={BUDGET_LABELS.periodStart} required />
      <PeriodField name="periodoFinal" label={BUDGET_LABELS.periodEnd} required />
    </FormDialog>
  );
}
