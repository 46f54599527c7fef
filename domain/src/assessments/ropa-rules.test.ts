import { unfilledPositions } from './question-types';
import {
  ROPA_FIELDS,
  ROPA_HELP,
  ROPA_LEGAL_BASIS_OPTIONS,
  ROPA_PROGRESS_REPORT_OPTIONS,
  ROPA_SENSITIVE_BASIS_OPTIONS,
  ROPA_STEPS,
  readsAsNo,
} from './ropa-questions';
import {
  ROPA_REGISTER_COLUMNS,
  applyRopaChoices,
  ropaConclusion,
  ropaContradictions,
  ropaDisplayAnswer,
  ropaSensitiveCategoriesText,
  ropaWarnings,
} from './ropa-rules';

/** A complete, consistent record: contract basis, no sensitive data, no incident. */
const FULL_ROPA: Record<string, string> = {
  name: 'Folha de pagamento',
  agentRole: 'Controlador',
  description: 'Cálculo e pagamento dos salários',
  purpose: 'Pagar os empregados',
  area: 'RH',
  responsable: 'Maria',
  whichData: 'Nome, CPF, conta bancária',
  sensitiveCategories: 'Nenhum',
  whichHolders: 'Empregados',
  childrenData: 'no',
  largeScale: 'no',
  sourceOfData: 'O próprio titular',
  hasAnotherController: 'Não',
  hasAnotherOperator: 'Contabilidade Alfa',
  contractLinkWithOperator: 'Contrato de 2024',
  hasDataShare: 'Sim',
  shareWith: 'Receita Federal',
  sentAbroad: 'Não',
  custodyTerm: '5 anos após o desligamento',
  securityMeasures: 'Controle de acesso',
  baseLegal: 'Execução de Contrato (Art. 7, V)',
  baseLegalSensitiveData: 'N/A',
  rightGuaranteedHolders: 'Canal do encarregado',
  automatedDecision: 'no',
  linkConsentRegister: '',
  storageDataLocation: 'Sistema de folha',
  recommendedImpactReport: 'no',
  progressReport: 'N/A',
  linkToReport: '',
  hasIncident: 'no',
  linkToDocIncident: '',
  observations: '',
};

describe('ROPA questions (spec 3 sections 2.2 and 3)', () => {
  it('asks every field of the record once, in seven steps', () => {
    expect(ROPA_STEPS.map((step) => `${step.position} - ${step.title}`)).toEqual([
      '1 - Descrição',
      '2 - Informações Básicas',
      '3 - Análise Jurídica',
      '4 - Consentimento',
      '5 - Sistemas',
      '6 - Relatório de Impacto',
      '7 - Incidentes de Segurança',
    ]);
    expect([...ROPA_FIELDS].sort()).toEqual(Object.keys(FULL_ROPA).sort());
    expect(new Set(ROPA_FIELDS).size).toBe(ROPA_FIELDS.length);
    const labels = ROPA_STEPS.flatMap((step) => step.questions.map((q) => q.label));
    expect(labels).toContain('Mais informações');
    expect(labels.every((label) => label.length > 0)).toBe(true);
  });

  it('offers the option lists exactly as the spec gives them', () => {
    expect(ROPA_LEGAL_BASIS_OPTIONS.map((o) => o.label)).toEqual([
      'Consentimento (Art. 7, I)',
      'Obrigação Legal ou Regulatória (Art. 7, II)',
      'Execução de Políticas Públicas (Art. 7, III)',
      'Estudos por Órgãos de Pesquisa (Art. 7, IV)',
      'Execução de Contrato (Art. 7, V)',
      'Exercício Regular de Direito (Art. 7, VI)',
      'Proteção da Vida ou Incolumidade Física (Art. 7, VII)',
      'Tutela da Saúde (Art. 7, VIII)',
      'Interesse Legítimo (Art. 7, IX)',
      'Proteção do Crédito (Art. 7, X)',
    ]);
    expect(ROPA_SENSITIVE_BASIS_OPTIONS.map((o) => o.label)).toEqual([
      'Art. 11 I - Consentimento específico e destacado',
      "Art. 11 II 'a' - Obrigação Legal",
      "Art. 11 II 'b' - Políticas Públicas",
      "Art. 11 II 'c' - Estudo por Órgãos de Pesquisa",
      "Art. 11 II 'd' - Exercício Regular de Direitos",
      "Art. 11 II 'e' - Proteção da Vida",
      "Art. 11 II 'f' - Tutela da Saúde",
      "Art. 11 II 'g' - Prevenção à Fraude e Segurança do Titular",
      'N/A',
    ]);
    expect(ROPA_PROGRESS_REPORT_OPTIONS.map((o) => o.value)).toEqual([
      'N/A',
      'Completo',
      'Em Progresso',
      'A iniciar',
    ]);
  });

  it('shows the eleven explanatory texts, each on its section', () => {
    const helps = ROPA_STEPS.flatMap((step) =>
      step.questions.filter((q) => q.help).map((q) => [q.field, q.help]),
    );
    expect(helps).toEqual([
      ['name', ROPA_HELP.activity],
      ['agentRole', ROPA_HELP.agentRole],
      ['whichHolders', ROPA_HELP.dataSubjects],
      ['largeScale', ROPA_HELP.largeScale],
      ['hasAnotherController', ROPA_HELP.controllers],
      ['hasAnotherOperator', ROPA_HELP.operators],
      ['baseLegal', ROPA_HELP.legalBasis],
      ['linkConsentRegister', ROPA_HELP.consentLink],
      ['storageDataLocation', ROPA_HELP.storage],
      ['recommendedImpactReport', ROPA_HELP.impactReport],
      ['hasIncident', ROPA_HELP.incidents],
    ]);
  });
});

