import {
  ERASURE_KEEP_BASES,
  ERASURE_MESSAGES,
  erasureReasonError,
  erasureRefusalError,
  erasureRefusedMail,
  erasureRequestedMail,
} from './erasure-request';

describe('a request to erase one’s account', () => {
  it('offers the four purposes of LGPD art. 16 as the bases to keep the data', () => {
    expect(Object.keys(ERASURE_KEEP_BASES)).toEqual(['I', 'II', 'III', 'IV']);
    expect(ERASURE_KEEP_BASES.I).toBe(
      'Art. 16, I: cumprimento de obrigação legal ou regulatória pelo controlador',
    );
  });

  it('refuses a refusal without a basis or with a justification under 20 characters', () => {
    expect(erasureRefusalError({ justificativa: 'x'.repeat(30) })).toBe(
      ERASURE_MESSAGES.basisRequired,
    );
    expect(erasureRefusalError({ baseLegal: 'V', justificativa: 'x'.repeat(30) })).toBe(
      'Selecione a base legal para manter os dados.',
    );
    expect(
      erasureRefusalError({ baseLegal: 'I', justificativa: '  ' + 'x'.repeat(19) + '  ' }),
    ).toBe('A justificativa deve ter pelo menos 20 caracteres.');
    expect(erasureRefusalError({ baseLegal: 'I', justificativa: 'x'.repeat(20) })).toBeNull();
    expect(erasureRefusalError({ baseLegal: 'I', justificativa: 'x'.repeat(2001) })).toBe(
      'A justificativa pode ter no máximo 2000 caracteres.',
    );
    expect(erasureReasonError('x'.repeat(1001))).toBe(
      'O motivo pode ter no máximo 1000 caracteres.',
    );
    expect(erasureReasonError(null)).toBeNull();
  });

  it('tells the firm who asked and until when to answer, and the user why not', () => {
    const mail = erasureRequestedMail({
      adminName: 'Ana',
      subjectName: 'Rafael Oliveira',
      subjectEmail: 'rafael@acme.local',
      clientName: 'Acme',
      requestedAt: new Date('2026-02-01T02:30:00Z'),
      deadline: '2026-02-15',
      reason: 'Saí da empresa',
      link: 'http://portal/dataSubjectRequests',
    });
    expect(mail.text).toContain(
      'Rafael Oliveira (rafael@acme.local, Acme) pediu a exclusão da própria conta no DPOHUB em 31/01/2026.',
    );
    expect(mail.text).toContain('Motivo informado: Saí da empresa');
    expect(mail.text).toContain('Responda até 15/02/2026');
    const refused = erasureRefusedMail({
      name: 'Rafael',
      requestedAt: '2026-01-20T15:00:00.000Z',
      basis: 'I',
      justification: 'Contratos em vigor exigem a guarda.',
    });
    expect(refused.text).toContain('feito em 20/01/2026, não pode ser atendido');
    expect(refused.text).toContain(
      'Base legal para manter os dados: Art. 16, I: cumprimento de obrigação legal ou regulatória pelo controlador.',
    );
  });
});
