// What the screens show of an ended contract, apart from the window's rule (contract-end.ts): the
// firm's client picker and the portal's banner load these few words and no calendar.
import { apiToDisplayDate } from '../format/dates';
import type { ClientContract as ClientContractState } from '../wire/clients';

/** A client's contract as GET /client/all and GET /client/{id} answer it (the wire contract's). */
export type { ClientContract as ClientContractState } from '../wire/clients';

/** What a client's users may do: everything, read and download only, or nothing. */
export type ContractAccess = 'full' | 'readOnly' | 'ended';

/** The access of the users of a client on `today` (yyyy-MM-dd, Brazil), given its window. */
export function contractAccess(
  window: { readOnlyUntil: string } | null,
  today: string,
): ContractAccess {
  if (!window) return 'full';
  return today <= window.readOnlyUntil ? 'readOnly' : 'ended';
}

/** The state beside the client's name wherever the firm picks a client. */
export function clientContractLabel(state: ClientContractState): string {
  return state.dataErasedOn
    ? `Dados excluídos em ${apiToDisplayDate(state.dataErasedOn)}`
    : `Contrato encerrado em ${apiToDisplayDate(state.endedOn)}`;
}

/** The banner of the client's users during the window. */
export function contractEndBanner(window: { endedOn: string; readOnlyUntil: string }): string {
  return `O contrato da sua empresa com o escritório foi encerrado em ${apiToDisplayDate(window.endedOn)}. Até ${apiToDisplayDate(window.readOnlyUntil)} você pode consultar e baixar seus documentos, dossiês e registros; depois disso, o acesso termina e os dados são excluídos.`;
}
