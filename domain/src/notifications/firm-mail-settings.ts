// The firm's e-mail settings (demands m17): the address replies to the portal's e-mails go to.
// Kept in the firm's settings row with its seat and sign-in policy; firm admins change it.
import type { AccessRule } from '../access-policy';

export const FIRM_MAIL_FEATURE = { onlyAdmin: true } as const satisfies AccessRule;

export const FIRM_MAIL_LABELS = {
  title: 'E-mails do escritório',
  replyTo: 'Endereço para respostas',
  hint: 'As respostas aos e-mails do portal (avisos de solicitações, resumo diário) vão para este endereço. Em branco, os e-mails não indicam um.',
  save: 'Salvar endereço',
  saved: 'Endereço para respostas salvo.',
} as const;

/** The reply address as saved: trimmed, null when blank. */
export function normalisedReplyTo(value: string | null | undefined): string | null {
  return value?.trim() || null;
}
