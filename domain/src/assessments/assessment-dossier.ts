// The dossier of a finished assessment: the document a firm hands to its client or to the ANPD.
// First page: who signs it (the firm), what it concludes (result, risk, key recommendations);
// then the record, every answer of every step with its notes (unanswered questions marked), the
// full result with its reasons, and a review and sign-off block. A plain document model: the API
// renders it as a PDF, and the content is tested here without one.
import { ALI_RESULT, YES_NO } from '../constants';
import { aliResultNo, aliResultYes } from '../message-catalogue';
import {
  TPA_CONTRACT_KEYS,
  TPA_MATURITY_KEYS,
  TPA_POSITION_KEYS,
  type TpaQuestions,
} from '../types/assessment';
import { definitionDossier } from '../assessment-definitions/definition-dossier';
import { definitionByKind } from '../assessment-definitions/registry';
import { firmIdentificationLines, type FirmProfile } from './agent-profiles';
import type { AliTestResult } from './ali-rules';
import { ASSESSMENT_MESSAGES } from './assessment-messages';
import type { AssessmentFormDefinition } from './assessment-forms';
import { dossierFileName } from './dossier-file';
import {
  NEW_PROJECT_RESULT_MESSAGES,
  NEW_PROJECT_RISK_MEANING,
  type NewProjectComputedResults,
  type NewProjectRiskResult,
} from './new-project-rules';
import type { StepDefinition } from './question-types';
import type { RuleHit } from './rule-hit';
import { ROPA_MESSAGES, type RopaConclusion } from './ropa-rules';
import {
  TPA_CONTRACT_QUESTIONS,
  TPA_DESCRIPTION_LABELS,
  TPA_INTRO,
  TPA_MATURITY_QUESTIONS,
  TPA_MESSAGES,
  TPA_POSITION_QUESTIONS,
} from './tpa-questions';
import {
  TPA_HIGH_RISK_TEST_TEXT,
  readTpaBlobs,
  tpaContractStatus,
  tpaResults,
  type TpaFullResults,
  type TpaPositionResult,
} from './tpa-rules';

export const DOSSIER_MESSAGES = {
  title: (formTitle: string) => `Dossiê: ${formTitle}`,
  preparedBy: 'Elaborado por',
  summary: 'Resumo',
  result: 'Resultado',
  risk: 'Risco',
  meaning: 'O que significa',
  keyRecommendations: 'Recomendações principais',
  record: 'Registro',
  identification: 'Identificação',
  kind: 'Avaliação',
  client: 'Cliente',
  status: 'Status',
  finished: 'Finalizado',
  createdBy: 'Criado por',
  createdAt: 'Criado em',
  updatedBy: 'Última alteração por',
  updatedAt: 'Última alteração em',
  completedBy: 'Concluída por',
  completedAt: 'Concluída em',
  generatedAt: 'Gerado em',
  answers: 'Respostas',
  reasons: 'Por quê',
  notAnswered: '— sem resposta —',
  comment: 'Observações',
  stepNote: 'Anotações da etapa',
  otherNotes: 'Outras anotações',
  fullResult: 'Resultado completo',
  computedResult: 'Resultado calculado pelas respostas',
  adjustedResult: 'Resultado ajustado pelo escritório',
  adjustedBy: 'Ajustado por',
  justification: 'Justificativa',
  assessedAs: NEW_PROJECT_RESULT_MESSAGES.assessedAs,
  contradictions: NEW_PROJECT_RESULT_MESSAGES.contradictions,
  raisedBy: ASSESSMENT_MESSAGES.raisedBy,
  considerations: 'Considerações',
  signOff: 'Revisão e aprovação',
  reviewer: 'Revisão jurídica (nome e OAB): ________________________________________',
  reviewDate: 'Data: ____/____/________',
  signature: 'Assinatura: ______________________________________________',
  version: 'Versão',
  versionLine: (number: number, when: string, by: string | null) =>
    `Versão ${number} de ${when}${by ? ` por ${by}` : ''}`,
  earlierVersions: 'Versões anteriores',
  reviewState: 'Análise do escritório',
  approvedBy: 'Aprovada por',
  oab: 'OAB',
  approvedAt: 'Aprovada em',
  approvedVersion: 'Versão aprovada',
  at: (by: string, when: string) => `${by} em ${when}`,
  page: (page: number, total: number) => `Página ${page} de ${total}.`,
  fileName: dossierFileName,
} as const;

