// The register of security incidents (issue 32; home cards 'Notificação de incidente de
// segurança' and 'Gravidade de incidentes (ENISA)'): LGPD art. 48 (what the communication to the
// ANPD and the data subjects says, §1 I-VI) and Res. CD/ANPD 15/2024 (art. 5 relevant risk or
// damage; arts. 6 and 9, 3 business days; art. 10, the register kept 5 years), with the severity
// rated by the ENISA method (enisa-severity.ts). Its result is computed by code (incident-result.ts).
import { DPC_ADJUSTMENTS } from '../incidents/enisa-severity';
import { RELEVANT_RISK_CRITERIA } from '../incidents/incident-deadline';
import { incidentDossierSection } from '../incidents/incident-dossier';
import {
  incidentResult,
  incidentResultToday,
  type IncidentResult,
} from '../incidents/incident-result';
import type { AssessmentDefinition, Condition } from './definition-types';
import { SECURITY_INCIDENT_IDENTITY } from './security-incident-identity';

const yes = (question: string): Condition => ({ question, equals: 'yes' });

const [INCIDENT, AFFECTED, SEVERITY, RISK, MEASURES] = SECURITY_INCIDENT_IDENTITY.stepTitles;

const longText = { type: 'text', multiline: true } as const;

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

export const SECURITY_INCIDENT: AssessmentDefinition = {
  ...SECURITY_INCIDENT_IDENTITY,
  steps: [
    {
      position: 1,
      title: INCIDENT,
      intro:
        'Registre todo incidente de segurança com dados pessoais, comunicado ou não: o registro é mantido por no mínimo 5 anos (Res. CD/ANPD 15/2024, art. 10). O prazo de comunicação corre da data em que o controlador soube que o incidente afetou dados pessoais.',
      questions: [
        {
          ...longText,
          code: 'description',
          label: 'Descrição do incidente, com a causa principal, se identificada',
        },
        {
          code: 'occurredOn',
          type: 'date',
          label: 'Data da ocorrência',
          help: 'Quando for possível determiná-la.',
          required: false,
        },
        {
          code: 'knownOn',
          type: 'date',
          label: 'Data em que o controlador tomou ciência de que o incidente afetou dados pessoais',
        },
        { ...longText, code: 'discoveredHow', label: 'Como o incidente foi descoberto' },
        {
          code: 'incidentKinds',
          type: 'multi',
          label: 'O que aconteceu com os dados',
          options: [
            { value: 'confidentiality', label: 'Acesso ou divulgação não autorizados' },
            { value: 'integrity', label: 'Alteração ou destruição indevida' },
            { value: 'availability', label: 'Perda ou indisponibilidade' },
          ],
        },
        {
          code: 'smallAgent',
          type: 'yesNo',
          label: 'O controlador é agente de tratamento de pequeno porte?',
          help: 'Res. CD/ANPD 2/2022: o agente de pequeno porte tem prazo em dobro para comunicar o incidente (art. 14).',
        },
        {
          code: 'processorName',
          type: 'text',
          label: 'Operador envolvido, se houver',
          maxLength: 200,
          required: false,
        },
      ],
    },
    {
      position: 2,
      title: AFFECTED,
      questions: [
        {
          code: 'dataCategories',
          type: 'multi',
          label: 'Categorias de dados pessoais afetados',
          help: 'A categoria de maior peso define a base da gravidade (ENISA).',
          options: [
            {
              value: 'simple',
              label: 'Dados simples (identificação, contato, formação, vida profissional)',
            },
            {
              value: 'behavioural',
              label: 'Dados comportamentais (localização, tráfego, hábitos, preferências)',
            },
            {
              value: 'financial',
              label: 'Dados financeiros (renda, transações, extratos, cartões)',
            },
            {
              value: 'sensitive',
              label:
                'Dados pessoais sensíveis (saúde, biometria, origem racial, religião, vida sexual)',
            },
          ],
        },
        {
          ...longText,
          code: 'dataDescription',
          label: 'Natureza dos dados pessoais afetados (LGPD art. 48, §1º, I)',
        },
        {
          code: 'subjectsAffected',
          type: 'number',
          integer: true,
          min: 0,
          label: 'Número de titulares afetados',
        },
        {
          code: 'vulnerableSubjects',
          type: 'yesNo',
          label: 'Há crianças, adolescentes ou idosos entre os titulares afetados?',
        },
        {
          code: 'vulnerableAffected',
          type: 'number',
          integer: true,
          min: 0,
          label: 'Quantos deles são crianças, adolescentes ou idosos',
          shownWhen: yes('vulnerableSubjects'),
        },
        {
          code: 'subjectCategories',
          type: 'text',
          label: 'Categorias de titulares afetados (LGPD art. 48, §1º, II)',
          maxLength: 500,
        },
        {
          code: 'subjectsTotal',
          type: 'number',
          integer: true,
          min: 0,
          label: 'Total de titulares cujos dados são tratados na atividade afetada',
          required: false,
        },
      ],
    },
    {
      position: 3,
      title: SEVERITY,
      intro:
        'Metodologia da ENISA (2013): gravidade = contexto do tratamento (DPC) × facilidade de identificação (EI) + circunstâncias da violação (CB). Abaixo de 2, baixa; de 2, média; de 3, alta; de 4, muito alta.',
      questions: [
        {
          code: 'dpcAdjustment',
          type: 'single',
          label: 'Ajuste do contexto à base da categoria (DPC)',
          help: 'Aumente quando o volume, o tipo de controlador ou a vulnerabilidade dos titulares agravam o dano (uma lista de clientes de farmácia revela saúde); diminua quando os dados são inválidos, já eram públicos ou revelam menos que a categoria. A pontuação fica entre 1 e 4.',
          options: DPC_ADJUSTMENTS.map((n) => ({
            value: String(n),
            label: n === 0 ? 'Sem ajuste' : signed(n),
          })),
        },
        {
          code: 'identification',
          type: 'single',
          label: 'Facilidade de identificação dos titulares (EI)',
          options: [
            {
              value: 'negligible',
              label: 'Desprezível (0,25): identificar exige meios desproporcionais',
            },
            { value: 'limited', label: 'Limitada (0,5): só com dados adicionais ou muito esforço' },
            {
              value: 'significant',
              label: 'Significativa (0,75): possível com dados facilmente obtidos',
            },
            { value: 'maximum', label: 'Máxima (1): os dados identificam diretamente o titular' },
          ],
        },
        {
          code: 'confidentialityLoss',
          type: 'single',
          label: 'Perda de confidencialidade',
          options: [
            { value: 'none', label: 'Não houve (0)' },
            { value: 'known', label: 'Dados expostos a destinatários conhecidos (+0,25)' },
            { value: 'unknown', label: 'Dados expostos a destinatários desconhecidos (+0,5)' },
          ],
        },
        {
          code: 'integrityLoss',
          type: 'single',
          label: 'Perda de integridade',
          options: [
            { value: 'none', label: 'Não houve (0)' },
            { value: 'recoverable', label: 'Dados alterados, mas recuperáveis (+0,25)' },
            {
              value: 'unrecoverable',
              label: 'Dados alterados sem possibilidade de recuperação (+0,5)',
            },
          ],
        },
        {
          code: 'availabilityLoss',
          type: 'single',
          label: 'Perda de disponibilidade',
          options: [
            { value: 'none', label: 'Não houve (0)' },
            {
              value: 'temporary',
              label: 'Temporária: os dados foram ou serão recuperados (+0,25)',
            },
            { value: 'permanent', label: 'Permanente: os dados não podem ser recuperados (+0,5)' },
          ],
        },
        {
          code: 'maliciousIntent',
          type: 'yesNo',
          label: 'Houve intenção maliciosa (ataque, furto, uso indevido deliberado)? (+0,5)',
        },
      ],
    },
    {
      position: 4,
      title: RISK,
      questions: [
        {
          code: 'significantEffect',
          type: 'yesNo',
          label:
            'O incidente pode afetar significativamente interesses e direitos fundamentais dos titulares?',
          help: 'Por exemplo: impedir o exercício de direitos ou o uso de um serviço, ou causar dano material ou moral, como discriminação, violação à integridade física, à imagem ou à reputação, fraude financeira ou roubo de identidade (Res. CD/ANPD 15/2024, art. 5º, I).',
        },
        {
          code: 'riskCriteria',
          type: 'multi',
          label: 'O incidente envolve (Res. CD/ANPD 15/2024, art. 5º, II)',
          options: [
            ...Object.entries(RELEVANT_RISK_CRITERIA).map(([value, label]) => ({ value, label })),
            { value: 'none', label: 'Nenhum destes' },
          ],
          exclusive: ['none'],
        },
        {
          ...longText,
          code: 'risks',
          label:
            'Riscos relacionados ao incidente e possíveis impactos aos titulares (art. 48, §1º, IV)',
        },
        { code: 'anpdCommunicated', type: 'yesNo', label: 'A ANPD já foi comunicada?' },
        {
          code: 'anpdCommunicatedOn',
          type: 'date',
          label: 'Data da comunicação à ANPD',
          shownWhen: yes('anpdCommunicated'),
        },
        {
          code: 'subjectsCommunicated',
          type: 'yesNo',
          label: 'Os titulares já foram comunicados?',
        },
        {
          code: 'subjectsCommunicatedOn',
          type: 'date',
          label: 'Data da comunicação aos titulares',
          shownWhen: yes('subjectsCommunicated'),
        },
        {
          ...longText,
          code: 'delayReasons',
          label: 'Motivos da demora, se a comunicação não foi imediata (art. 48, §1º, V)',
          required: false,
        },
      ],
    },
    {
      position: 5,
      title: MEASURES,
      questions: [
        {
          ...longText,
          code: 'securityMeasures',
          label:
            'Medidas técnicas e de segurança utilizadas para a proteção dos dados (art. 48, §1º, III)',
        },
        {
          ...longText,
          code: 'mitigationMeasures',
          label:
            'Medidas adotadas ou a adotar para reverter ou mitigar os efeitos (art. 48, §1º, VI)',
        },
        {
          ...longText,
          code: 'preventionMeasures',
          label: 'Medidas para evitar que o incidente se repita',
          required: false,
        },
      ],
    },
  ],
  custom: {
    reads: [
      'knownOn',
      'smallAgent',
      'dataCategories',
      'dpcAdjustment',
      'identification',
      'confidentialityLoss',
      'integrityLoss',
      'availabilityLoss',
      'maliciousIntent',
      'significantEffect',
      'riskCriteria',
      'anpdCommunicated',
      'anpdCommunicatedOn',
      'subjectsCommunicated',
      'subjectsCommunicatedOn',
    ],
    compute: incidentResult,
    today: (stored, answers, context) =>
      incidentResultToday(stored as IncidentResult, answers, context),
    dossier: (result) => incidentDossierSection(result as IncidentResult),
  },
};