describe('ROPA: when a step is filled (docs/decisions.md)', () => {
  const unfilled = (changes: Record<string, string>) =>
    unfilledPositions(ROPA_STEPS, { ...FULL_ROPA, ...changes });

  it('reads a complete record as filled and an empty one as unfilled but for step 4 (no consent basis yet)', () => {
    expect(unfilled({})).toEqual([]);
    expect(unfilledPositions(ROPA_STEPS, {})).toEqual([1, 2, 3, 5, 6, 7]);
  });

  it('step 1 needs the activity, its description and purpose; area and responsible are optional', () => {
    expect(unfilled({ name: ' ' })).toEqual([1]);
    expect(unfilled({ purpose: '' })).toEqual([1]);
    expect(unfilled({ area: '', responsable: '' })).toEqual([]);
  });

  it('step 2 needs the recipients only when the data are shared', () => {
    expect(unfilled({ shareWith: '' })).toEqual([2]);
    expect(unfilled({ hasDataShare: 'Não', shareWith: '' })).toEqual([]);
    expect(unfilled({ hasDataShare: 'nao ha', shareWith: '' })).toEqual([]);
    expect(unfilled({ custodyTerm: '' })).toEqual([2]);
    expect(unfilled({ contractLinkWithOperator: '' })).toEqual([]);
  });

  it('step 3 needs both legal bases (N/A allowed) and the automated-decision answer', () => {
    expect(unfilled({ baseLegal: '' })).toEqual([3]);
    expect(unfilled({ baseLegalSensitiveData: '' })).toEqual([3]);
    expect(unfilled({ automatedDecision: 'talvez' })).toEqual([3]);
    expect(unfilled({ rightGuaranteedHolders: '' })).toEqual([]);
  });

  it('step 4 needs the consent register only when consent is a basis', () => {
    expect(unfilled({ baseLegal: 'Consentimento (Art. 7, I)' })).toEqual([4]);
    expect(
      unfilled({ baseLegalSensitiveData: 'Art. 11 I - Consentimento específico e destacado' }),
    ).toEqual([4]);
    expect(
      unfilled({ baseLegal: 'Consentimento (Art. 7, I)', linkConsentRegister: 'CRM, aba LGPD' }),
    ).toEqual([]);
  });

  it('step 6: a recommended report needs its progress, a complete one its link', () => {
    expect(unfilled({ recommendedImpactReport: '' })).toEqual([6]);
    expect(unfilled({ recommendedImpactReport: 'yes', progressReport: '' })).toEqual([6]);
    expect(unfilled({ recommendedImpactReport: 'yes', progressReport: 'A iniciar' })).toEqual([]);
    expect(unfilled({ recommendedImpactReport: 'yes', progressReport: 'Completo' })).toEqual([6]);
    expect(
      unfilled({
        recommendedImpactReport: 'yes',
        progressReport: 'Completo',
        linkToReport: 'https://intranet/ripd.pdf',
      }),
    ).toEqual([]);
  });

  it('step 7: an incident needs its documentation', () => {
    expect(unfilled({ hasIncident: '' })).toEqual([7]);
    expect(unfilled({ hasIncident: 'yes' })).toEqual([7]);
    expect(unfilled({ hasIncident: 'yes', linkToDocIncident: 'Chamado 42' })).toEqual([]);
  });

  it('reads "no" answers in free text, accents and case ignored', () => {
    expect(
      ['Não', 'NAO.', 'n/a', 'Nenhum', 'nenhuma empresa', 'Inexistente'].map(readsAsNo),
    ).toEqual([true, true, true, true, true, true]);
    expect(['Sim', 'Na nuvem', 'Banco Nacional', '', null].map(readsAsNo)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('ROPA consistency warnings and the impact-report hint', () => {
  const codes = (changes: Record<string, string>) =>
    ropaWarnings({ ...FULL_ROPA, ...changes }).map((w) => w.code);

  it('finds nothing to say on a consistent record', () => {
    expect(ropaConclusion(FULL_ROPA)).toEqual({
      warnings: [],
      impactReport: { suggested: false, reasons: [] },
    });
  });

  it('warns when legitimate interest stands beside sensitive data, and suggests the ALI', () => {
    const warnings = ropaWarnings({
      ...FULL_ROPA,
      baseLegal: 'Interesse Legítimo (Art. 7, IX)',
      baseLegalSensitiveData: "Art. 11 II 'f' - Tutela da Saúde",
      sensitiveCategories: 'Dado referente à saúde',
      recommendedImpactReport: 'yes',
      progressReport: 'A iniciar',
    });
    expect(warnings.map((w) => [w.code, w.level])).toEqual([
      ['ROPA_LI_SENSITIVE', 'warning'],
      ['ROPA_LI_ASSESSMENT', 'info'],
    ]);
    expect(warnings[0]).toMatchObject({
      field: 'baseLegal',
      answer: 'Interesse Legítimo (Art. 7, IX)',
      anchor: expect.stringContaining('7º, IX, e 11'),
    });
    expect(warnings[0]!.text).toContain('o legítimo interesse não ampara dados sensíveis');
    expect(codes({ baseLegal: 'Interesse Legítimo (Art. 7, IX)' })).toEqual([
      'ROPA_LI_ASSESSMENT',
      'ROPA_IMPACT_REPORT',
    ]);
  });

  it('warns when the impact report is said unnecessary despite high-risk signs', () => {
    expect(
      codes({
        baseLegalSensitiveData: "Art. 11 II 'a' - Obrigação Legal",
        sensitiveCategories: 'Dado referente à saúde',
      }),
    ).toEqual(['ROPA_IMPACT_REPORT']);
    expect(
      codes({
        baseLegalSensitiveData: "Art. 11 II 'a' - Obrigação Legal",
        sensitiveCategories: 'Dado referente à saúde',
        recommendedImpactReport: 'yes',
      }),
    ).toEqual([]);
    const conclusion = ropaConclusion({
      ...FULL_ROPA,
      automatedDecision: 'yes',
      baseLegalSensitiveData: "Art. 11 II 'a' - Obrigação Legal",
      sensitiveCategories: 'Dado referente à saúde',
    });
    expect(conclusion.impactReport.suggested).toBe(true);
    expect(conclusion.impactReport.reasons.map((r) => r.code)).toEqual([
      'RIPD_SENSITIVE',
      'RIPD_AUTOMATED',
    ]);
  });

  it('warns on answers that contradict each other', () => {
    expect(codes({ hasDataShare: 'Não', shareWith: 'Banco Alfa' })).toEqual(['ROPA_SHARE']);
    expect(codes({ hasDataShare: 'Não', shareWith: 'Nenhum' })).toEqual([]);
    expect(codes({ hasIncident: 'no', linkToDocIncident: 'Chamado 42' })).toEqual([
      'ROPA_INCIDENT',
    ]);
    expect(codes({ automatedDecision: 'yes', rightGuaranteedHolders: '' })).toEqual([
      'ROPA_IMPACT_REPORT',
      'ROPA_AUTOMATED_RIGHTS',
    ]);
    expect(codes({ sentAbroad: 'EUA, servidor na nuvem' })).toEqual(['ROPA_ABROAD']);
  });
});

describe('ROPA register columns', () => {
  it('has one column per field, in the order of the ANPD simplified model', () => {
    const sources = ROPA_REGISTER_COLUMNS.map((column) => column.source);
    for (const field of ROPA_FIELDS) expect(sources).toContain(field);
    expect(ROPA_REGISTER_COLUMNS.map((column) => column.header).slice(0, 8)).toEqual([
      'Agente de tratamento (razão social)',
      'CNPJ',
      'Endereço',
      'Contato do agente (e-mail e telefone)',
      'Encarregado',
      'Contato do encarregado',
      'Canal de atendimento ao titular',
      'Papel do agente na atividade',
    ]);
    const at = (source: string) => sources.indexOf(source as never);
    // Field 8 of the model, observations, after process, purpose and legal bases.
    expect(at('baseLegalSensitiveData')).toBeLessThan(at('observations'));
    expect(at('whichData')).toBeLessThan(at('sensitiveCategories'));
    expect(ROPA_REGISTER_COLUMNS.filter((c) => c.date).map((c) => c.header)).toEqual([
      'Criado em',
      'Atualizado em',
      'Concluído em',
    ]);
    // ANPD model: subjects < data < sharing < security < storage period < process/purpose/basis.
    expect(at('whichHolders')).toBeLessThan(at('whichData'));
    expect(at('whichData')).toBeLessThan(at('hasDataShare'));
    expect(at('hasDataShare')).toBeLessThan(at('securityMeasures'));
    expect(at('securityMeasures')).toBeLessThan(at('custodyTerm'));
    expect(at('custodyTerm')).toBeLessThan(at('purpose'));
    expect(at('purpose')).toBeLessThan(at('baseLegal'));
  });

  it('writes yes/no answers as Sim / Não', () => {
    expect([ropaDisplayAnswer('yes'), ropaDisplayAnswer('no'), ropaDisplayAnswer(null)]).toEqual([
      'Sim',
      'Não',
      '',
    ]);
  });
});

describe('ROPA large scale, children and contradictions (finding m13)', () => {
  const codes = (changes: Record<string, string>) =>
    ropaWarnings({ ...FULL_ROPA, ...changes }).map((w) => w.code);

  it('large scale with sensitive data is the ANPD high-risk test (Res. CD/ANPD 2/2022 art. 4º)', () => {
    const conclusion = ropaConclusion({
      ...FULL_ROPA,
      largeScale: 'yes',
      sensitiveCategories: 'Dado referente à saúde',
      baseLegalSensitiveData: "Art. 11 II 'a' - Obrigação Legal",
      recommendedImpactReport: 'yes',
      progressReport: 'A iniciar',
    });
    expect(conclusion.impactReport.reasons.map((r) => r.code)).toEqual([
      'RIPD_HIGH_RISK',
      'RIPD_SENSITIVE',
    ]);
    expect(conclusion.impactReport.reasons[0]!.anchor).toContain('art. 4º, I, a');
    // Large scale alone is not the test.
    expect(ropaConclusion({ ...FULL_ROPA, largeScale: 'yes' }).impactReport.suggested).toBe(false);
  });

  it('ROPA-1: children among the data subjects are flagged with art. 14 and the impact-report sign', () => {
    const record = {
      ...FULL_ROPA,
      whichHolders: 'Empregados e dependentes (inclusive menores)',
      childrenData: 'yes',
    };
    expect(ropaWarnings(record).map((w) => [w.code, w.anchor])).toEqual([
      ['ROPA_IMPACT_REPORT', 'Res. CD/ANPD nº 2/2022, art. 4º; LGPD art. 38'],
      ['ROPA_CHILDREN', 'LGPD art. 14; Enunciado CD/ANPD nº 1/2023'],
    ]);
    expect(ropaConclusion(record).impactReport.reasons.map((r) => r.code)).toEqual([
      'RIPD_CHILDREN',
    ]);
  });

  it("children named in the data subjects beside 'Não' to children stop the conclusion (LGPD art. 14)", () => {
    expect(
      ropaContradictions({ ...FULL_ROPA, whichHolders: 'Alunos e crianças da creche' }).map(
        (c) => c.code,
      ),
    ).toEqual(['ROPA_CHILDREN_TEXT']);
    expect(
      ropaContradictions({ ...FULL_ROPA, whichHolders: 'Adolescentes aprendizes' }),
    ).toHaveLength(1);
    expect(ropaContradictions({ ...FULL_ROPA, whichHolders: 'Empregados e clientes' })).toEqual([]);
  });

  it("ROPA-4: 'no sharing' beside a recipient and 'no incident' beside its file stop the conclusion", () => {
    const record = {
      ...FULL_ROPA,
      hasDataShare: 'Não',
      shareWith: 'Parceiro de anúncios',
      hasIncident: 'no',
      linkToDocIncident: 'Relatório de incidente 2025',
    };
    expect(ropaContradictions(record).map((c) => c.code)).toEqual(['ROPA_SHARE', 'ROPA_INCIDENT']);
    expect(ropaWarnings(record).every((w) => w.blocking)).toBe(true);
  });

  it('sensitive categories and the art. 11 basis must agree (LGPD arts. 5º, II, and 11)', () => {
    expect(codes({ sensitiveCategories: 'Dado referente à saúde' })).toEqual([
      'ROPA_IMPACT_REPORT',
      'ROPA_SENSITIVE_NO_BASIS',
    ]);
    expect(
      ropaContradictions({
        ...FULL_ROPA,
        baseLegalSensitiveData: "Art. 11 II 'f' - Tutela da Saúde",
      }).map((c) => c.code),
    ).toEqual(['ROPA_SENSITIVE_NO_DATA']);
    // Records answered before the categories were asked: no contradiction.
    expect(
      ropaContradictions({
        ...FULL_ROPA,
        sensitiveCategories: '',
        baseLegalSensitiveData: "Art. 11 II 'f' - Tutela da Saúde",
      }),
    ).toEqual([]);
  });

  it("'Nenhum' stands alone among the sensitive categories, and the register lists them", () => {
    expect(applyRopaChoices({ sensitiveCategories: 'Nenhum,Dado referente à saúde' })).toEqual({
      sensitiveCategories: 'Dado referente à saúde',
    });
    expect(ropaSensitiveCategoriesText('Dado referente à saúde,Dado genético ou biométrico')).toBe(
      'Dado referente à saúde; Dado genético ou biométrico',
    );
  });

  it('the new questions are required: role (step 1); categories, children and large scale (step 2)', () => {
    expect(unfilledPositions(ROPA_STEPS, { ...FULL_ROPA, agentRole: '' })).toEqual([1]);
    for (const field of ['sensitiveCategories', 'childrenData', 'largeScale']) {
      expect(unfilledPositions(ROPA_STEPS, { ...FULL_ROPA, [field]: '' })).toEqual([2]);
    }
    expect(unfilledPositions(ROPA_STEPS, { ...FULL_ROPA, observations: '' })).toEqual([]);
  });
});