export interface DossierRow {
  label: string;
  value: string;
  /** A comment or observation under the answer. */
  note?: string;
  /** The question was not answered: printed as such, never as an answer. */
  unanswered?: boolean;
}

export interface DossierList {
  title: string;
  items: string[];
}

export interface DossierSection {
  heading: string;
  rows?: DossierRow[];
  paragraphs?: string[];
  /** Titled lists (reasons, recommendations), each printed under its title. */
  lists?: DossierList[];
}

export interface DossierDocument {
  title: string;
  subtitle: string;
  /** The firm's identification, on the first page. */
  firm: string[];
  /** Result, risk and key recommendations, on the first page. */
  summary: DossierSection;
  sections: DossierSection[];
  /** Who concluded it and when, and the lines for the firm's review. */
  signOff: DossierSection;
  footer: string;
}

/** What a version of an assessment holds: the answers, notes and result, read on a day. */
export type DossierContent = Pick<
  DossierInput,
  | 'form'
  | 'steps'
  | 'stepNoteKeys'
  | 'name'
  | 'clientName'
  | 'answers'
  | 'observations'
  | 'results'
  | 'today'
>;

/** The stored record as the dossier needs it. */
export interface DossierInput {
  form: AssessmentFormDefinition;
  /** The kind's question steps (generic answers section). */
  steps: readonly StepDefinition[];
  /** Notes of a whole step (not of one question), by position: ALI step 1's note. */
  stepNoteKeys?: Readonly<Record<number, string>>;
  id: number;
  name: string;
  clientName: string;
  answers: Record<string, unknown>;
  observations: Record<string, string>;
  /** The stored result, under its wire key ('results' or 'conclusion'). */
  results: Record<string, unknown> | null;
  firm: FirmProfile | null;
  createdBy: string | null;
  updatedBy: string | null;
  completedBy: string | null;
  createdAt: Date;
  updatedAt: Date;
  completedAt: Date | null;
  generatedAt: Date;
  /** Brazilian calendar day (yyyy-MM-dd) of the download: a TPA's contract dates are read on it. */
  today: string;
  /** The numbered version printed, and the earlier ones (issue 31). */
  version?: DossierVersion | null;
  earlierVersions?: readonly DossierVersion[];
  /** The firm's review: its state's label ('Aprovada'), and the sign-off once approved. */
  reviewLabel?: string;
  approval?: DossierApproval | null;
}

export interface DossierVersion {
  number: number;
  createdAt: Date;
  createdBy: string | null;
}

export interface DossierApproval {
  lawyerName: string;
  oab: string;
  approvedAt: Date;
  version: number;
}

const versionLine = (version: DossierVersion) =>
  DOSSIER_MESSAGES.versionLine(
    version.number,
    dossierDateTime(version.createdAt),
    version.createdBy,
  );

const BRASILIA = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'dd/MM/yyyy às HH:mm' in Brasília time, whatever the server's zone. */
export function dossierDateTime(date: Date): string {
  const part = (type: string) => BRASILIA.formatToParts(date).find((p) => p.type === type)?.value;
  return `${part('day')}/${part('month')}/${part('year')} às ${part('hour')}:${part('minute')}`;
}

const isBlank = (value: unknown) => !(typeof value === 'string' && value.trim());

/** An answer row: 'Sim' / 'Não' for yes/no, the text otherwise, marked when unanswered. */
function answerRow(label: string, value: unknown, note?: string): DossierRow {
  const row: DossierRow =
    value === YES_NO.YES
      ? { label, value: 'Sim' }
      : value === YES_NO.NO
        ? { label, value: 'Não' }
        : isBlank(value)
          ? { label, value: DOSSIER_MESSAGES.notAnswered, unanswered: true }
          : { label, value: String(value) };
  return note?.trim() ? { ...row, note } : row;
}

