import { addDaysToDay, type DayRange, type IsoDay } from './budget-days';
import { packName } from './hours-alerts';
import {
  hoursBankState,
  type HoursBankState,
  type HoursLedger,
  type HoursPack,
} from './hours-ledger';

// The detailed hours report (relatório de horas) and the statement's hours section: the ledger
// of a period line by line, from the balance the day before it to the balance on its last day
// (or today), so the running balance of the last line is the card's Saldo.

export type HoursReportMovement =
  'Saldo anterior' | 'Pacote de horas' | 'Remoção de horas' | 'Consumo' | 'Vencimento do pacote';

export interface HoursReportLine {
  day: IsoDay;
  movement: HoursReportMovement;
  description: string;
  /** The pack the line concerns ('Fora do pacote' for work done while no pack was in force). */
  pack: string;
  /** Minutes added to the balance of the packs in force (a pack starting). */
  added: number;
  /** Minutes taken from it (use, removal, hours expiring); negative when a debt is closed. */
  taken: number;
  /** The balance after the line. */
  balance: number;
  /** A pack's value. */
  packValue: number | null;
  /** A consuming service's value. */
  serviceValue: number | null;
  /** A pack's expiry. */
  expiresOn: IsoDay | null;
  by: string;
}

export interface HoursReportFacts {
  /** Who registered each movement (pack or removal id). */
  packBy: ReadonlyMap<number, string>;
  removalBy: ReadonlyMap<number, string>;
  /** Title and value of each consuming service in the period (by demand id). */
  services: ReadonlyMap<number, { demanda: string; valor: number | null }>;
}

export const OUTSIDE_PACK = 'Fora do pacote';

/** The lines of the period (its last day capped at today), and the state at its end. */
export function hoursReport(
  ledger: HoursLedger,
  range: DayRange,
  today: IsoDay,
  facts: HoursReportFacts,
): { lines: HoursReportLine[]; opening: HoursBankState; closing: HoursBankState } {
  const end = range.to < today ? range.to : today;
  const opening = hoursBankState(ledger, addDaysToDay(range.from, -1));
  const closing = hoursBankState(ledger, end);
  const packs = new Map<number, HoursPack>(ledger.packs.map((pack) => [pack.id, pack]));
  const nameOf = (id: number | null) => (id === null ? OUTSIDE_PACK : packName(packs.get(id)!));
  type Draft = Omit<HoursReportLine, 'balance'> & { order: number };
  const drafts: Draft[] = [];
  const inRange = (day: IsoDay) => day >= range.from && day <= end;
  const blank = { packValue: null, serviceValue: null, expiresOn: null, by: '' };

  for (const pack of ledger.packs) {
    if (inRange(pack.startsOn)) {
      drafts.push({
        ...blank,
        day: pack.startsOn,
        order: 0,
        movement: 'Pacote de horas',
        description: pack.descricao ?? '',
        pack: packName(pack),
        added: pack.minutes,
        taken: 0,
        packValue: pack.valor,
        expiresOn: pack.expiresOn,
        by: facts.packBy.get(pack.id) ?? '',
      });
    }
    // The first day without the pack: what it still had leaves the balance.
    const gone = addDaysToDay(pack.expiresOn, 1);
    if (inRange(gone)) {
      const atExpiry = hoursBankState(ledger, pack.expiresOn).packs.find((p) => p.id === pack.id)!;
      if (atExpiry.balance !== 0) {
        drafts.push({
          ...blank,
          day: gone,
          order: 0,
          movement: 'Vencimento do pacote',
          description:
            atExpiry.balance > 0
              ? 'Horas não usadas expiram com o pacote'
              : 'Débito encerrado com o pacote',
          pack: packName(pack),
          added: 0,
          taken: atExpiry.balance,
          expiresOn: pack.expiresOn,
        });
      }
    }
  }
  for (const use of closing.uses) {
    if (!inRange(use.day)) continue;
    const service = use.demandId !== undefined ? facts.services.get(use.demandId) : undefined;
    for (const charge of use.charges) {
      drafts.push({
        ...blank,
        day: use.day,
        order: 1,
        movement: 'Consumo',
        description: service?.demanda ?? '',
        pack: nameOf(charge.packId),
        added: 0,
        taken: charge.packId === null ? 0 : charge.minutes,
        serviceValue: service?.valor ?? null,
      });
    }
  }
  for (const removal of closing.removals) {
    if (!inRange(removal.day)) continue;
    for (const charge of removal.charges) {
      drafts.push({
        ...blank,
        day: removal.day,
        order: 2,
        movement: 'Remoção de horas',
        description: `Referente a ${removal.month}`,
        pack: nameOf(charge.packId),
        added: 0,
        taken: charge.minutes,
        by: facts.removalBy.get(removal.id) ?? '',
      });
    }
  }
  drafts.sort((a, b) => a.day.localeCompare(b.day) || a.order - b.order);

  let balance = opening.saldo;
  const lines: HoursReportLine[] = [];
  if (opening.inForce.length || opening.saldo !== 0) {
    lines.push({
      ...blank,
      day: range.from,
      movement: 'Saldo anterior',
      description: 'Saldo dos pacotes vigentes no dia anterior ao período',
      pack: '',
      added: 0,
      taken: 0,
      balance,
    });
  }
  for (const draft of drafts) {
    balance += draft.added - draft.taken;
    const { order, ...line } = draft;
    void order;
    lines.push({ ...line, balance });
  }
  return { lines, opening, closing };
}

/** Whether any pack was in force on some day of the range (else the report has nothing). */
export function anyPackInRange(packs: readonly HoursPack[], range: DayRange): boolean {
  return packs.some((pack) => pack.startsOn <= range.to && pack.expiresOn >= range.from);
}
