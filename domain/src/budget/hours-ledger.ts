import { formatDuration } from '../format/hours';
import { sumMoney } from './budget-money';
import type { IsoDay } from './budget-days';

// The hours bank is a ledger (spec 2 sections 2.8, 3 and 7): packs add hours with a value, a
// first day and an expiry; removals take hours away; finished services marked for the hours bank
// use hours. Movements are never edited. Every figure of the hours card, the hours report, the
// statement, the alerts and the forecast comes from hoursBankState below.
//
// The rules, as docs/decisions.md says them to a client:
// - A pack is in force from its first day to its expiry, both included. Hours left in a pack
//   when it expires expire with it; its value then leaves 'Contratado'.
// - Hours used on a day come off the packs in force that day, the one that expires first first.
//   When every pack in force is used up, the rest is a debt of the pack that expires last.
//   Work done on a day when no pack was in force uses no pack (it is billed by its value).
// - A removal comes off the packs in force on the day it is recorded, the same way, and never
//   past their balance.

export interface HoursPack {
  readonly id: number;
  /** Whole minutes, positive. */
  readonly minutes: number;
  /** Value paid for the pack (BRL). */
  readonly valor: number;
  /** First day in force. */
  readonly startsOn: IsoDay;
  /** Last day in force. */
  readonly expiresOn: IsoDay;
  /** Description or contract reference. */
  readonly descricao: string | null;
}

export interface HoursRemoval {
  readonly id: number;
  /** Whole minutes taken away, positive. */
  readonly minutes: number;
  /** The day it was recorded: it comes off the packs in force that day. */
  readonly day: IsoDay;
  /** The month it refers to (dataInicial, MM/yyyy). */
  readonly month: string;
}

/** Hours used: one finished service (with its id), or a day's total. */
export interface HoursUse {
  readonly day: IsoDay;
  readonly minutes: number;
  readonly demandId?: number;
}

export interface HoursLedger {
  readonly packs: readonly HoursPack[];
  readonly removals: readonly HoursRemoval[];
  readonly uses: readonly HoursUse[];
}

/** Minutes charged to a pack; packId null: used while no pack was in force. */
export interface HoursCharge {
  readonly packId: number | null;
  readonly minutes: number;
}

export interface AllocatedUse extends HoursUse {
  readonly charges: readonly HoursCharge[];
}

export interface AllocatedRemoval extends HoursRemoval {
  readonly charges: readonly HoursCharge[];
}

export type PackStatus = 'inForce' | 'expired' | 'future';

export interface PackState extends HoursPack {
  readonly removed: number;
  readonly used: number;
  /** minutes - removed - used; negative is a debt. */
  readonly balance: number;
  readonly status: PackStatus;
}

export interface HoursBankState {
  readonly asOf: IsoDay;
  /** Every pack started by asOf, by first day. */
  readonly packs: readonly PackState[];
  /** The packs in force on asOf, the one that expires first first. */
  readonly inForce: readonly PackState[];
  /** Contratada: hours of the packs in force less the hours removed from them (minutes). */
  readonly contratada: number;
  /** Gasto: hours used from the packs in force (minutes). */
  readonly consumida: number;
  /** Saldo: contratada - consumida; negative is a debt. */
  readonly saldo: number;
  /** Contratado: value of the packs in force. */
  readonly contratado: number;
  /** Expira em: the last expiry among the packs in force; null when none is. */
  readonly expiresOn: IsoDay | null;
  /** Minutes used while no pack was in force (they use no pack). */
  readonly outsideMinutes: number;
  readonly uses: readonly AllocatedUse[];
  readonly removals: readonly AllocatedRemoval[];
}

export function isPackInForce(
  pack: Pick<HoursPack, 'startsOn' | 'expiresOn'>,
  day: IsoDay,
): boolean {
  return pack.startsOn <= day && day <= pack.expiresOn;
}

/** The packs a day's hours come off: in force that day, the one that expires first first. */
function packsInForceOrdered<P extends HoursPack>(packs: readonly P[], day: IsoDay): P[] {
  return packs
    .filter((pack) => isPackInForce(pack, day))
    .sort(
      (a, b) =>
        a.expiresOn.localeCompare(b.expiresOn) ||
        a.startsOn.localeCompare(b.startsOn) ||
        a.id - b.id,
    );
}

type Event =
  | { kind: 'use'; day: IsoDay; order: number; use: HoursUse }
  | { kind: 'removal'; day: IsoDay; order: number; removal: HoursRemoval };

/**
 * The state of the hours bank on a day (asOf, usually today): each pack's removals, use and
 * balance, and the card's figures for the packs in force. Movements and uses after asOf, and
 * packs not started by then, are left out.
 */
