// The RIPD, Relatório de Impacto à Proteção de Dados Pessoais (issue 32; home card 'DPIA'): LGPD
// art. 5 XVII (what it is) and art. 38 (its minimum content: the types of data collected, the
// methodology of collection and of security, and the controller's analysis of the measures,
// safeguards and mitigation mechanisms), with the structure of the CNIL's PIA (context,
// fundamental principles, risks rated on severity and likelihood 1-4, validation) and the
// high-risk test of Res. CD/ANPD 2/2022 art. 4. Its result is computed by code (ripd-risk.ts).
import { ripdDossierSection } from './ripd-dossier';
import { RIPD_MESSAGES } from './ripd-messages';
import type { AssessmentDefinition, Condition } from './definition-types';
import { RIPD_IDENTITY } from './ripd-identity';
import { RISK_SCALE, ripdResult, type RipdResult } from './ripd-risk';

const yes = (question: string): Condition => ({ question, equals: 'yes' });

const [DESCRIPTION, NECESSITY, RISKS, MEASURES, DPO_OPINION, CONCLUSION] = RIPD_IDENTITY.stepTitles;

const longText = { type: 'text', multiline: true } as const;

/** The three parts of a risk: what it is, its rating before, its measures and what remains. */
const RISK_PARTS = {
  risk: 'O risco',
  before: 'Antes das medidas',
  after: 'Medidas e risco residual',
} as const;

