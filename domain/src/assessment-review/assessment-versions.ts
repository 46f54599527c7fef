// Numbered versions of a concluded assessment (issue 31, finding m11): each conclusion, and each
// change the firm makes after one, keeps the answers and the result whole. Two versions are
// compared question by question, in the words the screens and the dossier use, and the firm's
// change is told (audit trail, e-mail) in those same words.
import type { AuditChange } from '../audit/audit-changes';
import {
  DOSSIER_MESSAGES,
  dossierContent,
  type DossierContent,
} from '../assessments/assessment-dossier';
import type { VersionChange } from '../wire/assessment-review';

/** One question (or part of the result) of a version, as the dossier prints it. */
export interface VersionLine {
  /** The step or part of the result: 'Natureza dos dados', 'Resultado'. */
  section: string;
  /** The question as the screen asks it, or the result's label. */
  question: string;
  value: string;
}

export const VERSION_MESSAGES = {
  title: 'Versões',
  number: 'Versão',
  date: 'Data',
  by: 'Por',
  step: 'Etapa',
  question: 'Questão',
  before: 'Antes',
  after: 'Depois',
  compare: 'Comparar versões',
  compareTitle: (from: number, to: number) => `Versão ${from} e versão ${to}`,
  from: 'De',
  to: 'Para',
  noChanges: 'As duas versões têm as mesmas respostas e o mesmo resultado.',
  none: 'Nenhuma versão ainda: a primeira é criada na conclusão.',
  loadFailed: 'Não foi possível carregar as versões.',
  notFound: 'Versão não encontrada.',
  sameVersion: 'Escolha duas versões diferentes para comparar.',
  empty: '—',
  reasons: {
    conclusion: 'Conclusão',
    reviewRequest: 'Conclusão com análise jurídica solicitada',
    firmChange: 'Alteração do escritório',
  },
} as const;

export type VersionReason = keyof typeof VERSION_MESSAGES.reasons;

const noted = (value: string, note?: string) =>
  note?.trim() ? `${value} (${DOSSIER_MESSAGES.comment}: ${note.trim()})` : value;

/**
 * Every question of a version with its answer (and note), then the result: the dossier's own
 * rows, so a version reads as the screens and the dossier word it.
 */
export function versionLines(content: DossierContent): VersionLine[] {
  const { summary, sections } = dossierContent(content);
  const lines: VersionLine[] = [];
  for (const part of sections) {
    for (const row of part.rows ?? []) {
      lines.push({ section: part.heading, question: row.label, value: noted(row.value, row.note) });
    }
  }
  const result = DOSSIER_MESSAGES.result;
  for (const row of summary.rows ?? []) {
    lines.push({ section: result, question: row.label, value: noted(row.value, row.note) });
  }
  for (const list of summary.lists ?? []) {
    lines.push({ section: result, question: list.title, value: list.items.join('; ') });
  }
  if (summary.paragraphs?.length) {
    lines.push({
      section: result,
      question: DOSSIER_MESSAGES.considerations,
      value: summary.paragraphs.join(' '),
    });
  }
  return lines;
}

const keyOf = (line: { section: string; question: string }) =>
  `${line.section}\u0000${line.question}`;

/** The questions (and parts of the result) that differ, in the later version's order. */
export function versionChanges(
  before: readonly VersionLine[],
  after: readonly VersionLine[],
): VersionChange[] {
  const earlier = new Map(before.map((line) => [keyOf(line), line.value]));
  const later = new Set(after.map(keyOf));
  const changes: VersionChange[] = [];
  for (const line of after) {
    const was = earlier.get(keyOf(line)) ?? '';
    if (was !== line.value) {
      changes.push({
        section: line.section,
        question: line.question,
        before: was,
        after: line.value,
      });
    }
  }
  for (const line of before) {
    if (!later.has(keyOf(line))) {
      changes.push({
        section: line.section,
        question: line.question,
        before: line.value,
        after: '',
      });
    }
  }
  return changes;
}

/** The changes as the audit trail records them: field (step and question), before, after. */
export function versionAuditChanges(changes: readonly VersionChange[]): AuditChange[] {
  return changes.map((change) => ({
    field: `${change.section}: ${change.question}`,
    before: change.before || null,
    after: change.after || null,
  }));
}

/** The question a comment is about, as a key the screens and the server agree on. */
export function commentQuestionKey(line: { section: string; question: string }): string {
  return keyOf(line);
}
