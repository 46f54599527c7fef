import {
  MESSAGES,
  addHoursSchema,
  removeHoursSchema,
  toHoursAddPayload,
  toHoursRemovePayload,
} from '@dpohub/domain';
import {
  Button,
  CurrencyField,
  DateField,
  HoursField,
  Modal,
  PeriodField,
  useShell,
} from '@dpohub/shared-ui';
import { Form, Formik } from 'formik';
import { useId, type ReactNode } from 'react';
import { saveHoursMovement } from '../budget-api';
import { BUDGET_LABELS } from '../labels';
import styles from '../components/Section.module.css';

export interface HoursDialogProps {
  open: boolean;
  clientId: number | null;
  onClose: () => void;
  /** After a saved movement: the view reads its figures again. */
  onSaved: () => void;
}

function HoursDialog<V extends Record<string, string | number | null>>({
  open,
  title,
  initial,
  schema,
  save,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  initial: V;
  schema: typeof addHoursSchema | typeof removeHoursSchema;
  save: (values: V) => Promise<void>;
  onClose: () => void;
  children: ReactNode;
}) {
  const formId = useId();
  return (
    <Formik
      initialValues={initial}
      validationSchema={schema}
      validateOnChange={false}
      onSubmit={async (values, helpers) => {
        try {
          await save(values);
          helpers.resetForm();
          onClose();
        } catch (error) {
          // Spec 2 section 8: add/remove hours errors are only logged.
          console.error('POST /banco-horas failed', error);
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
            title={title}
            onClose={close}
            dismissible={!isSubmitting}
            size="small"
            footer={
              <div className={styles.footer}>
                <Button variant="secondary" onClick={close} disabled={isSubmitting}>
                  {BUDGET_LABELS.cancel}
                </Button>
                <Button type="submit" form={formId} disabled={isSubmitting}>
                  {BUDGET_LABELS.save}
                </Button>
              </div>
            }
          >
            <Form id={formId} noValidate className={styles.fields}>
              {children}
            </Form>
          </Modal>
        );
      }}
    </Formik>
  );
}

/** 'Adicionar Horas' (spec 2 sections 3, 5 and 7): quantidade HHH:mm, valor, dataExpiracao. */
export function AddHoursDialog({ open, clientId, onClose, onSaved }: HoursDialogProps) {
  const { http, toast } = useShell();
  return (
    <HoursDialog
      open={open}
      title={BUDGET_LABELS.addHours}
      initial={{ quantidade: '', valor: null as number | null, dataExpiracao: '' }}
      schema={addHoursSchema}
      onClose={onClose}
      save={async (values) => {
        if (clientId === null) return;
        await saveHoursMovement(
          http,
          toHoursAddPayload(clientId, { ...values, valor: values.valor ?? '' }),
        );
        toast.success(MESSAGES.hoursAdded);
        onSaved();
      }}
    >
      <HoursField name="quantidade" label={BUDGET_LABELS.quantity} format="HHH:mm" required />
      <CurrencyField name="valor" label={BUDGET_LABELS.packValue} required />
      <DateField name="dataExpiracao" label={BUDGET_LABELS.expiryDate} required />
    </HoursDialog>
  );
}

/** 'Remover Horas': quantidade HHH:mm (sent negative) and dataInicial MM/yyyy. */
export function RemoveHoursDialog({ open, clientId, onClose, onSaved }: HoursDialogProps) {
  const { http, toast } = useShell();
  return (
    <HoursDialog
      open={open}
      title={BUDGET_LABELS.removeHours}
      initial={{ quantidade: '', dataInicial: '' }}
      schema={removeHoursSchema}
      onClose={onClose}
      save={async (values) => {
        if (clientId === null) return;
        await saveHoursMovement(http, toHoursRemovePayload(clientId, values));
        toast.success(MESSAGES.hoursRemoved);
        onSaved();
      }}
    >
      <HoursField name="quantidade" label={BUDGET_LABELS.quantity} format="HHH:mm" required />
      <PeriodField name="dataInicial" label={BUDGET_LABELS.startPeriod} required />
    </HoursDialog>
  );
}
