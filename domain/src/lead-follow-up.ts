/**
 * The firm's follow-up of a lead of the public simulator (issue 30, "a lead flow that follows
 * up"): the status the firm sets, with who set it and when, and the consent the visitor gave.
 */
export const LEAD_FOLLOW_UP_STATUSES = [
  'NOVO',
  'CONTATADO',
  'PROPOSTA_ENVIADA',
  'CLIENTE',
  'DESCARTADO',
] as const;

export type LeadFollowUpStatus = (typeof LEAD_FOLLOW_UP_STATUSES)[number];

export const LEAD_FOLLOW_UP_LABELS: Readonly<Record<LeadFollowUpStatus, string>> = {
  NOVO: 'Novo',
  CONTATADO: 'Contatado',
  PROPOSTA_ENVIADA: 'Proposta enviada',
  CLIENTE: 'Cliente',
  DESCARTADO: 'Descartado',
};

export function isLeadFollowUpStatus(value: unknown): value is LeadFollowUpStatus {
  return (
    typeof value === 'string' && (LEAD_FOLLOW_UP_STATUSES as readonly string[]).includes(value)
  );
}

/**
 * What the visitor agreed to when registering (LGPD art. 8: consent must be provable). The
 * version names the terms and privacy notice in force (their last change, May 2023); a new text
 * gets a new version, and each lead keeps the one it accepted, word for word, with the time.
 */
export const LEAD_CONSENT = {
  version: 'termos-2023-05',
  terms: 'Li e concordo com os Termos de Uso e com o Aviso de Privacidade.',
  infoEmail: 'Quero receber as informações por e-mail',
} as const;

/** The consent text a registration accepted: the terms, and the e-mail opt-in when ticked. */
export function leadConsentText(infoEmail: boolean): string {
  return infoEmail ? `${LEAD_CONSENT.terms} ${LEAD_CONSENT.infoEmail}.` : LEAD_CONSENT.terms;
}


/** A lead's follow-up, its consent and the lead of a simulation: the wire contract's. */
export type { LeadConsent, LeadFollowUp, SimulationLead } from './wire/simulator';

/** What the lead list says after the firm's actions (issue 30). */
export const LEAD_FOLLOW_UP_MESSAGES = {
  followUpSaved: 'Acompanhamento atualizado.',
  eraseTitle: 'Apagar os dados deste contato?',
  eraseText: (name: string) =>
    `O nome, o e-mail, a empresa e o consentimento de ${name} serão apagados. As simulações ficam, sem dados pessoais.`,
  eraseConfirm: 'Sim, apagar',
  erased: 'Dados do contato apagados.',
} as const;
