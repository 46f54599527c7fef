import { AUTHORITIES } from '../authorities';
import type { Principal } from '../access-policy';
import {
  defaultListFormId,
  holdsAssessmentAuthority,
  listName,
  visibleAssessmentForms,
} from './assessment-list-rules';
import { mayEditAgentProfile } from './agent-profiles';

const client = (authorities: string[], extra: Partial<Principal> = {}): Principal => ({
  admin: false,
  authorities: [AUTHORITIES.USER, ...authorities],
  employeeDanielLaw: 0,
  client: 1001,
  ...extra,
});

describe('who sees which assessments (findings B1 and m1)', () => {
  it('admins see every kind, the site checklist, the RIPD and the incident register after the four, and open on ROPA (spec 3 section 2.5)', () => {
    const admin: Principal = { admin: true, authorities: [], client: null };
    expect(visibleAssessmentForms(admin).map((f) => f.formId)).toEqual([1, 2, 4, 5, 6, 7, 8]);
    expect(defaultListFormId(admin)).toBe(5);
    expect(holdsAssessmentAuthority(admin)).toBe(true);
  });

  it('a granular user with ALI only sees ALI and opens on it, never on a kind refused to them', () => {
    const aliOnly = client([AUTHORITIES.TESTE_LEGITIMO_INTERESSE]);
    expect(visibleAssessmentForms(aliOnly).map((f) => f.formId)).toEqual([2]);
    expect(defaultListFormId(aliOnly)).toBe(2);
  });

  it('a user with new projects and ROPA opens on ROPA; without any authority, on nothing', () => {
    const user = client([
      AUTHORITIES.AVALIACAO_NOVOS_PROJETOS,
      AUTHORITIES.REGISTRO_OPERACAO_TRATAMENTO_DADOS,
    ]);
    expect(visibleAssessmentForms(user).map((f) => f.formId)).toEqual([1, 5]);
    expect(defaultListFormId(user)).toBe(5);
    const participant = client([AUTHORITIES.GESTAO_PARTICIPANTE]);
    expect(defaultListFormId(participant)).toBeNull();
    expect(holdsAssessmentAuthority(participant)).toBe(false);
  });

  it('ROLE_ADMIN of a client counts as every assessment authority', () => {
    expect(visibleAssessmentForms(client([AUTHORITIES.ADMIN]))).toHaveLength(7);
  });
});

describe('list names (spec 3 section 9: 50 characters; finding m3)', () => {
  it('cuts a long name at 50 characters with an ellipsis and keeps the full one', () => {
    const name = 'Recomendação de conteúdo infantil em vídeo para o aplicativo';
    expect(listName(name)).toEqual({
      text: 'Recomendação de conteúdo infantil em vídeo para o…',
      full: name,
    });
    expect(listName('Folha de pagamento')).toEqual({
      text: 'Folha de pagamento',
      full: 'Folha de pagamento',
    });
    expect(listName('x'.repeat(50)).text).toHaveLength(50);
    expect(listName(null)).toEqual({ text: '', full: '' });
  });
});

describe('who keeps the agent identification and exports the register (finding M8)', () => {
  it('the firm and the client administrators of that client; not a granular user', () => {
    expect(mayEditAgentProfile({ admin: true, authorities: [] }, 1001)).toBe(true);
    const clientAdmin = client([], { employeeDanielLaw: 2 });
    expect(mayEditAgentProfile(clientAdmin, 1001)).toBe(true);
    expect(mayEditAgentProfile(clientAdmin, 1002)).toBe(false);
    expect(
      mayEditAgentProfile(client([AUTHORITIES.REGISTRO_OPERACAO_TRATAMENTO_DADOS]), 1001),
    ).toBe(false);
  });
});
