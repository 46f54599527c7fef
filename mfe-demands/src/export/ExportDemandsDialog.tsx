import { MESSAGES, exportPeriodFieldErrors } from '@dpohub/domain';
import { Button, DateField, Modal, isHttpError, useShell } from '@dpohub/shared-ui';
import { Form, Formik } from 'formik';
import { useId } from 'react';
import { DEMAND_LABELS } from '../common/labels';
import styles from './ExportDemands.module.css';
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
  const formId = useId();

  return (
    <Formik
      initialValues={INITIAL}
      validate={(values) => exportPeriodFieldErrors(values)}
      validateOnChange={false}
      onSubmit={async ({ periodoInicial, periodoFinal }, helpers) => {
        helpers.setStatus(undefined);
        try {
          await downloadDemandsReport(http, periodoInicial.trim(), periodoFinal.trim(), scope);
          helpers.resetForm();
          onClose();
        } catch (error) {
          if (isHttpError(error) && error.response?.status === 400) {
            helpers.setStatus(MESSAGES.noDemandsInPeriod);
          } else {
            console.error('GET /solicitacao/export-excel failed', error);
          }
        }
      }}
    >
      {({ isSubmitting, resetForm, status }) => {
        const close = () => {
          resetForm();
          onClose();
        };
        return (
          <Modal
            open={open}
            title={labels.title}
            onClose={close}
            dismissible={!isSubmitting}
            size="small"
            footer={
              <div className={styles.footer}>
                <Button variant="secondary" onClick={close} disabled={isSubmitting}>
                  {labels.cancel}
                </Button>
                <Button type="submit" form={formId} disabled={isSubmitting}>
                  {labels.download}
                </Button>
              </div>
            }
          >
            <p className={styles.hint}>{labels.hint}</p>
            <Form id={formId} noValidate className={styles.fields}>
              <DateField name="periodoInicial" label={labels.start} required checkDay={false} />
              <DateField name="periodoFinal" label={labels.end} required checkDay={false} />
            </Form>
            {typeof status === 'string' ? (
              <p role="alert" className={styles.empty}>
                {status}
              </p>
            ) : null}
          </Modal>
        );
      }}
    </Formik>
  );
}
