import {
  assessmentConcludedMail,
  assessmentConcludedRecipients,
  assessmentLink,
} from './assessment-notices';
import { notificationKindsFor } from './notification-kinds';

const admin = (id: number, extra = {}) => ({
  id,
  name: `Admin ${id}`,
  email: `a${id}@acme.test`,
  enabled: true,
  staff: false,
  ...extra,
});

describe('the firm concluded an assessment for a client (finding M1)', () => {
  it("tells the client's enabled administrators who keep the notice on, never the actor", () => {
    const recipients = assessmentConcludedRecipients(
      [admin(1), admin(2, { enabled: false }), admin(3), admin(9)],
      9,
      (userId) => userId === 3,
    );
    expect(recipients.map((r) => [r.user.id, r.kind])).toEqual([[1, 'assessmentConcludedByFirm']]);
  });

  it('links to the assessment and says who concluded what, for whom', () => {
    const link = assessmentLink('http://portal.local/', '/ali', 12);
    expect(link).toBe('http://portal.local/ali/12');
    const mail = assessmentConcludedMail(
      {
        id: 12,
        formTitle: 'Avaliação de Legítimo Interesse',
        name: 'Ofertas a clientes',
        clientName: 'Acme Indústria Ltda',
        concludedAt: '25/11/2026 às 14:10',
      },
      'Carla',
      'Administrador',
      link,
    );
    expect(mail.subject).toBe('Avaliação concluída pelo escritório: Ofertas a clientes');
    expect(mail.text).toContain('Olá, Carla.');
    expect(mail.text).toContain(
      'Administrador, do escritório, concluiu uma avaliação para Acme Indústria Ltda.',
    );
    expect(mail.text).toContain('Concluída em: 25/11/2026 às 14:10');
    expect(mail.text).toContain(`Acesse a avaliação: ${link}`);
  });

  it('is a client preference: staff never see it among theirs', () => {
    expect(notificationKindsFor({ staff: false })).toContain('assessmentConcludedByFirm');
    expect(notificationKindsFor({ staff: true })).not.toContain('assessmentConcludedByFirm');
  });
});