const hitText = (hit: RuleHit) => `${hit.text} (${hit.anchor})`;

const list = (title: string, items: readonly string[]): DossierList[] =>
  items.length ? [{ title, items: [...items] }] : [];

const percent = (value: number) => `${value.toFixed(2).replace('.', ',')}%`;

function recordSection(input: DossierInput): DossierSection {
  const m = DOSSIER_MESSAGES;
  return {
    heading: m.record,
    rows: [
      { label: m.identification, value: input.name || '-' },
      { label: m.kind, value: input.form.title },
      { label: m.client, value: input.clientName || '-' },
      { label: m.status, value: m.finished },
      ...(input.reviewLabel ? [{ label: m.reviewState, value: input.reviewLabel }] : []),
      ...(input.version ? [{ label: m.version, value: versionLine(input.version) }] : []),
      { label: m.createdBy, value: input.createdBy ?? '-' },
      { label: m.createdAt, value: dossierDateTime(input.createdAt) },
      { label: m.completedBy, value: input.completedBy ?? '-' },
      {
        label: m.completedAt,
        value: input.completedAt ? dossierDateTime(input.completedAt) : '-',
      },
      { label: m.updatedBy, value: input.updatedBy ?? '-' },
      { label: m.updatedAt, value: dossierDateTime(input.updatedAt) },
    ],
  };
}

function signOffSection(input: DossierInput): DossierSection {
  const m = DOSSIER_MESSAGES;
  const approval = input.approval;
  if (approval) {
    return {
      heading: m.signOff,
      rows: [
        { label: m.completedBy, value: input.completedBy ?? '-' },
        { label: m.approvedBy, value: approval.lawyerName },
        { label: m.oab, value: approval.oab },
        { label: m.approvedAt, value: dossierDateTime(approval.approvedAt) },
        { label: m.approvedVersion, value: String(approval.version) },
      ],
      paragraphs: [m.signature],
    };
  }
  return {
    heading: m.signOff,
    rows: [
      { label: m.completedBy, value: input.completedBy ?? '-' },
      {
        label: m.completedAt,
        value: input.completedAt ? dossierDateTime(input.completedAt) : '-',
      },
    ],
    paragraphs: [m.reviewer, m.reviewDate, m.signature],
  };
}

/** The stored outcome under the kind's wire key. */
function storedOutcome<R>(input: DossierContent): R | null {
  const stored = input.results ?? {};
  return ((stored.results ?? stored.conclusion) as R | undefined) ?? null;
}

// ---- Answers, step by step (new project, ALI, ROPA) ----

function stepSections(input: DossierContent): DossierSection[] {
  const used = new Set<string>();
  const answers = { ...input.answers, name: input.name };
  const sections: DossierSection[] = input.steps.map((step) => {
    // A follow-up question the answers did not call for is not printed (as on the screen).
    const asked = step.questions.filter((question) => question.shownWhen?.(answers) ?? true);
    const rows = asked.map((question) => {
      const raw = question.field === 'name' ? input.name : input.answers[question.field];
      const value = question.options?.length
        ? String(raw ?? '')
            .split(',')
            .filter(Boolean)
            .map((v) => question.options!.find((o) => o.value === v)?.label ?? v)
            .join('; ')
        : raw;
      used.add(question.field);
      return answerRow(question.label, value, input.observations[question.field]);
    });
    const noteKey = input.stepNoteKeys?.[step.position];
    const note = noteKey ? input.observations[noteKey] : undefined;
    if (noteKey) used.add(noteKey);
    return {
      heading: `${step.position} - ${step.title}`,
      rows,
      ...(note?.trim() ? { paragraphs: [`${DOSSIER_MESSAGES.stepNote}: ${note}`] } : {}),
    };
  });
  // A note kept under a key no question shows is printed too: nothing stored is left out.
  const others = Object.entries(input.observations).filter(
    ([key, text]) => !used.has(key) && text.trim(),
  );
  if (others.length) {
    sections.push({
      heading: DOSSIER_MESSAGES.otherNotes,
      paragraphs: others.map(([, text]) => text),
    });
  }
  return sections;
}

