import {
  HOURS_PACK_MAX_INTEGER_DIGITS,
  MESSAGES,
  PACK_DESCRIPTION_MAX_LENGTH,
  addHoursSchema,
  removeHoursSchema,
  serverErrorMessage,
  toHoursAddPayload,
  toHoursRemovePayload,
  formValidator,
} from '@dpohub/domain';
import {
  CurrencyField,
  DateField,
  FORM_DIALOG_WIDE,
  FormDialog,
  HoursField,
  PeriodField,
  TextField,
  isHttpError,
  useShell,
} from '@dpohub/shared-ui';
import type { ReactNode } from 'react';
import { saveHoursMovement } from '../budget-api';
import { BUDGET_LABELS } from '../labels';

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
  return (
    <FormDialog
      open={open}
      title={title}
      initialValues={initial}
      validate={formValidator(schema)}
      onSubmit={save}
      refusal={(error) => {
        // Spec 2 section 8 only logs these; the dialog also says why (budget M6).
        console.error('POST /banco-horas failed', error);
        return refusal(error);
      }}
      onClose={onClose}
      cancelLabel={BUDGET_LABELS.cancel}
      submitLabel={BUDGET_LABELS.save}
    >
      {children}
    </FormDialog>
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
      <div className={FORM_DIALOG_WIDE}>
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
