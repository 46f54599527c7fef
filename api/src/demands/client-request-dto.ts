import {
  API_MESSAGES,
  DEMAND_API_MESSAGES,
  MESSAGES,
  PRAZO_ATENDIMENTO,
  TIPO_AVALIACAO_OPTIONS,
  clientDemandSchema,
  selectedId,
  type PrazoAtendimento,
  type TemporaryParticipantFields,
} from '@dpohub/domain';
import { ClientRequestPart } from '@dpohub/domain/wire';
import { badRequest } from '../errors/api-error';
import { jsonPartReader } from '../http/json-part';
import { NAME_MAX_LENGTH } from '../http/schema-limits';
import { asFormDeadline, validateWithSchema } from './demand-payload';
import {
  usernameOf,
  validTemporaryUser,
  type TemporaryUserForm,
} from './participants/temporary-users';

/** The `documentosConsultasDto` part once read and checked (spec 2 sections 5 and 7). */
export interface ClientRequestDto {
  clientId: number | null;
  demanda: string;
  serviceTypeId: number;
  tipoConsulta: string | null;
  tipoAvaliacao: string | null;
  descricaoTrabalho: string;
  prazoAtendimento: PrazoAtendimento;
  prazo: string | null;
  consumoHoras: boolean;
  participantIds: number[];
  /** People the save makes participants with a new account and invitation (demands m5). */
  newParticipants: TemporaryUserForm[];
  /** Stored documents the form removed: they go with the save (the form's 'Concluir'). */
  removedDocumentIds: number[];
}

const optionalText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value.trim() : null;

// The part's schema is the wire contract's ClientRequestPart: every field with its type, so a
// wrong one anywhere (an array, an object, a prototype key) is a 400 like in a JSON body
// (security M2). The form rules (required fields, lengths, deadline) follow in the client form
// schema. Keys the part does not define are dropped before that schema reads it (a key named
// like an object's own method, `constructor` or `toString`, crashed it).
const parseJson = jsonPartReader<ClientRequestPart>(ClientRequestPart, {
  missing: DEMAND_API_MESSAGES.requestPartMissing,
  invalid: DEMAND_API_MESSAGES.requestPartInvalid,
});

function participantIds(value: unknown): number[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw badRequest(DEMAND_API_MESSAGES.requestPartInvalid);
  const ids = value.map((item) => selectedId(item));
  if (ids.some((id) => id === null || !Number.isInteger(id) || id < 1)) {
    throw badRequest(DEMAND_API_MESSAGES.requestPartInvalid);
  }
  const unique = new Set(ids as number[]);
  // Spec 2 section 5: a participant is added once.
  if (unique.size !== ids.length) throw badRequest(MESSAGES.participantDuplicate);
  return [...unique];
}

/**
 * `novosParticipantes`: each with the form's rules (spec 2 section 5), each person once (an
 * e-mail or username twice is 'Participante já adicionado').
 */
function newParticipants(value: unknown): TemporaryUserForm[] {
  if (value === undefined || value === null) return [];
  const forms = (value as TemporaryParticipantFields[]).map(validTemporaryUser);
  const keys = forms.flatMap((form) => [
    `e:${form.email.toLowerCase()}`,
    `u:${usernameOf(form).toLowerCase()}`,
  ]);
  if (new Set(keys).size !== keys.length) throw badRequest(MESSAGES.participantDuplicate);
  return forms;
}

/** `documentosRemovidos`: ids of stored documents, each once. */
function removedDocumentIds(value: unknown): number[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw badRequest(DEMAND_API_MESSAGES.requestPartInvalid);
  if (value.some((id) => !Number.isInteger(id) || (id as number) < 1)) {
    throw badRequest(DEMAND_API_MESSAGES.requestPartInvalid);
  }
  return [...new Set(value as number[])];
}

/**
 * Reads the JSON part and runs the client form schema (spec 2 section 5) with the number of
 * files sent, so 'Máximo de 10 documentos por solicitação' and the 1024-character limit apply.
 */
export function readClientRequestDto(text: string | null, fileCount: number): ClientRequestDto {
  const raw = parseJson(text);
  validateWithSchema(clientDemandSchema, {
    ...raw,
    prazo: asFormDeadline(typeof raw.prazo === 'string' ? raw.prazo : null),
    files: Array.from({ length: fileCount }),
  });
  const serviceTypeId = selectedId(raw.serviceType);
  const prazoAtendimento = raw.prazoAtendimento as PrazoAtendimento;
  const tipoAvaliacao = optionalText(raw.tipoAvaliacao);
  if (
    serviceTypeId === null ||
    typeof raw.consumoHoras !== 'boolean' ||
    !Object.values(PRAZO_ATENDIMENTO).includes(prazoAtendimento) ||
    (tipoAvaliacao !== null &&
      !(TIPO_AVALIACAO_OPTIONS as readonly string[]).includes(tipoAvaliacao))
  ) {
    throw badRequest(DEMAND_API_MESSAGES.requestPartInvalid);
  }
  const demanda = String(raw.demanda).trim();
  if (demanda.length > NAME_MAX_LENGTH) throw badRequest(API_MESSAGES.maxLength(NAME_MAX_LENGTH));
  return {
    clientId: selectedId(raw.client),
    demanda,
    serviceTypeId,
    tipoConsulta: optionalText(raw.tipoConsulta),
    tipoAvaliacao,
    descricaoTrabalho: String(raw.descricaoTrabalho).trim(),
    prazoAtendimento,
    prazo: optionalText(raw.prazo),
    consumoHoras: raw.consumoHoras,
    participantIds: participantIds(raw.participants),
    newParticipants: newParticipants(raw.novosParticipantes),
    removedDocumentIds: removedDocumentIds(raw.documentosRemovidos),
  };
}