// ---- New project ----

function riskRows(risk: NewProjectRiskResult): DossierRow[] {
  return [
    { label: DOSSIER_MESSAGES.risk, value: risk.message },
    { label: DOSSIER_MESSAGES.meaning, value: NEW_PROJECT_RISK_MEANING[risk.level] ?? '' },
    ...(risk.assessedAs
      ? [{ label: DOSSIER_MESSAGES.assessedAs, value: risk.assessedAs.message }]
      : []),
  ];
}

function newProjectDossier(input: DossierContent): Pick<DossierDocument, 'summary' | 'sections'> {
  const outcome = storedOutcome<Partial<NewProjectComputedResults>>(input);
  const risk = outcome?.risk;
  const keys = (outcome?.keyRecommendations ?? []).map(hitText);
  const reasonTitle =
    risk?.level === 'review' ? DOSSIER_MESSAGES.contradictions : DOSSIER_MESSAGES.raisedBy;
  const groups = ASSESSMENT_MESSAGES.recommendationGroups as Record<string, string>;
  return {
    summary: {
      heading: DOSSIER_MESSAGES.summary,
      rows: risk ? riskRows(risk) : [],
      lists: [
        ...list(reasonTitle, (risk?.reasons ?? []).map(hitText)),
        ...list(DOSSIER_MESSAGES.keyRecommendations, keys),
      ],
    },
    sections: [
      ...stepSections(input),
      {
        heading: DOSSIER_MESSAGES.fullResult,
        rows: risk ? riskRows(risk) : [],
        lists: [
          ...list(reasonTitle, (risk?.reasons ?? []).map(hitText)),
          ...list(DOSSIER_MESSAGES.raisedBy, (risk?.assessedAs?.reasons ?? []).map(hitText)),
          ...list(
            ASSESSMENT_MESSAGES.recommendationsTitle,
            Object.entries(outcome?.recomendations ?? {}).map(
              ([group, item]) => `${groups[group] ?? group}: ${item.message}`,
            ),
          ),
        ],
      },
    ],
  };
}

// ---- ALI ----

function aliRows(risk: AliTestResult['conclusion']['risk']): DossierRow[] {
  const text = (message: string) => (message === ALI_RESULT.YES ? aliResultYes : aliResultNo);
  const rows: DossierRow[] = [{ label: DOSSIER_MESSAGES.result, value: text(risk.message) }];
  if (risk.override) {
    const { by, at } = risk.override;
    rows.push(
      { label: DOSSIER_MESSAGES.computedResult, value: risk.override.computed },
      { label: DOSSIER_MESSAGES.adjustedResult, value: risk.message },
      { label: DOSSIER_MESSAGES.justification, value: risk.override.observation || '-' },
      {
        label: DOSSIER_MESSAGES.adjustedBy,
        value: by ? (at ? DOSSIER_MESSAGES.at(by, dossierDateTime(new Date(at))) : by) : '-',
      },
    );
  }
  return rows;
}

function aliDossier(input: DossierContent): Pick<DossierDocument, 'summary' | 'sections'> {
  const outcome = storedOutcome<Partial<AliTestResult['conclusion']>>(input);
  const risk = outcome?.risk;
  const lists = [
    ...list(ASSESSMENT_MESSAGES.reasonsTitle, (risk?.reasons ?? []).map(hitText)),
    ...list(DOSSIER_MESSAGES.considerations, (risk?.considerations ?? []).map(hitText)),
  ];
  const rows = risk ? aliRows(risk) : [];
  const paragraphs = outcome?.note ? [outcome.note] : [];
  return {
    summary: { heading: DOSSIER_MESSAGES.summary, rows, lists, paragraphs },
    sections: [
      ...stepSections(input),
      { heading: DOSSIER_MESSAGES.fullResult, rows, lists, paragraphs },
    ],
  };
}

