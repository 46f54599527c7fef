import { formatBRL } from '../format/money';
import { apiToDisplayDate } from '../format/dates';
import { sumMoney } from './budget-money';
import type { DayRange, IsoDay } from './budget-days';
import { hoursAndMinutesText, packName } from './hours-alerts';
import type { HoursBankState } from './hours-ledger';
import { OUTSIDE_PACK } from './hours-report';
import type { ServiceRate } from './service-value';

// The statement (extrato) of a client and period: the document a client's finance team files.
// The packs with their use, the removals, each service finished in the period with its date,
// lawyer, hours, rate, value and the pack it used, and the totals. A plain document model here;
// the API renders it as a PDF. Its figures are the ones of the screen: the services are the
// period's Finalizado row of the status table, the balance the card's.

export interface StatementService {
  id: number;
  /** The day it was finished. */
  day: IsoDay;
  demanda: string;
  lawyer: string | null;
  horasMinutes: number | null;
  consumoHoras: boolean;
  rate: ServiceRate | null;
  valor: number | null;
}

export interface StatementFacts {
  firmName: string;
  clientName: string;
  range: DayRange;
  issuedOn: IsoDay;
  /** The hours bank at the period's end (its last day, or today). */
  state: HoursBankState;
  /** Removals recorded in the period, with who recorded them. */
  removalBy: ReadonlyMap<number, string>;
  services: readonly StatementService[];
}

export interface StatementTable {
  heading: string;
  columns: string[];
  /** Text of each cell; money and hours already formatted. */
  rows: string[][];
  /** Right-aligned columns (numbers). */
  numeric: number[];
  total?: string[];
  empty: string;
}

export interface StatementDocument {
  title: string;
  header: { label: string; value: string }[];
  tables: StatementTable[];
  summary: { label: string; value: string }[];
  note: string;
}

export const STATEMENT_LABELS = {
  title: 'Extrato de serviços e banco de horas',
  firm: 'Escritório',
  client: 'Cliente',
  period: 'Período',
  issuedOn: 'Emitido em',
  packs: 'Pacotes de horas',
  removals: 'Remoções de horas no período',
  services: 'Serviços finalizados no período',
  summary: 'Resumo',
  noPacks: 'Nenhum pacote de horas em vigor no período.',
  noRemovals: 'Nenhuma remoção de horas no período.',
  noServices: 'Nenhum serviço finalizado no período.',
  typedValue: 'Valor informado',
  notConsuming: 'Não consome horas',
  total: 'Total',
  servicesCount: 'Serviços finalizados',
  servicesHours: 'Horas dos serviços',
  servicesValue: 'Valor dos serviços',
  bankHoursUsed: 'Horas usadas do banco no período',
  balanceOn: (day: IsoDay) => `Saldo dos pacotes vigentes em ${apiToDisplayDate(day)}`,
  contractedOn: (day: IsoDay) => `Contratado (pacotes vigentes em ${apiToDisplayDate(day)})`,
  note: 'Valores: o valor informado pela equipe ou as horas (em minutos exatos) pelo preço/hora vigente na data da solicitação, arredondados ao centavo uma vez por serviço; os totais somam os valores arredondados. Cada serviço entra no período pela data de conclusão. As horas de um dia saem do pacote vigente que vence primeiro.',
  page: (page: number, total: number) => `Página ${page} de ${total}`,
  fileName: (clientId: number, range: DayRange) =>
    `extrato-${clientId}-${range.from}-a-${range.to}.pdf`,
} as const;

/** 'HHH:mm' of whole minutes, negative with a minus: -90 -> '-001:30'. */
export function hoursText(minutes: number): string {
  const total = Math.abs(minutes);
  const text = `${String(Math.floor(total / 60)).padStart(3, '0')}:${String(total % 60).padStart(2, '0')}`;
  return minutes < 0 ? `-${text}` : text;
}

const STATUS_LABEL = { inForce: 'Vigente', expired: 'Expirado', future: 'Futuro' } as const;

