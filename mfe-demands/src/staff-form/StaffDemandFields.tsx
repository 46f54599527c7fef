import {
  AREA_INTERNA_OPTIONS,
  DEMAND_LIMITS,
  PRAZO_ATENDIMENTO,
  PRAZO_ATENDIMENTO_OPTIONS,
  TIPO_AVALIACAO_LABEL,
  TIPO_AVALIACAO_OPTIONS,
} from '@dpohub/domain';
import type { Lawyer, PrazoAtendimento, ServiceType, TipoAvaliacao } from '@dpohub/domain';
import {
  ClientPicker,
  DateField,
  HoursField,
  SelectField,
  TextArea,
  TextField,
  YesNoField,
} from '@dpohub/shared-ui';
import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { DEMAND_LABELS } from '../common/labels';
import styles from './StaffForm.module.css';
import { calculatedValue, isConsulta, showsDeadline } from './staff-demand-values';
import type { StaffDemandValues } from './staff-demand-values';
import { useClientHourlyRate } from './use-staff-form-options';
import { ValorField } from './ValorField';

export interface StaffDemandFieldsProps {
  disabled: boolean;
  serviceTypes: readonly ServiceType[];
  lawyers: readonly Lawyer[];
}

const labels = DEMAND_LABELS.staffForm;

const AREA_OPTIONS = AREA_INTERNA_OPTIONS.map((area) => ({ value: area, label: area }));
const PRAZO_OPTIONS = PRAZO_ATENDIMENTO_OPTIONS.map((option) => ({ ...option }));
// The values go on the wire; the screen reads their labels (never PROTECAO_DE_DADOS).
const AVALIACAO_OPTIONS = TIPO_AVALIACAO_OPTIONS.map((tipo) => ({
  value: tipo,
  label: TIPO_AVALIACAO_LABEL[tipo],
}));

/**
 * Value auto-calculation (spec 2 section 2.4): hours times the client's price in force on the
 * request day unless the user typed the value (only then is it sent: the server values the
 * rest). It follows every change of hours or client: no rate or unreadable hours clear a
 * calculated value instead of leaving a stale one.
 */
function useCalculatedValue() {
  const { values, setFieldValue } = useFormikContext<StaffDemandValues>();
  const valorHora = useClientHourlyRate(values.client, values.requestDay);
  const loaded = useRef<{ horas: string; client: number | null } | null>({
    horas: values.horas,
    client: values.client,
  });

  useEffect(() => {
    if (valorHora === undefined) return;
    const opened = loaded.current;
    if (opened !== null) {
      // Nothing changed yet: an opened demand keeps the value it has.
      if (values.horas === opened.horas && values.client === opened.client) return;
      loaded.current = null;
    }
    if (values.valorInformado) return;
    void setFieldValue('valor', calculatedValue(values.horas, valorHora) ?? '', false);
  }, [values.horas, values.client, values.valorInformado, valorHora, setFieldValue]);
}

/**
 * Prazo. An SLA demand shows its computed date here; typing another date makes the deadline
 * customised (the server keeps an SLA demand's own date), so the edit is saved and not lost.
 */
function useDeadlineEditMakesItCustom() {
  const { values, setFieldValue } = useFormikContext<StaffDemandValues>();
  const previous = useRef(values.prazo);
  useEffect(() => {
    // Only a change of the date itself: choosing SLA again afterwards stays SLA.
    if (values.prazo === previous.current) return;
    previous.current = values.prazo;
    if (values.prazoAtendimento === PRAZO_ATENDIMENTO.SLA) {
      void setFieldValue('prazoAtendimento', PRAZO_ATENDIMENTO.CUSTOMIZADO, false);
    }
  }, [values.prazo, values.prazoAtendimento, setFieldValue]);
}

/** Every field of the staff demand form (spec 2 section 2.4), bound to the surrounding Formik. */
export function StaffDemandFields({ disabled, serviceTypes, lawyers }: StaffDemandFieldsProps) {
  const { values, errors, touched, submitCount, setFieldValue } =
    useFormikContext<StaffDemandValues>();
  useCalculatedValue();
  useDeadlineEditMakesItCustom();
  const clientError = touched.client || submitCount > 0 ? errors.client : undefined;

  return (
    <>
      <div className={styles.wide}>
        <ClientPicker
          value={values.client}
          onChange={(id) => void setFieldValue('client', id)}
          allowCreate={false}
          disabled={disabled}
          required
          error={clientError ?? null}
        />
      </div>
      <SelectField<number>
        name="serviceType"
        label={labels.serviceType}
        options={serviceTypes.map(({ id, name }) => ({ value: id, label: name }))}
        required
        disabled={disabled}
      />
      {isConsulta(values.serviceType) ? (
        <TextField name="tipoConsulta" label={labels.tipoConsulta} disabled={disabled} />
      ) : (
        <SelectField<TipoAvaliacao>
          name="tipoAvaliacao"
          label={labels.tipoAvaliacao}
          options={AVALIACAO_OPTIONS}
          disabled={disabled}
        />
      )}
      <div className={styles.wide}>
        <TextField name="demanda" label={labels.demanda} required disabled={disabled} />
      </div>
      <SelectField<string>
        name="areaInterna"
        label={labels.areaInterna}
        options={AREA_OPTIONS}
        required
        disabled={disabled}
      />
      <TextField name="areaDemandante" label={labels.areaDemandante} required disabled={disabled} />
      <TextField name="autorDemanda" label={labels.autorDemanda} required disabled={disabled} />
      <SelectField<PrazoAtendimento>
        name="prazoAtendimento"
        label={labels.prazoAtendimento}
        options={PRAZO_OPTIONS}
        required
        disabled={disabled}
      />
      {showsDeadline(values) ? (
        <DateField name="prazo" label={labels.prazo} required disabled={disabled} />
      ) : null}
      <div className={styles.wide}>
        <TextArea
          name="descricaoTrabalho"
          label={labels.descricaoTrabalho}
          rows={DEMAND_LIMITS.descriptionRows}
          required
          disabled={disabled}
        />
      </div>
      <SelectField<number>
        name="lawyer"
        label={labels.lawyer}
        options={lawyers.map(({ id, name }) => ({ value: id, label: name }))}
        required
        disabled={disabled}
      />
      {/* Spec 2 section 5: an empty Horas is refused on submit, so it carries the asterisk (m10). */}
      <HoursField name="horas" label={labels.horas} format="HH:MM" required disabled={disabled} />
      <ValorField
        name="valor"
        label={labels.valor}
        disabled={disabled}
        onTyped={() => void setFieldValue('valorInformado', true, false)}
      />
      <YesNoField name="consumoHoras" label={labels.consumoHoras} required disabled={disabled} />
    </>
  );
}
