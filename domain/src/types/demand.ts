// Demands (solicitações), comments, participants and links (spec 2 sections 3 and 7).
import type { PrazoAtendimento, TIPO_AVALIACAO_OPTIONS } from '../constants';
import type { ClientDemandStatus, DemandStatus } from '../demand-status';
import type { IdName, IdRef, IsoDate, IsoDateTime, PageQuery } from './common';
import type { EmployeeTypeCode } from './user';

/** Service types (Modalidade). Ids 2 Consulta, 9 Documento, 12 Contrato. */
export interface ServiceType {
  id: number;
  name: string;
}

export type TipoAvaliacao = (typeof TIPO_AVALIACAO_OPTIONS)[number];

export interface DemandAuthor {
  name: string;
  client: IdName | null;
  employeeDanielLaw: EmployeeTypeCode | null;
}

/** A history entry: `data` is 'yyyy-MM-dd HH:mm:ss'. */
export interface DemandHistoryEntry {
  id: number;
  status: DemandStatus;
  data: string;
}

export interface DemandDocument {
  id: number;
  filename: string;
}

/** A demand as the API answers it (GET /solicitacao/{id}, list rows). */
export interface Solicitacao {
  id: number;
  client: IdName;
  demanda: string;
  serviceType: ServiceType;
  /** Set when serviceType is 2 (Consulta). Free text: the spec lists no options. */
  tipoConsulta: string | null;
  /** Set when serviceType is not 2. */
  tipoAvaliacao: TipoAvaliacao | null;
  areaInterna: string | null;
  areaDemandante: string | null;
  autorDemanda: string | null;
  prazoAtendimento: PrazoAtendimento;
  /** Custom deadline; null when following the SLA. */
  prazo: IsoDate | null;
  /** A chosen deadline before the request's SLA date (isUrgentDeadline): 'Urgente - '. */
  urgente?: boolean;
  descricaoTrabalho: string;
  lawyer: IdName | null;
  /** Hours as 'HHH:mm:ss' (the staff form shows HH:MM, the client admin view 000:00:00). */
  horas: string | null;
  /** The demand's value: typed by the staff, or its hours at the price in force on its request day. */
  valor: number | null;
  /** Whether the staff typed the value (null when the reader may not see it). */
  valorInformado?: boolean | null;
  consumoHoras: boolean;
  status: DemandStatus;
  archived: boolean;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime | null;
  createdBy: DemandAuthor;
  historico: DemandHistoryEntry[];
  solicitacaoDocumentos: DemandDocument[];
}

/**
 * POST /solicitacao and PUT /solicitacao/{id} body (staff form). The spec's `files` travel as
 * multipart parts named `files`, never inside this JSON.
 */
export interface SolicitacaoPayload {
  client: IdRef;
  demanda: string;
  serviceType: IdRef;
  tipoConsulta: string | null;
  tipoAvaliacao: TipoAvaliacao | null;
  areaInterna: string;
  areaDemandante: string;
  autorDemanda: string;
  prazoAtendimento: PrazoAtendimento;
  prazo: IsoDate | null;
  descricaoTrabalho: string;
  lawyer: IdRef;
  horas: string | null;
  valor: number | null;
  consumoHoras: boolean;
}

/**
 * JSON part `documentosConsultasDto` of POST /solicitacao/documentos-consultas and of
 * PUT /solicitacao/documentos-consultas/{id} (client request form).
 */
export interface DocumentosConsultasDto {
  /** Set by an admin creating a request for the selected client; ignored for clients. */
  client?: IdRef | null;
  demanda: string;
  serviceType: IdRef;
  tipoConsulta: string | null;
  tipoAvaliacao: TipoAvaliacao | null;
  descricaoTrabalho: string;
  prazoAtendimento: PrazoAtendimento;
  prazo: IsoDate | null;
  consumoHoras: boolean;
}

/** Multipart part names of the demand and comment calls. */
export const DEMAND_MULTIPART_PARTS = {
  clientRequest: 'documentosConsultasDto',
  comment: 'solicitacaoComentarioDto',
  files: 'files',
} as const;

/** Internal data form of the request details (admin): area, lawyer, hours, value. */
export interface DemandInternalData {
  areaInterna: string;
  lawyer: number;
  /** 'HHH:mm:ss' (000:00:00 input, 9 characters). */
  horas: string;
  valor: number;
}

/** PATCH /solicitacao/{id}?status= query. */
export interface DemandStatusQuery {
  status: DemandStatus;
}

/** The client-view status change: the new status in the client's words. */
export interface ClientDemandStatusChange {
  id: number;
  status: ClientDemandStatus;
}

/** PATCH /solicitacao/update-archived/{id}?archived= query. */
export interface DemandArchiveQuery {
  archived: boolean;
}

/** GET /solicitacao/filter query (size 10, sort prazo,asc). */
export interface DemandFilterQuery extends PageQuery {
  archived?: boolean;
  clientId?: number;
  /** Free-text search. */
  filtro?: string;
  status?: DemandStatus;
  /** Lawyer id. */
  lawyer?: number;
  /** Service type id (documents 9, contracts 12, consultations 2). */
  serviceType?: number;
}

/** GET /solicitacao/documentos-consultas/filter query (client list, size 10, sort prazo,asc). */
export interface ClientDemandFilterQuery extends PageQuery {
  clientId?: number;
  /** Search text on the demand title. */
  demanda?: string;
  criadoPor?: string;
  /** Service type id. */
  modalidade?: number;
}

/** GET /solicitacao/export-excel query: dates yyyy-MM-dd. */
export interface DemandExportQuery {
  periodoInicial: IsoDate;
  periodoFinal: IsoDate;
}

/** A comment (GET /solicitacao/{id}/solicitacao-comentario). */
export interface DemandComment {
  id: number;
  description: string;
  createdBy: { name: string };
  createdAt: IsoDateTime;
  anexosComentario: DemandDocument[];
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
