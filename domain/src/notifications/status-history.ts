// The status history of a request as its readers see it (spec 2 section 2.8 wording), newest
// first: "Status alterado para {status} em {date at time}".
import { demandStatusLabel, type StatusView } from '../demand-status';
import { formatDateTime } from '../format/date-times';
import { MESSAGES } from '../messages';
import type { DemandHistoryEntry } from '../types/demand';

export const STATUS_HISTORY_LABELS = {
  title: 'Histórico',
  empty: 'Nenhuma mudança de status registrada.',
} as const;

/** One line per entry, newest first, with the labels of the reader's view. */
export function statusHistoryLines(
  historico: readonly DemandHistoryEntry[],
  view: StatusView,
): { id: number; text: string }[] {
  return [...historico]
    .sort((a, b) => (a.data === b.data ? b.id - a.id : a.data < b.data ? 1 : -1))
    .map((entry) => ({
      id: entry.id,
      text: MESSAGES.statusChangedAt(
        demandStatusLabel(entry.status, view),
        formatDateTime(entry.data),
      ),
    }));
}
