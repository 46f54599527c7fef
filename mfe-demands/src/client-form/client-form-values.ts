import {
  DEMAND_MULTIPART_PARTS,
  PRAZO_ATENDIMENTO,
  SERVICE_TYPE,
  apiToDisplayDate,
  displayToApiDate,
} from '@dpohub/domain';
import type {
  PrazoAtendimento,
  TemporaryParticipantFields,
  TipoAvaliacao,
} from '@dpohub/domain';
import type { ClientRequestPart } from '@dpohub/domain/wire';
import type { ClientRequestDetail } from '../client-requests/client-request-types';
import type { ClientUser } from '../participants/participant-types';

/** The client request form (spec 2 section 2.6) as Formik holds it. */
export interface ClientRequestFormValues {
  serviceType: number | null;
  tipoConsulta: string;
  tipoAvaliacao: TipoAvaliacao | null;
  demanda: string;
  descricaoTrabalho: string;
  prazoAtendimento: PrazoAtendimento | null;
  /** dd/mm/aaaa as typed; used only when the deadline is not the SLA. */
  prazo: string;
  consumoHoras: boolean | null;
  /** New files to upload. */
  files: File[];
  participants: ClientUser[];
  /** 'Criar participante temporário': created with the request on Concluir (demands m5). */
  newParticipants: TemporaryParticipantFields[];
}

/** The JSON part of the request calls, with the participants chosen in the form. */
export type ClientRequestDto = ClientRequestPart;

/** A new request; the serviceType query of the home cards preselects the modality. */
export function newRequestValues(serviceType: number | null): ClientRequestFormValues {
  return {
    serviceType,
    tipoConsulta: '',
    tipoAvaliacao: null,
    demanda: '',
    descricaoTrabalho: '',
    prazoAtendimento: null,
    prazo: '',
    consumoHoras: null,
    files: [],
    participants: [],
    newParticipants: [],
  };
}

/** The stored request, to edit it. */
export function valuesFromRequest(
  request: ClientRequestDetail,
  participants: ClientUser[],
): ClientRequestFormValues {
  const custom = request.prazoAtendimento !== PRAZO_ATENDIMENTO.SLA;
  return {
    serviceType: request.serviceType?.id ?? null,
    tipoConsulta: request.tipoConsulta ?? '',
    tipoAvaliacao: request.tipoAvaliacao ?? null,
    demanda: request.demanda,
    descricaoTrabalho: request.descricaoTrabalho ?? '',
    prazoAtendimento: request.prazoAtendimento,
    prazo: custom ? apiToDisplayDate(request.prazo) : '',
    consumoHoras: request.consumoHoras,
    files: [],
    participants,
    newParticipants: [],
  };
}

/**
 * The `documentosConsultasDto` part: Consulta (2) carries tipoConsulta, the other modalities
 * tipoAvaliacao; the deadline date only when it is not the SLA (spec 2 section 2.6). An admin
 * names the selected client.
 */
export function toRequestDto(
  values: ClientRequestFormValues,
  clientId: number | null,
  removedDocumentIds: readonly number[] = [],
): ClientRequestDto {
  const consulta = values.serviceType === SERVICE_TYPE.CONSULTA;
  const prazoAtendimento = values.prazoAtendimento ?? PRAZO_ATENDIMENTO.SLA;
  return {
    ...(clientId === null ? {} : { client: { id: clientId } }),
    serviceType: { id: values.serviceType ?? 0 },
    tipoConsulta: consulta ? values.tipoConsulta.trim() : null,
    tipoAvaliacao: consulta ? null : values.tipoAvaliacao,
    demanda: values.demanda.trim(),
    descricaoTrabalho: values.descricaoTrabalho.trim(),
    prazoAtendimento,
    prazo: prazoAtendimento === PRAZO_ATENDIMENTO.SLA ? null : displayToApiDate(values.prazo),
    consumoHoras: values.consumoHoras ?? false,
    participants: values.participants.map((user) => ({ id: user.id })),
    ...(values.newParticipants.length ? { novosParticipantes: [...values.newParticipants] } : {}),
    ...(removedDocumentIds.length ? { documentosRemovidos: [...removedDocumentIds] } : {}),
  };
}

/** The multipart body: the JSON part `documentosConsultasDto` plus one `files` part per file. */
export function requestMultipart(dto: ClientRequestDto, files: readonly File[]): FormData {
  const body = new FormData();
  body.append(
    DEMAND_MULTIPART_PARTS.clientRequest,
    new Blob([JSON.stringify(dto)], { type: 'application/json' }),
  );
  for (const file of files) body.append(DEMAND_MULTIPART_PARTS.files, file, file.name);
  return body;
}
