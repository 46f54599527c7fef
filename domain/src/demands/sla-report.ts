// The SLA report (issue 29, beyond): for a period, per client and per modalidade, how many
// requests the firm finished, how many of those on or before their deadline, and the median time
// to finish in business days of the firm's calendar (the one rule: businessDaysBetween).
import type { AccessRule } from '../access-policy';
import { businessDaysBetween, type BusinessCalendar } from '../calendar/business-calendar';
import type { SlaReport, SlaReportLine } from '../wire/demands';
import { SLA_REPORT_TITLES } from './sla-report-titles';

/** Only the firm reads its own SLA. */
export const SLA_REPORT_FEATURE = { onlyAdmin: true } as const satisfies AccessRule;

/** One finished request as the report reads it (days are yyyy-MM-dd, Brazilian time). */
export interface SlaDemand {
  clientId: number;
  clientName: string;
  serviceTypeId: number;
  serviceTypeName: string;
  /** The day the request was made. */
  createdDay: string;
  /** The deadline. */
  prazo: string;
  /** The day it was finished, null while not finished. */
  finishedDay: string | null;
}

/** The report's lines as the wire contract writes them (wire/demands.ts). */
export type { SlaReport, SlaReportLine, SlaReportRow } from '../wire/demands';

/** The middle value; with an even count, the mean of the two middle ones. */
export function median(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Finished on time: on or before the deadline's day. */
export function finishedOnTime(demand: Pick<SlaDemand, 'prazo' | 'finishedDay'>): boolean {
  return demand.finishedDay !== null && demand.finishedDay <= demand.prazo;
}

function lineOf(demands: readonly SlaDemand[], calendar: BusinessCalendar): SlaReportLine {
  const noPrazo = demands.filter(finishedOnTime).length;
  return {
    finalizadas: demands.length,
    noPrazo,
    foraDoPrazo: demands.length - noPrazo,
    percentualNoPrazo: demands.length ? Math.round((noPrazo / demands.length) * 1000) / 10 : null,
    medianaDiasUteis: median(
      demands.map((demand) =>
        businessDaysBetween(demand.createdDay, demand.finishedDay!, calendar),
      ),
    ),
  };
}

/**
 * The report of the requests finished from `first` to `last` (both included, by the day they were
 * finished), one row per client and modalidade in name order, and the total.
 */
export function slaReport(
  demands: readonly SlaDemand[],
  period: { first: string; last: string },
  calendar: BusinessCalendar,
): SlaReport {
  const finished = demands.filter(
    (demand) =>
      demand.finishedDay !== null &&
      demand.finishedDay >= period.first &&
      demand.finishedDay <= period.last,
  );
  const groups = new Map<string, SlaDemand[]>();
  for (const demand of finished) {
    const key = `${demand.clientId}:${demand.serviceTypeId}`;
    groups.set(key, [...(groups.get(key) ?? []), demand]);
  }
  const rows = [...groups.values()]
    .map((group) => ({
      clientId: group[0]!.clientId,
      clientName: group[0]!.clientName,
      serviceTypeId: group[0]!.serviceTypeId,
      modalidade: group[0]!.serviceTypeName,
      ...lineOf(group, calendar),
    }))
    .sort(
      (a, b) =>
        a.clientName.localeCompare(b.clientName, 'pt-BR') ||
        a.modalidade.localeCompare(b.modalidade, 'pt-BR'),
    );
  return {
    periodoInicial: period.first,
    periodoFinal: period.last,
    rows,
    total: lineOf(finished, calendar),
  };
}

/** '66,7%', '—' with nothing finished. */
export function formatSlaPercent(value: number | null): string {
  return value === null ? '—' : `${value.toLocaleString('pt-BR', { maximumFractionDigits: 1 })}%`;
}

/** '4', '2,5', '—' with nothing finished. */
export function formatSlaDays(value: number | null): string {
  return value === null ? '—' : value.toLocaleString('pt-BR', { maximumFractionDigits: 1 });
}

export const SLA_REPORT_FILENAME = 'relatorio-sla.xlsx';

export const SLA_REPORT_LABELS = {
  ...SLA_REPORT_TITLES,
  explanation:
    'Solicitações finalizadas no período, pela data de finalização. No prazo: finalizada até o dia do prazo. O tempo para finalizar conta os dias úteis do calendário do escritório, do dia da solicitação ao da finalização; a mediana é o valor do meio.',
  periodStart: 'Período inicial',
  periodEnd: 'Período final',
  generate: 'Gerar relatório',
  export: 'Exportar planilha',
  loading: 'Carregando relatório',
  empty: 'Nenhuma solicitação finalizada no período.',
  total: 'Total',
  columns: [
    'Cliente',
    'Modalidade',
    'Finalizadas',
    'No prazo',
    'Fora do prazo',
    '% no prazo',
    'Mediana (dias úteis)',
  ],
  sheetName: 'SLA',
  summary: (first: string, last: string) => `Finalizadas de ${first} a ${last}`,
} as const;
