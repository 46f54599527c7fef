import { createExportPeriodSchema } from '@dpohub/domain';
import { Button, DateField, Modal, useShell } from '@dpohub/shared-ui';
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
 * period rules, then the spreadsheet of the list as it is filtered.
 */
export function ExportDemandsDialog({ open, onClose, scope }: ExportDemandsDialogProps) {
  const { http } = useShell();
  const formId = useId();

  return (
    <Formik
      initialValues={INITIAL}
      validationSchema={createExportPeriodSchema()}
      validateOnChange={false}
      onSubmit={async ({ periodoInicial, periodoFinal }, helpers) => {
        try {
          await downloadDemandsReport(http, periodoInicial.trim(), periodoFinal.trim(), scope);
          helpers.resetForm();
          onClose();
        } catch (error) {
          console.error('GET /solicitacao/export-excel failed', error);
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
            <Form id={formId} noValidate className={styles.fields}>
              <DateField name="periodoInicial" label={labels.start} required />
              <DateField name="periodoFinal" label={labels.end} required />
            </Form>
          </Modal>
        );
      }}
    </Formik>
  );
}
