import type { IsoDay } from './hours-ledger';

// What the 'Pacote de horas vigente' card shows (spec 2 section 2.8).

export type HoursCardState =
  /** An admin who has not chosen a client: 'Selecione um cliente para visualizar.' */
  | 'selectClient'
  /** A client whose hours bank is off: the promotion with the 'Fale conosco' mailto. */
  | 'promotion'
  /** A client whose bank is on but every pack expired: 'Você não possui banco de horas no momento.' */
  | 'noHoursBank'
  /** Nothing contracted in the period: 'Não há horas contratadas.' */
  | 'noContractedHours'
  | 'figures';

export function hoursCardState(input: {
  admin: boolean;
  clientId: number | null;
  /** The client's hours bank switch (with a price), from the session or the current price. */
  enableHoursBank: boolean;
  /** contratacao.expiracao as yyyy-MM-dd, null when no pack counts. */
  expiresOn: IsoDay | null;
  /** barra-progresso.contratada in minutes. */
  contractedMinutes: number;
  today: IsoDay;
}): HoursCardState {
  if (input.admin && input.clientId === null) return 'selectClient';
  if (!input.admin) {
    // Clients see the card only with an enabled, unexpired hours bank.
    if (!input.enableHoursBank) return 'promotion';
    if (input.expiresOn === null || input.expiresOn < input.today) return 'noHoursBank';
  }
  if (input.contractedMinutes === 0 && input.expiresOn === null) return 'noContractedHours';
  return 'figures';
}

/** Donut slices: balance versus spent (a debt leaves no balance slice). */
export function donutSlices(
  balanceMinutes: number,
  spentMinutes: number,
): { balance: number; spent: number } {
  return { balance: Math.max(balanceMinutes, 0), spent: Math.max(spentMinutes, 0) };
}
