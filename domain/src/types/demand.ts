// Demands (solicitações), comments, participants and links (spec 2 sections 3 and 7).
import type { TIPO_AVALIACAO_OPTIONS } from '../constants';

/** Service types (Modalidade). Ids 2 Consulta, 9 Documento, 12 Contrato. */
export interface ServiceType {
  id: number;
  name: string;
}

export type TipoAvaliacao = (typeof TIPO_AVALIACAO_OPTIONS)[number];

// The demand's answers and requests are the wire contract's (wire/demands.ts): one schema each,
// read here as types.
export type { DemandAuthor, DemandDocument, DemandHistoryEntry } from '../wire/demands';
/** A demand as the API answers it: the wire contract's DemandDetail, under the spec's name. */
export type { DemandDetail as Solicitacao } from '../wire/demands';

/** Multipart part names of the demand and comment calls. */
export const DEMAND_MULTIPART_PARTS = {
  clientRequest: 'documentosConsultasDto',
  comment: 'solicitacaoComentarioDto',
  files: 'files',
} as const;

/** JSON part `solicitacaoComentarioDto` of POST /solicitacao/{id}/solicitacao-comentario. */
export interface SolicitacaoComentarioDto {
  description: string;
}

/** Participants and links: the wire contract's (wire/demand-people.ts). */
export type {
  DemandParticipantCreate,
  SolicitacaoUserAccess,
  SolicitacaoUserLink,
  TemporaryUserCreated,
} from '../wire/demand-people';
