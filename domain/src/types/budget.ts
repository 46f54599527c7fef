// Budget control and hours bank (spec 2 sections 2.8, 3 and 7). The calls' requests and answers
// are the wire contract's (wire/budget.ts); these are the two movements the dialogs build.
import type { HoursBankMovementBody } from '../wire/budget';

type MovementFields<K extends keyof HoursBankMovementBody> = Required<
  Pick<HoursBankMovementBody, K>
>;

/**
 * POST /banco-horas, adding hours: quantidade 'HHH:mm:00', dataExpiracao yyyy-MM-dd, dataInicio
 * (today when absent) and the description.
 */
export type HoursAddPayload = MovementFields<'client' | 'quantidade' | 'valor' | 'dataExpiracao'> &
  Pick<HoursBankMovementBody, 'dataInicio' | 'descricao'>;

/** POST /banco-horas, removing hours: quantidade negative '-HHH:mm:00', dataInicial MM/yyyy. */
export type HoursRemovePayload = MovementFields<'client' | 'quantidade' | 'dataInicial'>;
