// The dossier of a finished assessment: what a DPO files (the answers, the scores with the
// answers that moved them, the dates, who answered), as a plain document model. The API renders
// it as a PDF; keeping the content here lets it be tested without a PDF.
import { YES_NO } from '../constants';
import {
  TPA_CONTRACT_KEYS,
  TPA_MATURITY_KEYS,
  TPA_POSITION_KEYS,
  type TpaQuestions,
} from '../types/assessment';
import { ASSESSMENT_MESSAGES } from './assessment-messages';
import type { AssessmentFormDefinition } from './assessment-forms';
import type { StepDefinition } from './question-types';
import type { RuleHit } from './rule-hit';
import {
  TPA_CONTRACT_QUESTIONS,
  TPA_DESCRIPTION_LABELS,
  TPA_INTRO,
  TPA_MATURITY_QUESTIONS,
  TPA_MESSAGES,
  TPA_POSITION_QUESTIONS,
} from './tpa-questions';
import { TPA_HIGH_RISK_TEST_TEXT, readTpaBlobs, tpaResults } from './tpa-rules';

export const DOSSIER_MESSAGES = {
  title: (formTitle: string) => `Dossiê: ${formTitle}`,
  record: 'Registro',
  identification: 'Identificação',
  client: 'Cliente',
  status: 'Status',
  finished: 'Finalizado',
  createdBy: 'Criado por',
  createdAt: 'Criado em',
  updatedBy: 'Última alteração por',
  updatedAt: 'Última alteração em',
  completedAt: 'Concluído em',
  generatedAt: 'Gerado em',
  answers: 'Respostas',
  result: 'Resultado',
  reasons: 'Por quê',
  notAnswered: 'Não respondida',
  comment: 'Observações',
  page: (page: number, total: number) => `Página ${page} de ${total}.`,
  fileName: (segment: string, id: number) => `dossie-${segment}-${id}.pdf`,
} as const;

export interface DossierRow {
  label: string;
  value: string;
  /** A comment or observation under the answer. */
  note?: string;
}

export interface DossierSection {
  heading: string;
  rows?: DossierRow[];
  paragraphs?: string[];
  bullets?: string[];
}

export interface DossierDocument {
  title: string;
  subtitle: string;
  sections: DossierSection[];
  footer: string;
}

/** The stored record as the dossier needs it. */
export interface DossierInput {
  form: AssessmentFormDefinition;
  /** The kind's question steps (generic answers section). */
  steps: readonly StepDefinition[];
  id: number;
  name: string;
  clientName: string;
  answers: Record<string, unknown>;
  observations: Record<string, string>;
  /** The stored result, under its wire key ('results' or 'conclusion'). */
  results: Record<string, unknown> | null;
  createdBy: string | null;
  updatedBy: string | null;
  createdAt: Date;
  updatedAt: Date;
  completedAt: Date | null;
  generatedAt: Date;
}

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

const answerText = (value: unknown): string => {
  if (value === YES_NO.YES) return 'Sim';
  if (value === YES_NO.NO) return 'Não';
  if (typeof value === 'string' && value.trim()) return value;
  return DOSSIER_MESSAGES.notAnswered;
};

const hitText = (hit: RuleHit) => `${hit.text} (${hit.anchor})`;

function recordSection(input: DossierInput): DossierSection {
  const m = DOSSIER_MESSAGES;
  return {
    heading: m.record,
    rows: [
      { label: m.identification, value: input.name || '-' },
      { label: m.client, value: input.clientName || '-' },
      { label: m.status, value: m.finished },
      { label: m.createdBy, value: input.createdBy ?? '-' },
      { label: m.createdAt, value: dossierDateTime(input.createdAt) },
      { label: m.updatedBy, value: input.updatedBy ?? '-' },
      { label: m.updatedAt, value: dossierDateTime(input.updatedAt) },
      {
        label: m.completedAt,
        value: input.completedAt ? dossierDateTime(input.completedAt) : '-',
      },
    ],
  };
}

function questionRows<K extends string>(
  keys: readonly K[],
  labels: Readonly<Record<K, string>>,
  questions: TpaQuestions<K>,
): DossierRow[] {
  return keys.map((key) => ({
    label: labels[key],
    value: answerText(questions[key]?.answer),
    ...(questions[key]?.comments?.trim() ? { note: questions[key]!.comments } : {}),
  }));
}

