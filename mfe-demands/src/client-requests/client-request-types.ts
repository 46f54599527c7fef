import type {
  DeadlineClock,
  DemandDocument,
  DemandHistoryEntry,
  DemandStatus,
  IdName,
  IsoDate,
  IsoDateTime,
  PrazoAtendimento,
  ServiceType,
  TipoAvaliacao,
} from '@dpohub/domain';

/** A row of GET /solicitacao/documentos-consultas/filter. */
export interface ClientRequestRow {
  id: number;
  demanda: string;
  serviceType: ServiceType;
  createdBy: { name: string } | null;
  prazo: IsoDate | null;
  /** A demand status, or its client-view name (pending, toCancel, canceled). */
  status: string;
  archived?: boolean;
  /** The deadline clock of open requests (business days left, 'Atrasada'). */
  diasUteisRestantes?: DeadlineClock['diasUteisRestantes'];
  atrasada?: boolean;
}

/**
 * GET /solicitacao/documentos-consultas/{id}. The admin version adds author, areas, lawyer,
 * hours ('000:00:00') and value (spec 2 section 7).
 */
export interface ClientRequestDetail {
  id: number;
  client: IdName;
  demanda: string;
  serviceType: ServiceType;
  tipoConsulta: string | null;
  tipoAvaliacao: TipoAvaliacao | null;
  prazoAtendimento: PrazoAtendimento;
  prazo: IsoDate | null;
  /** A chosen deadline before the request's SLA date: shown 'Urgente - dd/MM/yyyy'. */
  urgente?: boolean;
  descricaoTrabalho: string;
  consumoHoras: boolean;
  status: string;
  archived: boolean;
  createdAt: IsoDateTime;
  createdBy: { name: string } | null;
  solicitacaoDocumentos: DemandDocument[];
  autorDemanda?: string | null;
  areaDemandante?: string | null;
  areaInterna?: string | null;
  lawyer?: IdName | null;
  horas?: string | null;
  valor?: number | null;
  diasUteisRestantes?: DeadlineClock['diasUteisRestantes'];
  atrasada?: boolean;
  /** Every status the request went through, with its date (newest first). */
  historico?: DemandHistoryEntry[];
}

export type { DemandStatus };
