// Demands (solicitações), comments, participants and links (spec 2 sections 3 and 7).
import type { TIPO_AVALIACAO_OPTIONS } from '../constants';
import type { ClientDemandStatus } from '../demand-status';
import type { IdName, IdRef } from './common';

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

/** The client-view status change: the new status in the client's words. */
export interface ClientDemandStatusChange {
  id: number;
  status: ClientDemandStatus;
}

/** JSON part `solicitacaoComentarioDto` of POST /solicitacao/{id}/solicitacao-comentario. */
export interface SolicitacaoComentarioDto {
  description: string;
}

/** A participant (solicitacao-participante). */
export interface DemandParticipant {
  id: number;
  solicitacao: IdRef;
  user: {
    id: number;
    name: string;
    email: string;
    enabled: boolean;
  };
}

/** POST /solicitacao-participante body. */
export interface DemandParticipantCreate {
  solicitacao: IdRef;
  user: IdRef;
}

/** POST /solicitacao-user body: links a user to a demand, with an admin flag. */
export interface SolicitacaoUserLink {
  admin: boolean;
  name: string;
  solicitacaoId: number;
  userId: number;
}

/** GET /solicitacao-user/{id} answer. */
export interface SolicitacaoUserAccess {
  admin: boolean;
}

/**
 * Temporary user created for a participant (spec 2 section 3). The spec writes
 * `employeeDanielLaw false`; our wire field is the numeric code, so it is 0 (granular client
 * user), and the roles are exactly [{ id: 23 }].
 */
export interface TemporaryUserPayload {
  username: string;
  name: string;
  email: string;
  jobTitle: string;
  department: string;
  employeeDanielLaw: 0;
  temporaryAccess: false;
  client: IdName;
  roles: [{ id: 23 }];
}

/** Answer of the temporary user creation. */
export interface TemporaryUserCreated {
  id: number;
  name: string;
  email: string;
}
