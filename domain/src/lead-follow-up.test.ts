import {
  LEAD_CONSENT,
  LEAD_FOLLOW_UP_LABELS,
  LEAD_FOLLOW_UP_STATUSES,
  isLeadFollowUpStatus,
  leadConsentText,
} from './lead-follow-up';

describe('lead follow-up', () => {
  it('has the five statuses the firm sets, in order, worded as the issue words them', () => {
    expect(LEAD_FOLLOW_UP_STATUSES.map((status) => LEAD_FOLLOW_UP_LABELS[status])).toEqual([
      'Novo',
      'Contatado',
      'Proposta enviada',
      'Cliente',
      'Descartado',
    ]);
    expect(isLeadFollowUpStatus('PROPOSTA_ENVIADA')).toBe(true);
    expect(isLeadFollowUpStatus('Proposta enviada')).toBe(false);
    expect(isLeadFollowUpStatus(undefined)).toBe(false);
  });

  it('keeps the consent text word for word, with the opt-in only when ticked', () => {
    expect(leadConsentText(false)).toBe(
      'Li e concordo com os Termos de Uso e com o Aviso de Privacidade.',
    );
    expect(leadConsentText(true)).toBe(
      'Li e concordo com os Termos de Uso e com o Aviso de Privacidade. Quero receber as informações por e-mail.',
    );
    expect(LEAD_CONSENT.version).toBe('termos-2023-05');
  });
});
