import { apiToDisplayDate } from '../format/dates';
import { daysFromTo, type IsoDay } from './budget-days';
import type { HoursBankState, PackState } from './hours-ledger';

// Alerts of the hours bank: on the card (a banner) and by e-mail to the client's administrators
// and the firm, once each. The packs in force reach 80% and 100% of their hours used; a pack with
// hours left is 15 days or less from its expiry.

export const HOURS_USED_WARNING_PERCENT = 80;
export const PACK_EXPIRY_WARNING_DAYS = 15;

export type HoursAlertKind = 'used80' | 'used100' | 'expiring';

export interface HoursAlert {
  kind: HoursAlertKind;
  /**
   * What makes the alert the same one, so it is e-mailed once: the threshold and the packs in
   * force (a new pack starts the count again), or the expiring pack.
   */
  key: string;
  message: string;
}

/** 'HHh MMmin' of whole minutes: 480 -> '8h 00min'. */
export function hoursAndMinutesText(minutes: number): string {
  const total = Math.abs(minutes);
  return `${Math.floor(total / 60)}h ${String(total % 60).padStart(2, '0')}min`;
}

/** A pack as a client names it: its description, or its hours and first day. */
export function packName(pack: Pick<PackState, 'descricao' | 'minutes' | 'startsOn'>): string {
  if (pack.descricao) return pack.descricao;
  return `de ${hoursAndMinutesText(pack.minutes)} de ${apiToDisplayDate(pack.startsOn)}`;
}

/** Share of the hours of the packs in force already used, in whole percent (rounded down). */
export function usedPercent(state: Pick<HoursBankState, 'contratada' | 'consumida'>): number {
  if (state.contratada <= 0) return state.consumida > 0 ? 100 : 0;
  return Math.floor((state.consumida * 100) / state.contratada);
}

export const HOURS_ALERT_MESSAGES = {
  used100: (percent: number) =>
    `As horas dos pacotes vigentes acabaram: ${percent}% das horas contratadas já foram usadas.`,
  used80: (percent: number) =>
    `Atenção: ${percent}% das horas dos pacotes vigentes já foram usadas.`,
  expiring: (name: string, expiresOn: IsoDay, left: number) =>
    `O pacote ${name} vence em ${apiToDisplayDate(expiresOn)} com ${hoursAndMinutesText(left)} não usadas.`,
  mailSubject: (clientName: string) => `Pacote de horas de ${clientName}: aviso`,
} as const;

/** The page an alert e-mail opens: budget control (of that client, for the firm's staff). */
export function budgetControlLink(portalUrl: string, clientId: number, staff: boolean): string {
  const base = `${portalUrl.replace(/\/+$/, '')}/budgetControl`;
  return staff ? `${base}?idCliente=${clientId}` : base;
}

/** The e-mail of one alert, in Portuguese, with the balance and a link to budget control. */
export function hoursAlertMail(
  alert: HoursAlert,
  state: Pick<HoursBankState, 'contratada' | 'saldo'>,
  facts: { recipientName: string; clientName: string; link: string },
): { subject: string; text: string } {
  const balance =
    state.saldo < 0
      ? `Débito de ${hoursAndMinutesText(state.saldo)}`
      : `Saldo de ${hoursAndMinutesText(state.saldo)}`;
  return {
    subject: HOURS_ALERT_MESSAGES.mailSubject(facts.clientName),
    text: [
      `Olá, ${facts.recipientName}.`,
      '',
      `Cliente: ${facts.clientName}`,
      alert.message,
      `${balance} de ${hoursAndMinutesText(state.contratada)} contratadas nos pacotes vigentes.`,
      '',
      `Acesse o controle orçamentário: ${facts.link}`,
      '',
      '—',
      'DPOHUB · Mensagem automática. Para deixar de receber este aviso, desative-o em Notificações por e-mail, no menu do seu perfil.',
    ].join('\n'),
  };
}

/** The alerts in force on the state's day: the card shows them, the e-mails send each once. */
export function hoursBankAlerts(state: HoursBankState): HoursAlert[] {
  const alerts: HoursAlert[] = [];
  if (!state.inForce.length) return alerts;
  const packs = state.inForce.map((pack) => pack.id).join(',');
  const percent = usedPercent(state);
  if (state.consumida > 0 && state.saldo <= 0) {
    alerts.push({
      kind: 'used100',
      key: `used100:${packs}`,
      message: HOURS_ALERT_MESSAGES.used100(percent),
    });
  } else if (percent >= HOURS_USED_WARNING_PERCENT) {
    alerts.push({
      kind: 'used80',
      key: `used80:${packs}`,
      message: HOURS_ALERT_MESSAGES.used80(percent),
    });
  }
  for (const pack of state.inForce) {
    const days = daysFromTo(state.asOf, pack.expiresOn);
    if (pack.balance > 0 && days <= PACK_EXPIRY_WARNING_DAYS) {
      alerts.push({
        kind: 'expiring',
        key: `expiring:${pack.id}`,
        message: HOURS_ALERT_MESSAGES.expiring(packName(pack), pack.expiresOn, pack.balance),
      });
    }
  }
  return alerts;
}
