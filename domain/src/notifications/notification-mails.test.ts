import {
  commentMail,
  dailyDigestMail,
  demandLink,
  participantAddedMail,
  statusChangeMail,
} from './notification-mails';

const facts = {
  id: 42,
  demanda: 'Contrato de operador',
  clientName: 'Acme Indústria Ltda',
  serviceTypeName: 'Contrato',
  prazo: '2026-11-27',
};
const link = demandLink('http://portal.local/', 42);

describe('notification e-mails', () => {
  it('links to the details page of the request', () => {
    expect(link).toBe('http://portal.local/clientDemands/details/42');
  });

  it('words a status change like the history, with the client label for clients', () => {
    const mail = statusChangeMail(
      'finished',
      facts,
      'FINALIZADO',
      '2026-11-22 14:05:00',
      { name: 'Carla', staff: false },
      'Administrador',
      link,
    );
    expect(mail.subject).toBe('Solicitação finalizada: Contrato de operador');
    expect(mail.text).toContain('Olá, Carla.');
    expect(mail.text).toContain('Status alterado para Finalizado em 22/11/2026 às 14:05.');
    expect(mail.text).toContain('Prazo: 27/11/2026');
    expect(mail.text).toContain(`Acesse a solicitação: ${link}`);
  });

  it('names a cancellation request for the firm', () => {
    const mail = statusChangeMail(
      'cancellationRequested',
      facts,
      'CANCELAMENTO',
      '2026-11-22 09:00:00',
      { name: 'Admin', staff: true },
      'Carla Mendes',
      link,
    );
    expect(mail.subject).toBe('Cancelamento solicitado: Contrato de operador');
    expect(mail.text).toContain('Carla Mendes pediu o cancelamento da solicitação.');
    expect(mail.text).toContain('Status alterado para Cancelamento em 22/11/2026 às 09:00.');
  });

  it('quotes the comment and names who added a participant', () => {
    expect(commentMail(facts, 'Ana', 'Bruno', 'Segue o contrato', link).text).toContain(
      'Bruno comentou:\n\n"Segue o contrato"',
    );
    expect(participantAddedMail(facts, 'Ana', 'Carla', link).subject).toBe(
      'Você foi incluído(a) na solicitação: Contrato de operador',
    );
  });

  it('lists overdue, due today and next-day demands in the digest (M7)', () => {
    const mail = dailyDigestMail(
      'Admin',
      {
        overdue: [{ ...facts, link }],
        dueToday: [{ ...facts, demanda: 'Hoje', link }],
        dueNext: [],
      },
      '2026-11-20',
      '2026-11-23',
    );
    expect(mail.subject).toBe(
      'Resumo diário de prazos: 1 atrasada(s), 1 vence(m) hoje, 0 no próximo dia útil',
    );
    expect(mail.text).toContain('Vencem hoje, 20/11/2026 (1):\n- Acme Indústria Ltda · Hoje');
    expect(mail.text).toContain(
      `Atrasadas (1):\n- Acme Indústria Ltda · Contrato de operador · prazo 27/11/2026 · ${link}`,
    );
    expect(mail.text).not.toContain('Vencem em');
  });
});
