import {
  CLIENT_PRAZO_OPTIONS,
  CLIENT_REQUEST_LABELS,
  DEMAND_ATTACHMENT_EXTENSIONS,
  DEMAND_LIMITS,
  MESSAGES,
  PRAZO_ATENDIMENTO,
  SERVICE_TYPE,
  TIPO_AVALIACAO_LABEL,
  TIPO_AVALIACAO_OPTIONS,
} from '@dpohub/domain';
import type { DemandDocument, ServiceType } from '@dpohub/domain';
import {
  DateField,
  FileField,
  SelectField,
  TextArea,
  TextField,
  YesNoField,
} from '@dpohub/shared-ui';
import { useFormikContext } from 'formik';
import { ParticipantsField } from '../participants/ParticipantsField';
import type { ClientUser } from '../participants/participant-types';
import type { ClientRequestFormValues } from './client-form-values';
import { StoredFiles } from './StoredFiles';
import styles from './ClientRequestForm.module.css';

const LABELS = CLIENT_REQUEST_LABELS.form;

const TIPO_AVALIACAO_CHOICES = TIPO_AVALIACAO_OPTIONS.map((value) => ({
  value,
  label: TIPO_AVALIACAO_LABEL[value],
}));

const PRAZO_CHOICES = CLIENT_PRAZO_OPTIONS.map((option) => ({ ...option }));

export interface ClientRequestFieldsProps {
  serviceTypes: readonly ServiceType[];
  clientUsers: readonly ClientUser[];
  storedDocuments: readonly DemandDocument[];
  removedStored: ReadonlySet<number>;
  onRemoveStored: (document: DemandDocument) => void;
  onKeepStored: (document: DemandDocument) => void;
}

/** The fields of the client request form, in the order of spec 2 section 2.6. */
export function ClientRequestFields({
  serviceTypes,
  clientUsers,
  storedDocuments,
  removedStored,
  onRemoveStored,
  onKeepStored,
}: ClientRequestFieldsProps) {
  const kept = storedDocuments.filter((document) => !removedStored.has(document.id));
  const keptStored = kept.length;
  const { values } = useFormikContext<ClientRequestFormValues>();
  const consulta = values.serviceType === SERVICE_TYPE.CONSULTA;
  return (
    <div className={styles.fields}>
      <SelectField
        name="serviceType"
        label={LABELS.modalidade}
        options={serviceTypes.map((type) => ({ value: type.id, label: type.name }))}
        required
      />
      {consulta ? (
        <TextField name="tipoConsulta" label={LABELS.tipoConsulta} required />
      ) : (
        <SelectField
          name="tipoAvaliacao"
          label={LABELS.tipoAvaliacao}
          options={TIPO_AVALIACAO_CHOICES}
          required
        />
      )}
      <TextField name="demanda" label={LABELS.demanda} required />
      <TextArea
        name="descricaoTrabalho"
        label={LABELS.descricao}
        rows={DEMAND_LIMITS.descriptionRows}
        hint={`${values.descricaoTrabalho.length}/${DEMAND_LIMITS.descriptionMaxLength}`}
        required
      />
      <div className={styles.row}>
        <SelectField
          name="prazoAtendimento"
          label={LABELS.prazoAtendimento}
          options={PRAZO_CHOICES}
          required
        />
        {values.prazoAtendimento === PRAZO_ATENDIMENTO.CUSTOMIZADO ? (
          <DateField name="prazo" label={LABELS.prazo} required />
        ) : null}
      </div>
      <YesNoField name="consumoHoras" label={LABELS.consumoHoras} required />
      <StoredFiles
        documents={storedDocuments}
        removed={removedStored}
        onRemove={onRemoveStored}
        onKeep={onKeepStored}
      />
      <FileField
        name="files"
        label={LABELS.files}
        accept={DEMAND_ATTACHMENT_EXTENSIONS}
        // Spec 2 section 5: new plus kept stored files, at most 10.
        maxFiles={Math.max(0, DEMAND_LIMITS.maxFiles - keptStored)}
        maxFilesMessage={MESSAGES.clientRequestMaxFiles}
        takenNames={kept.map((document) => document.filename)}
      />
      <ParticipantsField name="participants" newName="newParticipants" clientUsers={clientUsers} />
    </div>
  );
}
