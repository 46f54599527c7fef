import {
  commentMail,
  dailyDigestMail,
  demandLink,
  participantAddedMail,
  requestEditChanges,
  requestEditedMail,
  deadlineChangedMail,
  newRequestMail,
  staffDigest,
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

  it("says 'Urgente' in the notice of a client's urgent request (m2)", () => {
    const mail = newRequestMail({ ...facts, urgent: true }, 'Admin', 'Carla', link);
    expect(mail.subject).toBe(
      'Urgente: Nova solicitação de Acme Indústria Ltda: Contrato de operador',
    );
    expect(mail.text).toContain('Carla enviou uma nova solicitação urgente.');
    expect(mail.text).toContain('Prazo: Urgente - 27/11/2026');
    expect(newRequestMail(facts, 'Admin', 'Carla', link).text).toContain('Prazo: 27/11/2026');
  });

  it('names the old and the new deadline (m2)', () => {
    const mail = deadlineChangedMail(facts, '2026-11-20', 'Carla', 'Bruno', link);
    expect(mail.subject).toBe('Prazo alterado: Contrato de operador');
    expect(mail.text).toContain('Bruno alterou o prazo de 20/11/2026 para 27/11/2026.');
  });

  it("lists what a client's edit changed, and nothing when nothing did (m2)", () => {
    const before = {
      demanda: 'Contrato de operador',
      descricaoTrabalho: 'Revisar',
      serviceTypeName: 'Contrato',
      prazo: '2026-12-02',
      urgent: false,
      consumoHoras: false,
    };
    const none = { filesAdded: 0, filesRemoved: 0, participantsAdded: 0 };
    expect(requestEditChanges(before, before, none)).toEqual([]);
    const changes = requestEditChanges(
      before,
      { ...before, descricaoTrabalho: 'Revisar tudo', prazo: '2026-11-27', urgent: true },
      { filesAdded: 2, filesRemoved: 1, participantsAdded: 1 },
    );
    expect(changes).toEqual([
      'Descrição alterada',
      'Prazo: de 02/12/2026 para Urgente - 27/11/2026',
      'Documentos incluídos: 2',
      'Documentos removidos: 1',
      'Participantes incluídos: 1',
    ]);
    const mail = requestEditedMail({ ...facts, urgent: true }, changes, 'Admin', 'Carla', link);
    expect(mail.subject).toBe('Urgente: Solicitação alterada: Contrato de operador');
    expect(mail.text).toContain(
      'Carla alterou a solicitação pendente.\n\nO que mudou:\n- Descrição alterada\n- Prazo: de 02/12/2026 para Urgente - 27/11/2026',
    );
  });

  describe('the daily digest (M7, m18)', () => {
    const line = (demanda: string, lawyerUserId: number | null, status = 'EM_CURSO' as const) => ({
      ...facts,
      demanda,
      link,
      status,
      lawyerName: lawyerUserId === 7 ? 'Bruno Advogado' : lawyerUserId ? 'Diana Souza' : null,
      lawyerUserId,
    });
    const office = {
      overdue: [line('Atrasada da Diana', 8), line('Atrasada do Bruno', 7)],
      dueToday: [line('Hoje sem advogado', null, 'PENDENTE' as never)],
      dueNext: [],
    };

    it("puts a lawyer's own demands first, each line with status and lawyer", () => {
      const digest = staffDigest(office, 7, true)!;
      const mail = dailyDigestMail('Bruno', digest, '2026-11-20', '2026-11-23');
      expect(mail.subject).toBe(
        'Resumo diário de prazos: 2 atrasada(s), 1 vence(m) hoje, 0 no próximo dia útil',
      );
      expect(mail.text).toContain(
        [
          'Olá, Bruno.',
          '',
          'Suas solicitações',
          '',
          'Atrasadas (1):',
          `- Acme Indústria Ltda · Atrasada do Bruno · Em curso · Bruno Advogado · prazo 27/11/2026 · ${link}`,
          '',
          'Solicitações do escritório',
          '',
          'Atrasadas (1):',
          `- Acme Indústria Ltda · Atrasada da Diana · Em curso · Diana Souza · prazo 27/11/2026 · ${link}`,
          '',
          'Vencem hoje, 20/11/2026 (1):',
          `- Acme Indústria Ltda · Hoje sem advogado · Pendente · Sem advogado(a) · prazo 27/11/2026 · ${link}`,
        ].join('\n'),
      );
      expect(mail.text).not.toContain('Vencem em');
    });

    it('leaves the office out for whom turned it off, and tells nothing when nothing is left', () => {
      const own = staffDigest(office, 7, false)!;
      expect(own.office).toEqual({ overdue: [], dueToday: [], dueNext: [] });
      const mail = dailyDigestMail('Bruno', own, '2026-11-20', '2026-11-23');
      expect(mail.subject).toBe(
        'Resumo diário de prazos: 1 atrasada(s), 0 vence(m) hoje, 0 no próximo dia útil',
      );
      expect(mail.text).not.toContain('Solicitações do escritório');
      // A staff member who is no demand's lawyer and keeps only their own: no e-mail.
      expect(staffDigest(office, 99, false)).toBeNull();
      expect(staffDigest(office, 99, true)!.own.overdue).toEqual([]);
    });
  });
});
