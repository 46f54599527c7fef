import type { DeadlineClock, Solicitacao } from '@dpohub/domain';

/** A row of GET /solicitacao/filter: the demand without its detail-only fields. */
export type DemandRow = Pick<
  Solicitacao,
  | 'id'
  | 'client'
  | 'demanda'
  | 'serviceType'
  | 'createdAt'
  | 'prazo'
  | 'lawyer'
  | 'horas'
  | 'valor'
  | 'status'
  | 'archived'
  | 'consumoHoras'
> & {
  createdBy: Pick<Solicitacao['createdBy'], 'name' | 'employeeDanielLaw'>;
} & Partial<DeadlineClock>;
