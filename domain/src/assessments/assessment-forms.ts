// The four assessment kinds as one registry (spec 3 sections 1, 2 and 7): list formId, API
// segment under /lei-geral-protecao-de-dados, screen route, required client authority, title and
// step titles. The API and the remote both read it, so a new kind is one entry here.
import { AUTHORITIES, type Authority } from '../authorities';
import { ASSESSMENT_FORM, type AssessmentFormId } from '../constants';
import type { AssessmentKind } from '../types/assessment';
import type {
  AssessmentDefinition,
  DefinitionIdentity,
} from '../assessment-definitions/definition-types';
import type { StepDefinition } from './question-types';
import { SITE_CHECKLIST_IDENTITY } from '../assessment-definitions/site-checklist-identity';
import { RIPD_IDENTITY } from '../assessment-definitions/ripd-identity';
import { SECURITY_INCIDENT_IDENTITY } from '../assessment-definitions/security-incident-identity';

/** Base path of every assessment call (spec 3 section 7). */
export const ASSESSMENT_API_BASE = '/lei-geral-protecao-de-dados';

export interface AssessmentFormDefinition {
  kind: AssessmentKind;
  formId: AssessmentFormId;
  /** Path segment of the kind's calls, e.g. 'questionario-novos-projetos'. */
  apiSegment: string;
  /** Screen route without id (the spec's own spelling: '/TPA'). */
  route: string;
  authority: Authority;
  /** The access policy's feature of the kind: its authority and its contracted function. */
  feature:
    'projectEvaluation' | 'ali' | 'tpa' | 'ropa' | 'siteChecklist' | 'ripd' | 'securityIncident';
  title: string;
  /** Title of each step in order, the conclusion/report step included. */
  stepTitles: readonly string[];
  /** Positions the server checks with tab/finish/position (spec 3 section 4). */
  positions: readonly number[];
  /** Implemented in this release: the others answer empty charts and are not listed. */
  available: boolean;
  /**
   * A kind written as a definition (issue 32): its steps, answers and scoring are data, read with
   * `definitionByKind` (apart, so that the other pages do not carry its questions).
   */
  fromDefinition?: true;
}

/**
 * A definition's steps as the wizard and the routes number and title them; what each step asks
 * is the definition's own.
 */
export function definitionSteps(definition: AssessmentDefinition): StepDefinition[] {
  return definition.steps.map(({ position, title }) => ({ position, title, questions: [] }));
}

/** The registry entry of a kind written as a definition, from its identity. */
export function definitionForm(identity: DefinitionIdentity): AssessmentFormDefinition {
  return {
    kind: identity.kind,
    formId: identity.formId,
    apiSegment: identity.apiSegment,
    route: identity.route,
    authority: identity.authority,
    feature: identity.feature as AssessmentFormDefinition['feature'],
    title: identity.title,
    stepTitles: [...identity.stepTitles, identity.resultTitle],
    positions: identity.stepTitles.map((_title, index) => index + 1),
    available: true,
    fromDefinition: true,
  };
}

export const ASSESSMENT_FORMS: Readonly<Record<AssessmentKind, AssessmentFormDefinition>> = {
  newProject: {
    kind: 'newProject',
    formId: ASSESSMENT_FORM.NEW_PROJECT,
    apiSegment: 'questionario-novos-projetos',
    route: '/evaluation/project',
    authority: AUTHORITIES.AVALIACAO_NOVOS_PROJETOS,
    feature: 'projectEvaluation',
    title: 'Avaliação de projetos',
    stepTitles: [
      'Dados Pessoais',
      'Natureza dos dados',
      'Propósitos',
      'Aspectos do tratamento',
      'Agentes Envolvidos',
      'Impactos',
      'Aspectos Técnicos',
      'Conclusões',
    ],
    positions: [1, 2, 3, 4, 5, 6, 7],
    available: true,
  },
  ali: {
    kind: 'ali',
    formId: ASSESSMENT_FORM.ALI,
    apiSegment: 'avaliacao-legitimo-interesse',
    route: '/ali',
    authority: AUTHORITIES.TESTE_LEGITIMO_INTERESSE,
    feature: 'ali',
    title: 'Avaliação de Legítimo Interesse',
    stepTitles: [
      'Conceitos relevantes e descrição da atividade',
      'Dados sensíveis',
      'Finalidade concreta',
      'Licitude',
      'Necessidade',
      'Transparência',
      'Resultado final',
    ],
    positions: [1, 2, 3, 4, 5, 6],
    available: true,
  },
  tpa: {
    kind: 'tpa',
    formId: ASSESSMENT_FORM.TPA,
    apiSegment: 'assessment-terceiros',
    route: '/TPA',
    authority: AUTHORITIES.ASSESSMENT_TERCEIROS,
    feature: 'tpa',
    title: 'Avaliação de Terceiros',
    stepTitles: [
      'Introdução e Conceitos',
      'Avaliação de Maturidade',
      'Teste Controlador-Operador',
      'Teste de Risco de Contrato',
      'Relatório de Análise',
    ],
    positions: [2, 3, 4],
    available: true,
  },
  ropa: {
    kind: 'ropa',
    formId: ASSESSMENT_FORM.ROPA,
    apiSegment: 'registro-das-operacoes',
    route: '/ropa',
    authority: AUTHORITIES.REGISTRO_OPERACAO_TRATAMENTO_DADOS,
    feature: 'ropa',
    title: 'ROPA - Registro das Operações de Tratamento',
    stepTitles: [
      'Descrição',
      'Informações Básicas',
      'Análise Jurídica',
      'Consentimento',
      'Sistemas',
      'Relatório de Impacto',
      'Incidentes de Segurança',
      'Conclusões',
    ],
    positions: [1, 2, 3, 4, 5, 6, 7],
    available: true,
  },
  siteChecklist: definitionForm(SITE_CHECKLIST_IDENTITY),
  ripd: definitionForm(RIPD_IDENTITY),
  securityIncident: definitionForm(SECURITY_INCIDENT_IDENTITY),
};

export function assessmentFormById(formId: number): AssessmentFormDefinition | undefined {
  return Object.values(ASSESSMENT_FORMS).find((form) => form.formId === formId);
}

/**
 * The screen path of a list row. The spec's table writes 'tpa/' for TPA, whose route is '/TPA'
 * (spec 3 section 2.2): the link uses the route so it opens the screen.
 */
export function assessmentRowPath(formId: number, id: number): string | null {
  const form = assessmentFormById(formId);
  return form ? `${form.route}/${id}` : null;
}

/** Step title as the save and the unfilled-steps list show it: '2 - Natureza dos dados'. */
export function numberedStepTitle(form: AssessmentFormDefinition, position: number): string {
  return `${position} - ${form.stepTitles[position - 1] ?? ''}`;
}