export function hoursBankState(ledger: HoursLedger, asOf: IsoDay): HoursBankState {
  const packs = ledger.packs
    .filter((pack) => pack.startsOn <= asOf)
    .sort((a, b) => a.startsOn.localeCompare(b.startsOn) || a.id - b.id);
  const left = new Map(packs.map((pack) => [pack.id, pack.minutes]));
  const removed = new Map(packs.map((pack) => [pack.id, 0]));
  const used = new Map(packs.map((pack) => [pack.id, 0]));

  const events: Event[] = [
    ...ledger.uses
      .filter((use) => use.day <= asOf && use.minutes > 0)
      .map((use, index) => ({ kind: 'use' as const, day: use.day, order: index, use })),
    ...ledger.removals
      .filter((removal) => removal.day <= asOf)
      .map((removal) => ({
        kind: 'removal' as const,
        day: removal.day,
        order: removal.id,
        removal,
      })),
  ].sort(
    (a, b) =>
      a.day.localeCompare(b.day) ||
      // On one day, the services first, then the removals recorded that day.
      (a.kind === b.kind ? 0 : a.kind === 'use' ? -1 : 1) ||
      a.order - b.order,
  );

  function charge(day: IsoDay, minutes: number, into: Map<number, number>): HoursCharge[] {
    const eligible = packsInForceOrdered(packs, day);
    if (!eligible.length) return [{ packId: null, minutes }];
    const charges: HoursCharge[] = [];
    let rest = minutes;
    for (const pack of eligible) {
      const take = Math.min(rest, Math.max(left.get(pack.id)!, 0));
      if (take <= 0) continue;
      charges.push({ packId: pack.id, minutes: take });
      rest -= take;
      if (rest === 0) break;
    }
    if (rest > 0) charges.push({ packId: eligible[eligible.length - 1]!.id, minutes: rest });
    for (const { packId, minutes: taken } of charges) {
      left.set(packId!, left.get(packId!)! - taken);
      into.set(packId!, into.get(packId!)! + taken);
    }
    return charges;
  }

  const uses: AllocatedUse[] = [];
  const removals: AllocatedRemoval[] = [];
  let outsideMinutes = 0;
  for (const event of events) {
    if (event.kind === 'use') {
      const charges = charge(event.day, event.use.minutes, used);
      if (charges[0]!.packId === null) outsideMinutes += event.use.minutes;
      uses.push({ ...event.use, charges });
    } else {
      removals.push({
        ...event.removal,
        charges: charge(event.day, event.removal.minutes, removed),
      });
    }
  }

  const states: PackState[] = packs.map((pack) => ({
    ...pack,
    removed: removed.get(pack.id)!,
    used: used.get(pack.id)!,
    balance: left.get(pack.id)!,
    status: pack.expiresOn < asOf ? 'expired' : 'inForce',
  }));
  const inForce = packsInForceOrdered(states, asOf);
  const contratada = inForce.reduce((sum, pack) => sum + pack.minutes - pack.removed, 0);
  const consumida = inForce.reduce((sum, pack) => sum + pack.used, 0);
  return {
    asOf,
    packs: states,
    inForce,
    contratada,
    consumida,
    saldo: contratada - consumida,
    contratado: sumMoney(inForce.map((pack) => pack.valor)),
    expiresOn: inForce.length
      ? inForce.map((pack) => pack.expiresOn).reduce((a, b) => (a > b ? a : b))
      : null,
    outsideMinutes,
    uses,
    removals,
  };
}

/** The packs not yet started on a day (registered ahead of their first day). */
export function futurePacks(packs: readonly HoursPack[], day: IsoDay): HoursPack[] {
  return packs.filter((pack) => pack.startsOn > day);
}

/** GET /controle-orcamentario/barra-progresso: saldo, consumida, contratada as HHH:MM:SS. */
export interface HoursProgressFigures {
  saldo: string;
  consumida: string;
  contratada: string;
}

export function hoursProgress(state: HoursBankState): HoursProgressFigures {
  return {
    saldo: formatDuration(state.saldo),
    consumida: formatDuration(state.consumida),
    contratada: formatDuration(state.contratada),
  };
}

/** GET /controle-orcamentario/contratacao: value of the packs in force and the last expiry. */
export function contractingOf(state: HoursBankState): {
  contratado: number | null;
  expiresOn: IsoDay | null;
} {
  return state.inForce.length
    ? { contratado: state.contratado, expiresOn: state.expiresOn }
    : { contratado: null, expiresOn: null };
}
