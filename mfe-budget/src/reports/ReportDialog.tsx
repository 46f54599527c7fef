import { MESSAGES, validateBudgetPeriod } from '@dpohub/domain';
import { Button, Modal, PeriodField, isHttpError, useShell } from '@dpohub/shared-ui';
import { Form, Formik } from 'formik';
import { useId } from 'react';
import { downloadHoursReport, downloadServicesReport, type AppliedQuery } from '../budget-api';
import { BUDGET_LABELS } from '../labels';
import styles from '../components/Section.module.css';

export type ReportKind = 'services' | 'hours';

export interface ReportDialogProps {
  kind: ReportKind | null;
  query: AppliedQuery;
  onClose: () => void;
}

/**
 * The two report dialogs (spec 2 sections 5, 7 and 8): a MM/yyyy period checked with the
 * budget period rules, then the spreadsheet under its Content-Disposition name.
 */
export function ReportDialog({ kind, query, onClose }: ReportDialogProps) {
  const { http, toast } = useShell();
  const formId = useId();
  const initial = {
    periodoInicial: query.periodoInicial ?? '',
    periodoFinal: query.periodoFinal ?? '',
  };
  return (
    <Formik
      enableReinitialize
      initialValues={initial}
      validateOnChange={false}
      validate={(values) => {
        const problem = validateBudgetPeriod(values.periodoInicial, values.periodoFinal);
        return problem ? { periodoFinal: problem } : {};
      }}
      onSubmit={async (values, helpers) => {
        const report = { ...query, ...values };
        try {
          if (kind === 'hours') await downloadHoursReport(http, report);
          else await downloadServicesReport(http, report);
          helpers.resetForm();
          onClose();
        } catch (error) {
          console.error('budget report failed', error);
          if (kind === 'hours' && isHttpError(error) && error.response?.status === 400) {
            toast.error(MESSAGES.noContractedHoursInPeriod);
          }
        }
      }}
    >
      {({ isSubmitting, resetForm }) => {
        const close = () => {
          resetForm();
          onClose();
        };
        return (
          <Modal
            open={kind !== null}
            title={
              kind === 'hours' ? BUDGET_LABELS.hoursReportTitle : BUDGET_LABELS.servicesReportTitle
            }
            onClose={close}
            dismissible={!isSubmitting}
            size="small"
            footer={
              <div className={styles.footer}>
                <Button variant="secondary" onClick={close} disabled={isSubmitting}>
                  {BUDGET_LABELS.cancel}
                </Button>
                <Button type="submit" form={formId} disabled={isSubmitting}>
                  {BUDGET_LABELS.download}
                </Button>
              </div>
            }
          >
            <Form id={formId} noValidate className={styles.fields}>
              <PeriodField name="periodoInicial" label={BUDGET_LABELS.periodStart} required />
              <PeriodField name="periodoFinal" label={BUDGET_LABELS.periodEnd} required />
            </Form>
          </Modal>
        );
      }}
    </Formik>
  );
}
