// What the 'Pacote de horas vigente' card shows (spec 2 section 2.8). The card is the state of
// the packs in force today: the period filter never changes it.

export type HoursCardState =
  /** An admin who has not chosen a client: 'Selecione um cliente para visualizar.' */
  | 'selectClient'
  /** A client whose hours bank is off: the promotion with the 'Fale conosco' mailto. */
  | 'promotion'
  /** A client whose bank is on but no pack is in force: 'Você não possui banco de horas no momento.' */
  | 'noHoursBank'
  /** An admin's client with no pack in force: 'Não há horas contratadas.' */
  | 'noContractedHours'
  | 'figures';

export function hoursCardState(input: {
  admin: boolean;
  clientId: number | null;
  /** The client's hours bank switch (with a price), from the session. */
  enableHoursBank: boolean;
  /** How many packs are in force today. */
  packsInForce: number;
}): HoursCardState {
  if (input.admin && input.clientId === null) return 'selectClient';
  if (!input.admin && !input.enableHoursBank) return 'promotion';
  if (input.packsInForce === 0) return input.admin ? 'noContractedHours' : 'noHoursBank';
  return 'figures';
}

/** Donut slices: balance versus spent (a debt leaves no balance slice). */
export function donutSlices(
  balanceMinutes: number,
  spentMinutes: number,
): { balance: number; spent: number } {
  return { balance: Math.max(balanceMinutes, 0), spent: Math.max(spentMinutes, 0) };
}