// ---- ROPA ----

function ropaDossier(input: DossierContent): Pick<DossierDocument, 'summary' | 'sections'> {
  const outcome = storedOutcome<Partial<RopaConclusion>>(input);
  const warnings = (outcome?.warnings ?? []).map(hitText);
  const impact = (outcome?.impactReport?.reasons ?? []).map(hitText);
  const lists = [
    ...list(ROPA_MESSAGES.warningsTitle, warnings),
    ...list(ROPA_MESSAGES.impactReportHint, impact),
  ];
  const summary: DossierSection = {
    heading: DOSSIER_MESSAGES.summary,
    rows: [
      {
        label: ROPA_MESSAGES.warningsTitle,
        value: warnings.length ? String(warnings.length) : ROPA_MESSAGES.noWarnings,
      },
    ],
    lists,
  };
  return {
    summary,
    sections: [...stepSections(input), { heading: DOSSIER_MESSAGES.fullResult, lists }],
  };
}

// ---- TPA ----

function questionRows<K extends string>(
  keys: readonly K[],
  labels: Readonly<Record<K, string>>,
  questions: TpaQuestions<K>,
): DossierRow[] {
  return keys.map((key) =>
    answerRow(labels[key], questions[key]?.answer, questions[key]?.comments),
  );
}

function positionList(title: string, position: TpaPositionResult): DossierList[] {
  return [
    {
      title: `${title}: ${position.position}`,
      items: [
        ...(position.decisive ?? []).map(hitText),
        ...(position.review ? [TPA_MESSAGES.review] : []),
        `${TPA_MESSAGES.positionReasons}: ${
          position.reasons.length ? position.reasons.length : TPA_MESSAGES.noIndicator
        }`,
        ...position.reasons.map((reason) => reason.text),
      ],
    },
  ];
}

function tpaDossier(input: DossierContent): Pick<DossierDocument, 'summary' | 'sections'> {
  const a = input.answers;
  const blobs = readTpaBlobs(a);
  // The result stored at conclusion (recomputed on each later change); the contract's dates are
  // read on the day of the download.
  const results =
    storedOutcome<TpaFullResults>(input) ?? tpaResults(a, input.clientName, input.today);
  const status = tpaContractStatus(a, input.today).map(hitText);
  const { maturityScore: maturity, contractRiskResult: risk } = results;
  const text = (field: string) => (typeof a[field] === 'string' ? (a[field] as string) : '');
  const L = TPA_DESCRIPTION_LABELS;
  const hints = [
    ...(risk.highRiskTest ? [TPA_HIGH_RISK_TEST_TEXT] : []),
    ...(risk.impactReportHint ? [TPA_MESSAGES.impactReportHint] : []),
  ];
  const scoreRows: DossierRow[] = [
    {
      label: TPA_MESSAGES.maturityTitle,
      value: `${percent(maturity.result)} (${maturity.label})`,
    },
    { label: TPA_MESSAGES.companyTitle, value: results.companyPositionResult },
    { label: TPA_MESSAGES.thirdPartyTitle, value: results.thirdPartyPositionResult },
    { label: TPA_MESSAGES.contractRiskTitle, value: `${percent(risk.result)} (${risk.label})` },
  ];
  return {
    summary: {
      heading: DOSSIER_MESSAGES.summary,
      rows: scoreRows,
      paragraphs: hints,
      lists: [
        ...list(TPA_MESSAGES.contractStatusTitle, status),
        ...list(DOSSIER_MESSAGES.keyRecommendations, risk.recommendations),
      ],
    },
    sections: [
      {
        heading: TPA_INTRO.object.title,
        rows: [
          { label: L.name, value: input.name || '-' },
          { label: L.areaResponsable, value: text('areaResponsable') || '-' },
          { label: L.companyName, value: input.clientName || '-' },
          { label: L.contact, value: text('contact') || '-' },
          { label: L.receiveDate, value: text('receiveDate') || L.notSigned },
          { label: L.reviewDate, value: text('reviewDate') || L.openEnded },
          answerRow(L.processingStarted, a.processingStarted),
          { label: L.dpo, value: text('dpo') || '-' },
        ],
        lists: list(TPA_MESSAGES.contractStatusTitle, status),
      },
      {
        heading: `${TPA_MESSAGES.maturityTitle}: ${percent(maturity.result)} (${maturity.label})`,
        paragraphs: [`${maturity.yes} de ${maturity.total} práticas presentes.`],
        lists: list(TPA_MESSAGES.movedBy, maturity.reasons.map(hitText)),
        rows: questionRows(TPA_MATURITY_KEYS, TPA_MATURITY_QUESTIONS, blobs.jsonMaturityQuestions),
      },
      {
        heading: TPA_MESSAGES.positionsTitle,
        lists: [
          ...positionList(TPA_MESSAGES.companyTitle, results.companyPosition),
          ...positionList(TPA_MESSAGES.thirdPartyTitle, results.thirdPartyPosition),
        ],
        paragraphs: [results.positionAdvice],
      },
      {
        heading: `${TPA_MESSAGES.companyTitle}: ${DOSSIER_MESSAGES.answers}`,
        rows: questionRows(TPA_POSITION_KEYS, TPA_POSITION_QUESTIONS, blobs.jsonCompanyPosition),
      },
      {
        heading: `${TPA_MESSAGES.thirdPartyTitle}: ${DOSSIER_MESSAGES.answers}`,
        rows: questionRows(TPA_POSITION_KEYS, TPA_POSITION_QUESTIONS, blobs.jsonThirdPartyPosition),
      },
      {
        heading: `${TPA_MESSAGES.contractRiskTitle}: ${percent(risk.result)} (${risk.label})`,
        paragraphs: hints,
        lists: [
          ...list(TPA_MESSAGES.movedBy, risk.reasons.map(hitText)),
          ...list(TPA_MESSAGES.recommendationsTitle, risk.recommendations),
        ],
        rows: questionRows(TPA_CONTRACT_KEYS, TPA_CONTRACT_QUESTIONS, blobs.jsonContractAvaliation),
      },
    ],
  };
}

