// The staff queue (issue 29, "Minhas solicitações e uma fila"): who has how many open and overdue
// demands, and the staff list's filters for the caller's own demands and those without a lawyer.

export const QUEUE_LABELS = {
  title: 'Fila por advogado',
  mine: 'Atribuídas a mim',
  unassigned: 'Sem advogado',
  notLinked: 'Sua conta não está ligada a um advogado.',
} as const;

/** A count of the queue, which stops reading past `limit`: '12', or 'mais de 999'. */
export function queueCount(count: number, limit: number): string {
  return count > limit ? `mais de ${limit}` : String(count);
}

/** '12 abertas · 3 atrasadas' ('1 aberta', '1 atrasada'). */
export function queueCounts(open: number, overdue: number, limit: number): string {
  const abertas = `${queueCount(open, limit)} ${open === 1 ? 'aberta' : 'abertas'}`;
  const atrasadas = `${queueCount(overdue, limit)} ${overdue === 1 ? 'atrasada' : 'atrasadas'}`;
  return `${abertas} · ${atrasadas}`;
}

/** GET /solicitacao/fila, as the wire contract writes it. */
export type { DemandQueue } from '../wire/demands';
