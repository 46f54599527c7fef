import {
  HOURS_PACK_MAX_INTEGER_DIGITS,
  MESSAGES,
  PACK_DESCRIPTION_MAX_LENGTH,
  addHoursSchema,
  removeHoursSchema,
  serverErrorMessage,
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
  TextField,
  isHttpError,
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

/** The refusal's own message, to show in the dialog (budget M6). */
function refusal(error: unknown): string {
  if (isHttpError<{ message?: string }>(error)) {
    return serverErrorMessage(error.response?.data?.message);
  }
  return serverErrorMessage(null);
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
  const errorId = useId();
  return (
    <Formik
      initialValues={initial}
      validationSchema={schema}
      validateOnChange={false}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(null);
        try {
          await save(values);
          helpers.resetForm();
          onClose();
        } catch (error) {
          // Spec 2 section 8 only logs these; the dialog also says why (budget M6).
          console.error('POST /banco-horas failed', error);
          helpers.setStatus(refusal(error));
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
                  {BUDGET_LABELS.cancel}
                </Button>
                <Button type="submit" form={formId} disabled={isSubmitting}>
                  {BUDGET_LABELS.save}
                </Button>
              </div>
            }
          >
            <Form
              id={formId}
              noValidate
              className={styles.fields}
              aria-describedby={status ? errorId : undefined}
            >
              {children}
            </Form>
            {typeof status === 'string' && (
              <p id={errorId} role="alert" className={styles.refusal}>
                {status}
              </p>
            )}
          </Modal>
        );
      }}
    </Formik>
  );
}

/**
 * 'Adicionar Horas' (spec 2 sections 3, 5 and 7): quantidade HHH:mm, valor, dataExpiracao, and
 * ours: the pack's first day (a pack bought earlier) and a description or contract reference.
 */
export function AddHoursDialog({ open, clientId, onClose, onSaved }: HoursDialogProps) {
  const { http, toast } = useShell();
  return (
    <HoursDialog
      open={open}
      title={BUDGET_LABELS.addHours}
      initial={{
        quantidade: '',
        valor: null as number | null,
        dataExpiracao: '',
        dataInicio: '',
        descricao: '',
      }}
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
      <CurrencyField
        name="valor"
        label={BUDGET_LABELS.packValue}
        required
        maxIntegerDigits={HOURS_PACK_MAX_INTEGER_DIGITS}
      />
      <DateField name="dataExpiracao" label={BUDGET_LABELS.expiryDate} required />
      <DateField
        name="dataInicio"
        label={BUDGET_LABELS.startDate}
        hint={BUDGET_LABELS.startDateHint}
      />
      <div className={styles.wide}>
        <TextField
          name="descricao"
          label={BUDGET_LABELS.packDescription}
          maxLength={PACK_DESCRIPTION_MAX_LENGTH}
        />
      </div>
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
