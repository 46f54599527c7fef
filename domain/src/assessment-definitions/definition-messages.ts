// The words of a definition kind's screens and dossier that no definition carries itself.
import type { SectionScore } from './definition-scoring';

export const DEFINITION_MESSAGES = {
  yes: 'Sim',
  no: 'Não',
  notAnswered: '— sem resposta —',
  notApplicable: 'Não se aplica',
  summary: 'Resumo',
  sectionsTitle: 'Pontuação por seção',
  section: 'Seção',
  score: 'Pontuação',
  band: 'Situação',
  fixTitle: 'O que corrigir',
  noFix: 'Nada a corrigir.',
  scoreText: (section: SectionScore) =>
    section.score === null
      ? 'Não se aplica'
      : `${section.score.toLocaleString('pt-BR')}% (${section.band?.label ?? ''})`,
  percent: (score: number) => `${score.toLocaleString('pt-BR')}%`,
  fix: (text: string, article: string) => `${text} (${article})`,
  item: (index: number) => `Item ${index}`,
  remove: 'Remover',
  removeItem: (index: number) => `Remover o item ${index}`,
} as const;