export const RIPD: AssessmentDefinition = {
  ...RIPD_IDENTITY,
  steps: [
    {
      position: 1,
      title: DESCRIPTION,
      intro:
        'Descreva o tratamento antes de ele começar: o RIPD documenta os processos de tratamento que podem gerar riscos às liberdades civis e aos direitos fundamentais dos titulares, com as medidas para mitigá-los (LGPD art. 5º, XVII). Uma avaliação por tratamento ou processo; revise-a quando o tratamento mudar.',
      questions: [
        {
          ...longText,
          code: 'nature',
          label: 'Natureza do tratamento',
          help: 'Como os dados são coletados, usados, armazenados, compartilhados e eliminados.',
        },
        {
          ...longText,
          code: 'scope',
          label: 'Escopo',
          help: 'Quantos titulares e quais dados, com que frequência, por quanto tempo e em que área geográfica.',
        },
        {
          ...longText,
          code: 'context',
          label: 'Contexto',
          help: 'A relação com os titulares, o que eles esperam, o controle que têm sobre os dados.',
        },
        { ...longText, code: 'purposes', label: 'Finalidades do tratamento' },
        {
          code: 'dataTypes',
          type: 'multi',
          label: 'Tipos de dados pessoais coletados (LGPD art. 38, parágrafo único)',
          options: [
            { value: 'identification', label: 'Identificação (nome, CPF, RG)' },
            { value: 'contact', label: 'Contato (e-mail, telefone, endereço)' },
            { value: 'financial', label: 'Financeiros ou bancários' },
            { value: 'professional', label: 'Profissionais ou de formação' },
            { value: 'location', label: 'Localização' },
            { value: 'online', label: 'Navegação e identificadores on-line' },
            { value: 'imageVoice', label: 'Imagem ou voz' },
            { value: 'health', label: 'Saúde' },
            { value: 'biometric', label: 'Biométricos ou genéticos' },
            { value: 'other', label: 'Outros' },
          ],
        },
        {
          code: 'dataTypesOther',
          type: 'text',
          label: 'Quais outros dados',
          shownWhen: { question: 'dataTypes', includes: 'other' },
        },
        {
          code: 'subjectCategories',
          type: 'multi',
          label: 'Categorias de titulares',
          options: [
            { value: 'customers', label: 'Clientes ou consumidores' },
            { value: 'employees', label: 'Empregados e colaboradores' },
            { value: 'candidates', label: 'Candidatos a vagas' },
            { value: 'patients', label: 'Pacientes' },
            { value: 'students', label: 'Alunos' },
            { value: 'users', label: 'Usuários de site ou app' },
            { value: 'suppliers', label: 'Fornecedores e parceiros' },
            { value: 'public', label: 'Público em geral' },
          ],
        },
        {
          code: 'sensitiveData',
          type: 'yesNo',
          label: 'O tratamento envolve dados pessoais sensíveis (LGPD art. 5º, II)?',
          help: 'Origem racial ou étnica, convicção religiosa, opinião política, filiação a sindicato ou organização religiosa, filosófica ou política, saúde, vida sexual, dado genético ou biométrico.',
        },
        {
          code: 'vulnerableSubjects',
          type: 'multi',
          label: 'O tratamento envolve dados de crianças, adolescentes ou idosos?',
          options: [
            { value: 'children', label: 'Crianças' },
            { value: 'adolescents', label: 'Adolescentes' },
            { value: 'elderly', label: 'Idosos' },
            { value: 'none', label: 'Nenhum destes' },
          ],
          exclusive: ['none'],
        },
        {
          code: 'largeScale',
          type: 'yesNo',
          label: 'O tratamento é em larga escala?',
          help: 'Número significativo de titulares, considerando também o volume de dados, a duração, a frequência e a extensão geográfica (Res. CD/ANPD 2/2022, art. 4º, §1º). A minuta do guia da ANPD sobre alto risco (2024, ainda não final) trata como larga escala o tratamento de 2 milhões de titulares ou mais.',
        },
        {
          ...longText,
          code: 'collectionMethod',
          label: 'Metodologia de coleta dos dados (LGPD art. 38, parágrafo único)',
          help: 'Por quais meios e de quem os dados são obtidos: formulários, sistemas, terceiros, dispositivos.',
        },
      ],
    },
    {
      position: 2,
      title: NECESSITY,
      questions: [
        {
          code: 'legalBasis',
          type: 'multi',
          label: 'Hipóteses legais do tratamento (LGPD art. 7º)',
          options: [
            { value: 'consent', label: 'I - Consentimento do titular' },
            {
              value: 'legalObligation',
              label: 'II - Cumprimento de obrigação legal ou regulatória',
            },
            { value: 'publicPolicy', label: 'III - Execução de políticas públicas' },
            { value: 'research', label: 'IV - Estudos por órgão de pesquisa' },
            { value: 'contract', label: 'V - Execução de contrato ou procedimentos preliminares' },
            { value: 'rights', label: 'VI - Exercício regular de direitos em processo' },
            { value: 'lifeProtection', label: 'VII - Proteção da vida ou da incolumidade física' },
            { value: 'healthProtection', label: 'VIII - Tutela da saúde' },
            { value: 'legitimateInterest', label: 'IX - Legítimo interesse' },
            { value: 'creditProtection', label: 'X - Proteção do crédito' },
          ],
        },
        {
          code: 'sensitiveLegalBasis',
          type: 'multi',
          label: 'Hipóteses legais para os dados sensíveis (LGPD art. 11)',
          shownWhen: yes('sensitiveData'),
          options: [
            { value: 'specificConsent', label: 'I - Consentimento específico e destacado' },
            { value: 'legalObligation', label: 'II, a - Obrigação legal ou regulatória' },
            { value: 'publicPolicy', label: 'II, b - Execução de políticas públicas' },
            { value: 'research', label: 'II, c - Estudos por órgão de pesquisa' },
            { value: 'rights', label: 'II, d - Exercício regular de direitos' },
            {
              value: 'lifeProtection',
              label: 'II, e - Proteção da vida ou da incolumidade física',
            },
            { value: 'healthProtection', label: 'II, f - Tutela da saúde' },
            {
              value: 'fraudPrevention',
              label: 'II, g - Prevenção à fraude e segurança do titular',
            },
          ],
        },
        {
          ...longText,
          code: 'minimisation',
          label: 'Por que cada dado é necessário à finalidade (minimização, LGPD art. 6º, III)',
        },
        {
          ...longText,
          code: 'retention',
          label: 'Prazo de retenção e forma de eliminação (LGPD arts. 15 e 16)',
        },
        {
          ...longText,
          code: 'transparency',
          label: 'Como os titulares são informados sobre o tratamento (LGPD art. 9º)',
        },
        {
          ...longText,
          code: 'rightsExercise',
          label: 'Como os titulares exercem seus direitos (LGPD art. 18)',
        },
        {
          code: 'processors',
          type: 'yesNo',
          label: 'Operadores ou outros terceiros tratam os dados?',
        },
        {
          ...longText,
          code: 'processorsDetail',
          label: 'Quais, para quê, e o que o contrato lhes impõe (LGPD art. 39)',
          shownWhen: yes('processors'),
        },
        {
          code: 'internationalTransfer',
          type: 'yesNo',
          label: 'Há transferência internacional dos dados?',
        },
        {
          ...longText,
          code: 'transferDetail',
          label: 'Para onde e com que mecanismo (LGPD arts. 33 a 36; Res. CD/ANPD 19/2024)',
          shownWhen: yes('internationalTransfer'),
        },
        {
          code: 'highRiskCriteria',
          type: 'multi',
          label: 'Critérios de alto risco atendidos (Res. CD/ANPD 2/2022, art. 4º)',
          help: 'O tratamento é de alto risco quando atende a pelo menos um critério geral e a pelo menos um critério específico.',
          options: [
            { value: 'largeScale', label: 'Geral (I, a): tratamento em larga escala' },
            {
              value: 'significantEffect',
              label:
                'Geral (I, b): pode afetar significativamente interesses e direitos fundamentais dos titulares',
            },
            {
              value: 'emergingTechnology',
              label: 'Específico (II, a): uso de tecnologias emergentes ou inovadoras',
            },
            {
              value: 'publicSurveillance',
              label: 'Específico (II, b): vigilância ou controle de zonas acessíveis ao público',
            },
            {
              value: 'automatedDecisions',
              label:
                'Específico (II, c): decisões tomadas unicamente com base em tratamento automatizado, inclusive de perfil',
            },
            {
              value: 'sensitiveOrVulnerable',
              label: 'Específico (II, d): dados sensíveis ou de crianças, adolescentes ou idosos',
            },
            { value: 'none', label: 'Nenhum destes critérios' },
          ],
          exclusive: ['none'],
        },
      ],
    },
    {
      position: 3,
      title: RISKS,
      intro:
        'Liste os riscos do tratamento aos titulares (acesso ilegítimo, modificação indesejada, desaparecimento dos dados, uso além da finalidade...). Avalie cada um pela probabilidade e pela gravidade, de 1 (Desprezível) a 4 (Máxima), antes das medidas; depois, as medidas para esse risco e a probabilidade e a gravidade que restam com elas (risco residual).',
      questions: [
        {
          code: 'risks',
          type: 'group',
          label: 'Riscos',
          addLabel: 'Adicionar risco',
          maxItems: 20,
          fields: [
            {
              ...longText,
              code: 'description',
              label: 'Descrição do risco',
              maxLength: 500,
              part: RISK_PARTS.risk,
            },
            {
              part: RISK_PARTS.risk,
              code: 'rightsAffected',
              type: 'multi',
              label: 'Direitos e liberdades afetados',
              options: [
                { value: 'privacy', label: 'Privacidade e intimidade' },
                { value: 'selfDetermination', label: 'Autodeterminação informativa' },
                { value: 'nonDiscrimination', label: 'Igualdade e não discriminação' },
                { value: 'subjectRights', label: 'Direitos do titular (art. 18)' },
                { value: 'reputation', label: 'Honra e imagem' },
                { value: 'property', label: 'Patrimônio (fraude, prejuízo financeiro)' },
                { value: 'physicalIntegrity', label: 'Integridade física' },
                { value: 'freedom', label: 'Liberdade de expressão e de locomoção' },
              ],
            },
            {
              part: RISK_PARTS.before,
              code: 'likelihood',
              type: 'single',
              label: 'Probabilidade',
              options: RISK_SCALE,
            },
            {
              part: RISK_PARTS.before,
              code: 'severity',
              type: 'single',
              label: 'Gravidade',
              options: RISK_SCALE,
            },
            {
              ...longText,
              part: RISK_PARTS.after,
              code: 'measures',
              label: 'Medidas para este risco: segurança, salvaguardas e mitigação',
              maxLength: 1000,
            },
            {
              part: RISK_PARTS.after,
              code: 'residualLikelihood',
              type: 'single',
              label: 'Probabilidade residual',
              options: RISK_SCALE,
            },
            {
              part: RISK_PARTS.after,
              code: 'residualSeverity',
              type: 'single',
              label: 'Gravidade residual',
              options: RISK_SCALE,
            },
          ],
        },
      ],
    },
    {
      position: 4,
      title: MEASURES,
      intro:
        'As medidas de cada risco e o seu risco residual são informados no próprio risco, na etapa 3. Aqui, as medidas que valem para todo o tratamento: a análise do controlador sobre medidas, salvaguardas e mecanismos de mitigação (LGPD art. 38, parágrafo único).',
      questions: [
        {
          ...longText,
          code: 'securityMeasures',
          label: 'Medidas de segurança, técnicas e administrativas (LGPD art. 46)',
          help: 'Controle de acesso, criptografia, registro de acessos, cópias de segurança, treinamento.',
        },
        {
          ...longText,
          code: 'safeguards',
          label: 'Salvaguardas e mecanismos de mitigação de risco (LGPD art. 38, parágrafo único)',
        },
        {
          code: 'incidentPlan',
          type: 'yesNo',
          label:
            'Há um plano de resposta a incidentes, com comunicação à ANPD e aos titulares (LGPD art. 48)?',
        },
        {
          code: 'privacyByDesign',
          type: 'yesNo',
          label:
            'O tratamento foi desenhado com proteção de dados desde a concepção e por padrão (LGPD art. 46, §2º)?',
        },
      ],
    },
    {
      position: 5,
      title: DPO_OPINION,
      questions: [
        { ...longText, code: 'dpoOpinion', label: 'Parecer do encarregado' },
        { code: 'dpoName', type: 'text', label: 'Nome do encarregado', maxLength: 200 },
        { code: 'dpoOpinionDate', type: 'date', label: 'Data do parecer' },
      ],
    },
    {
      position: 6,
      title: CONCLUSION,
      questions: [
        {
          code: 'decision',
          type: 'single',
          label: 'Decisão do controlador',
          options: RIPD_MESSAGES.decisions,
        },
        { ...longText, code: 'decisionJustification', label: 'Justificativa da decisão' },
      ],
    },
  ],
  custom: {
    reads: ['risks', 'highRiskCriteria', 'decision'],
    compute: ripdResult,
    dossier: (result) => ripdDossierSection(result as RipdResult),
  },
};