/** The kinds written as code, each with its own dossier; a definition's kind needs no line here. */
const BY_KIND: Record<
  'newProject' | 'ali' | 'ropa' | 'tpa',
  (input: DossierContent) => Pick<DossierDocument, 'summary' | 'sections'>
> = {
  newProject: newProjectDossier,
  ali: aliDossier,
  ropa: ropaDossier,
  tpa: tpaDossier,
};

/** A kind written as a definition has the one dossier driven by it (issue 32). */
function contentOf(input: DossierContent): Pick<DossierDocument, 'summary' | 'sections'> {
  const definition = input.form.fromDefinition ? definitionByKind(input.form.kind) : undefined;
  if (definition) return definitionDossier(definition, input);
  return BY_KIND[input.form.kind as keyof typeof BY_KIND](input);
}

/**
 * The summary (result) and the answer sections of an assessment, in the screens' words: what a
 * version keeps, and what two versions are compared on.
 */
export function dossierContent(
  input: DossierContent,
): Pick<DossierDocument, 'summary' | 'sections'> {
  return contentOf(input);
}

export function assessmentDossier(input: DossierInput): DossierDocument {
  const { summary, sections } = contentOf(input);
  return {
    title: DOSSIER_MESSAGES.title(input.form.title),
    subtitle: `${input.name || '-'} · ${input.clientName || '-'}`,
    firm: firmIdentificationLines(input.firm),
    summary,
    sections: [
      recordSection(input),
      ...(input.earlierVersions?.length
        ? [
            {
              heading: DOSSIER_MESSAGES.earlierVersions,
              paragraphs: input.earlierVersions.map(versionLine),
            },
          ]
        : []),
      ...sections,
    ],
    signOff: signOffSection(input),
    footer: `${ASSESSMENT_MESSAGES.disclaimer} ${DOSSIER_MESSAGES.generatedAt} ${dossierDateTime(input.generatedAt)}.`,
  };
}
