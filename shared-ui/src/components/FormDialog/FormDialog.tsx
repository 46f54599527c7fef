import { Form, Formik } from 'formik';
import type { FormikConfig, FormikValues } from 'formik';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import styles from './FormDialog.module.css';

/** Makes a field take the whole row of the dialog's grid. */
export const FORM_DIALOG_WIDE = styles.wide;

export interface FormDialogProps<V extends FormikValues> {
  open: boolean;
  title: string;
  initialValues: V;
  /** The initial values follow the props while the dialog is closed (a report's default period). */
  enableReinitialize?: boolean;
  validate?: FormikConfig<V>['validate'];
  /** Sends the form; when it resolves the form is reset and the dialog closes. */
  onSubmit: (values: V) => Promise<void>;
  /**
   * What the dialog says when `onSubmit` fails (it stays open): a text shown in it, or nothing
   * when the failure was told another way (a toast, the log).
   */
  refusal: (error: unknown) => string | undefined | Promise<string | undefined>;
  onClose: () => void;
  cancelLabel: string;
  submitLabel: string;
  /** A sentence above the fields. */
  hint?: ReactNode;
  /** The fields, laid out in a grid. */
  children: ReactNode;
}

/**
 * A small form in a modal (a report's period, a movement of hours): the fields in a grid,
 * Cancelar and the action in the footer, the refusal said inside the dialog. Validation runs on
 * submit; closing resets the form; nothing closes it while it is sending.
 */
export function FormDialog<V extends FormikValues>({
  open,
  title,
  initialValues,
  enableReinitialize,
  validate,
  onSubmit,
  refusal,
  onClose,
  cancelLabel,
  submitLabel,
  hint,
  children,
}: FormDialogProps<V>) {
  const formId = useId();
  const errorId = useId();
  return (
    <Formik
      initialValues={initialValues}
      enableReinitialize={enableReinitialize}
      validate={validate}
      validateOnChange={false}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        try {
          await onSubmit(values);
          helpers.resetForm();
          onClose();
        } catch (error) {
          helpers.setStatus(await refusal(error));
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
            title={title}
            onClose={close}
            dismissible={!isSubmitting}
            size="small"
            footer={
              <div className={styles.footer}>
                <Button variant="secondary" onClick={close} disabled={isSubmitting}>
                  {cancelLabel}
                </Button>
                <Button type="submit" form={formId} disabled={isSubmitting}>
                  {submitLabel}
                </Button>
              </div>
            }
          >
            {hint ? <p className={styles.hint}>{hint}</p> : null}
            <Form
              id={formId}
              noValidate
              className={styles.fields}
              aria-describedby={typeof status === 'string' ? errorId : undefined}
            >
              {children}
            </Form>
            {typeof status === 'string' ? (
              <p id={errorId} role="alert" className={styles.refusal}>
                {status}
              </p>
            ) : null}
          </Modal>
        );
      }}
    </Formik>
  );
}