function tpaSections(input: DossierInput): DossierSection[] {
  const a = input.answers;
  const blobs = readTpaBlobs(a);
  const results = tpaResults(a, input.clientName);
  const { maturityScore: maturity, contractRiskResult: risk } = results;
  const text = (field: string) => (typeof a[field] === 'string' ? (a[field] as string) : '');
  const L = TPA_DESCRIPTION_LABELS;
  const positionLine = (title: string, position: typeof results.companyPosition) =>
    `${title}: ${position.position}. ${TPA_MESSAGES.positionReasons}: ${
      position.reasons.map((r) => r.text).join('; ') || TPA_MESSAGES.noIndicator
    }.${position.review ? ` ${TPA_MESSAGES.review}` : ''}`;
  return [
    {
      heading: TPA_INTRO.object.title,
      rows: [
        { label: L.name, value: input.name || '-' },
        { label: L.areaResponsable, value: text('areaResponsable') || '-' },
        { label: L.companyName, value: input.clientName || '-' },
        { label: L.contact, value: text('contact') || '-' },
        { label: L.receiveDate, value: text('receiveDate') || L.notSigned },
        { label: L.reviewDate, value: text('reviewDate') || L.openEnded },
        { label: L.dpo, value: text('dpo') || '-' },
      ],
    },
    {
      heading: `${TPA_MESSAGES.maturityTitle}: ${maturity.result.toFixed(2).replace('.', ',')}% (${maturity.label})`,
      paragraphs: [
        `${maturity.yes} de ${maturity.total} práticas presentes. ${TPA_MESSAGES.movedBy}:`,
      ],
      bullets: maturity.reasons.map(hitText),
      rows: questionRows(TPA_MATURITY_KEYS, TPA_MATURITY_QUESTIONS, blobs.jsonMaturityQuestions),
    },
    {
      heading: TPA_MESSAGES.positionsTitle,
      paragraphs: [
        positionLine(TPA_MESSAGES.companyTitle, results.companyPosition),
        positionLine(TPA_MESSAGES.thirdPartyTitle, results.thirdPartyPosition),
        results.positionAdvice,
      ],
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
      heading: `${TPA_MESSAGES.contractRiskTitle}: ${risk.result.toFixed(2).replace('.', ',')}% (${risk.label})`,
      paragraphs: [`${TPA_MESSAGES.movedBy}:${risk.reasons.length ? '' : ' -'}`],
      bullets: [
        ...risk.reasons.map(hitText),
        ...(risk.highRiskTest ? [TPA_HIGH_RISK_TEST_TEXT] : []),
        ...(risk.impactReportHint ? [TPA_MESSAGES.impactReportHint] : []),
      ],
      rows: questionRows(TPA_CONTRACT_KEYS, TPA_CONTRACT_QUESTIONS, blobs.jsonContractAvaliation),
    },
    { heading: TPA_MESSAGES.recommendationsTitle, bullets: risk.recommendations },
  ];
}

/** Any other kind: its questions and answers step by step, then the stored result. */
function genericSections(input: DossierInput): DossierSection[] {
  const sections: DossierSection[] = input.steps.map((step) => ({
    heading: `${step.position} - ${step.title}`,
    rows: step.questions.map((question) => {
      const raw = question.field === 'name' ? input.name : input.answers[question.field];
      const label = question.options?.length
        ? String(raw ?? '')
            .split(',')
            .map((value) => question.options!.find((o) => o.value === value)?.label ?? value)
            .join('; ')
        : raw;
      const note = input.observations[question.field];
      return {
        label: question.label,
        value: answerText(label),
        ...(note ? { note } : {}),
      };
    }),
  }));
  const stored = input.results ?? {};
  const result = (stored.results ?? stored.conclusion) as
    | {
        risk?: { message?: string; reasons?: RuleHit[] };
        recomendations?: Record<string, { message: string }>;
        note?: string;
        warnings?: RuleHit[];
        impactReport?: { reasons?: RuleHit[] };
      }
    | undefined;
  const groups = ASSESSMENT_MESSAGES.recommendationGroups as Record<string, string>;
  const bullets = [
    ...(result?.risk?.reasons ?? []).map(hitText),
    ...(result?.warnings ?? []).map(hitText),
    ...(result?.impactReport?.reasons ?? []).map(hitText),
    ...Object.entries(result?.recomendations ?? {}).map(
      ([group, item]) => `${groups[group] ?? group}: ${item.message}`,
    ),
  ];
  if (result?.risk?.message || bullets.length || result?.note) {
    sections.push({
      heading: result?.risk?.message
        ? `${DOSSIER_MESSAGES.result}: ${result.risk.message}`
        : DOSSIER_MESSAGES.result,
      paragraphs: result?.note ? [result.note] : [],
      bullets,
    });
  }
  return sections;
}

export function assessmentDossier(input: DossierInput): DossierDocument {
  const kindSections = input.form.kind === 'tpa' ? tpaSections(input) : genericSections(input);
  return {
    title: DOSSIER_MESSAGES.title(input.form.title),
    subtitle: `${input.name || '-'} · ${input.clientName || '-'}`,
    sections: [recordSection(input), ...kindSections],
    footer: `${ASSESSMENT_MESSAGES.disclaimer} ${DOSSIER_MESSAGES.generatedAt} ${dossierDateTime(input.generatedAt)}.`,
  };
}