export function statementDocument(facts: StatementFacts): StatementDocument {
  const { state, range } = facts;
  const end = state.asOf;
  const inRange = (day: IsoDay) => day >= range.from && day <= range.to;
  const packs = state.packs.filter(
    (pack) => pack.startsOn <= range.to && pack.expiresOn >= range.from,
  );
  const packById = new Map(state.packs.map((pack) => [pack.id, pack]));
  const charges = new Map(
    state.uses.filter((use) => use.demandId !== undefined).map((use) => [use.demandId!, use]),
  );
  const removals = state.removals.filter((removal) => inRange(removal.day));
  const services = [...facts.services].sort(
    (a, b) => a.day.localeCompare(b.day) || a.demanda.localeCompare(b.demanda) || a.id - b.id,
  );
  const bankUsed = state.uses
    .filter((use) => inRange(use.day))
    .flatMap((use) => use.charges)
    .filter((charge) => charge.packId !== null)
    .reduce((sum, charge) => sum + charge.minutes, 0);

  const packOf = (service: StatementService) => {
    if (!service.consumoHoras) return STATEMENT_LABELS.notConsuming;
    const use = charges.get(service.id);
    if (!use) return '';
    return use.charges
      .map((charge) =>
        charge.packId === null ? OUTSIDE_PACK : packName(packById.get(charge.packId)!),
      )
      .join(' + ');
  };
  const rateText = (rate: ServiceRate | null) =>
    rate === null
      ? '—'
      : rate.kind === 'typed'
        ? STATEMENT_LABELS.typedValue
        : formatBRL(rate.valorHora);
  const serviceMinutes = services.reduce((sum, service) => sum + (service.horasMinutes ?? 0), 0);
  const serviceValue = sumMoney(services.map((service) => service.valor));

  return {
    title: STATEMENT_LABELS.title,
    header: [
      { label: STATEMENT_LABELS.firm, value: facts.firmName },
      { label: STATEMENT_LABELS.client, value: facts.clientName },
      {
        label: STATEMENT_LABELS.period,
        value: `${apiToDisplayDate(range.from)} a ${apiToDisplayDate(range.to)}`,
      },
      { label: STATEMENT_LABELS.issuedOn, value: apiToDisplayDate(facts.issuedOn) },
    ],
    tables: [
      {
        heading: STATEMENT_LABELS.packs,
        columns: [
          'Pacote',
          'Início',
          'Expira em',
          'Horas',
          'Valor',
          'Removidas',
          'Usadas',
          'Saldo',
          'Situação',
        ],
        numeric: [3, 4, 5, 6, 7],
        rows: packs.map((pack) => [
          packName(pack),
          apiToDisplayDate(pack.startsOn),
          apiToDisplayDate(pack.expiresOn),
          hoursText(pack.minutes),
          formatBRL(pack.valor),
          hoursText(pack.removed),
          hoursText(pack.used),
          hoursText(pack.balance),
          STATUS_LABEL[pack.status],
        ]),
        empty: STATEMENT_LABELS.noPacks,
      },
      {
        heading: STATEMENT_LABELS.removals,
        columns: ['Data', 'Referente a', 'Horas', 'Pacote', 'Registrado por'],
        numeric: [2],
        rows: removals.map((removal) => [
          apiToDisplayDate(removal.day),
          removal.month,
          hoursText(removal.minutes),
          removal.charges.map((charge) => packName(packById.get(charge.packId!)!)).join(' + '),
          facts.removalBy.get(removal.id) ?? '',
        ]),
        empty: STATEMENT_LABELS.noRemovals,
      },
      {
        heading: STATEMENT_LABELS.services,
        columns: ['Data', 'Serviço', 'Advogado(a)', 'Horas', 'Preço/hora', 'Valor', 'Pacote'],
        numeric: [3, 4, 5],
        rows: services.map((service) => [
          apiToDisplayDate(service.day),
          service.demanda,
          service.lawyer ?? '—',
          service.horasMinutes === null ? '—' : hoursText(service.horasMinutes),
          rateText(service.rate),
          service.valor === null ? '—' : formatBRL(service.valor),
          packOf(service),
        ]),
        total: [
          STATEMENT_LABELS.total,
          `${services.length} ${services.length === 1 ? 'serviço' : 'serviços'}`,
          '',
          hoursText(serviceMinutes),
          '',
          formatBRL(serviceValue),
          '',
        ],
        empty: STATEMENT_LABELS.noServices,
      },
    ],
    summary: [
      { label: STATEMENT_LABELS.servicesCount, value: String(services.length) },
      { label: STATEMENT_LABELS.servicesHours, value: hoursText(serviceMinutes) },
      { label: STATEMENT_LABELS.servicesValue, value: formatBRL(serviceValue) },
      { label: STATEMENT_LABELS.bankHoursUsed, value: hoursText(bankUsed) },
      { label: STATEMENT_LABELS.contractedOn(end), value: formatBRL(state.contratado) },
      {
        label: STATEMENT_LABELS.balanceOn(end),
        value: `${hoursText(state.saldo)} (${hoursAndMinutesText(state.saldo)}${state.saldo < 0 ? ' de débito' : ''})`,
      },
    ],
    note: STATEMENT_LABELS.note,
  };
}
