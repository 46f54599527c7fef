// The assessment kinds as one registry (spec 3 sections 1, 2 and 7): list formId, API segment
// under /lei-geral-protecao-de-dados, screen route, required client authority, title and step
// titles. The API and the remote both read it. The spec's four kinds are written here; a kind
// written as a definition comes from its identity (assessment-definitions/identities.ts).
import type {
  DefinitionFeature,
  DefinitionKind,
} from '../assessment-definitions/definition-access';
import {
  listWithIdentities,
  objectWithIdentities,
  type DefinitionIdentityOf,
} from '../assessment-definitions/identities';
import type { Authority } from '../authorities';
import { SPEC_AUTHORITIES } from '../authority-codes';
import { ASSESSMENT_FORM, type AssessmentFormId } from '../constants';
import type { AssessmentKind } from '../types/assessment';
import type { AssessmentDefinition } from '../assessment-definitions/definition-types';
import type { StepDefinition } from './question-types';

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
  feature: 'projectEvaluation' | 'ali' | 'tpa' | 'ropa' | DefinitionFeature;
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
export function definitionForm(identity: DefinitionIdentityOf): AssessmentFormDefinition {
  return {
    kind: identity.kind,
    formId: identity.formId,
    apiSegment: identity.apiSegment,
    route: identity.route,
    authority: identity.authority,
    feature: identity.feature,
    title: identity.title,
    stepTitles: [...identity.stepTitles, identity.resultTitle],
    positions: identity.stepTitles.map((_title, index) => index + 1),
    available: true,
    fromDefinition: true,
  };
}

const SPEC_FORMS: Record<Exclude<AssessmentKind, DefinitionKind>, AssessmentFormDefinition> = {
  newProject: {
    kind: 'newProject',
    formId: ASSESSMENT_FORM.NEW_PROJECT,
    apiSegment: 'questionario-novos-projetos',
    route: '/evaluation/project',
    authority: SPEC_AUTHORITIES.AVALIACAO_NOVOS_PROJETOS,
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
    authority: SPEC_AUTHORITIES.TESTE_LEGITIMO_INTERESSE,
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
    authority: SPEC_AUTHORITIES.ASSESSMENT_TERCEIROS,
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
    authority: SPEC_AUTHORITIES.REGISTRO_OPERACAO_TRATAMENTO_DADOS,
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
};

/** The spec's four kinds, then each kind written as a definition (from its identity). */
export const ASSESSMENT_FORMS: Readonly<Record<AssessmentKind, AssessmentFormDefinition>> =
  /* @__PURE__ */ objectWithIdentities<Record<AssessmentKind, AssessmentFormDefinition>>(
    SPEC_FORMS,
    (identity) => [identity.kind, definitionForm(identity)],
  );

export interface AssessmentFormOption {
  id: AssessmentFormId;
  label: string;
  /** The path prefix of the list's rows. */
  rowPath: string;
}

/**
 * The list's form-type choices and the path prefix each row links to (spec 3 section 2.5); a
 * kind written as a definition is listed under its title, its rows under its route. Here rather
 * than beside ASSESSMENT_FORM (constants.ts), so that the pages that read only constants do not
 * carry the identities (page budget).
 */
export const ASSESSMENT_FORM_OPTIONS: readonly AssessmentFormOption[] =
  /* @__PURE__ */ listWithIdentities<AssessmentFormOption>(
    [
      {
        id: ASSESSMENT_FORM.NEW_PROJECT,
        label: 'Avaliação de Novos Projetos',
        rowPath: 'evaluation/project/',
      },
      { id: ASSESSMENT_FORM.ALI, label: 'Avaliação de Legítimo Interesse', rowPath: 'ali/' },
      { id: ASSESSMENT_FORM.TPA, label: 'Avaliação de Terceiros', rowPath: 'tpa/' },
      {
        id: ASSESSMENT_FORM.ROPA,
        label: 'Registro de Operação de Tratamento de Dados',
        rowPath: 'ropa/',
      },
    ],
    (identity) => ({
      id: identity.formId,
      label: identity.title,
      rowPath: `${identity.route.slice(1)}/`,
    }),
  );

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
