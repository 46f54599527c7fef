// The words of the security incident register (issue 32): its result step, its dossier (the
// communication to the ANPD) and its clock.
import { apiToDisplayDate } from '../format/dates';
import type { EnisaLevel } from './enisa-severity';
import { ENISA_LEVEL_LABEL } from './enisa-severity';

export const INCIDENT_MESSAGES = {
  severityTitle: 'Gravidade pela metodologia da ENISA',
  severityFormula: (dpc: number, ei: number, cb: number, score: number) =>
    `SE = DPC × EI + CB = ${decimal(dpc)} × ${decimal(ei)} + ${decimal(cb)} = ${decimal(score)}`,
  severityLevel: (level: EnisaLevel) => `Gravidade ${ENISA_LEVEL_LABEL[level]}`,
  severityPending: 'Responda às categorias de dados e à facilidade de identificação.',
  relevantRiskTitle: 'Risco ou dano relevante (Res. CD/ANPD 15/2024, art. 5º)',
  relevantRiskYes:
    'O incidente pode acarretar risco ou dano relevante: comunique a ANPD e os titulares (LGPD art. 48).',
  relevantRiskNo:
    'Pelas respostas, o incidente não acarreta risco ou dano relevante: a comunicação não é obrigatória, mas o incidente fica no registro (Res. CD/ANPD 15/2024, art. 10).',
  relevantRiskWhy: (significantEffect: boolean, criteria: number) =>
    `Afeta significativamente os titulares: ${significantEffect ? 'sim' : 'não'}. Critérios do art. 5º, II presentes: ${criteria}.`,
  anpdTitle: 'Comunicação à ANPD',
  subjectsTitle: 'Comunicação aos titulares',
  deadline: (day: string, smallAgent: boolean) =>
    `Prazo: ${apiToDisplayDate(day)} (${smallAgent ? '6 dias úteis, prazo em dobro do agente de pequeno porte' : '3 dias úteis'} da ciência, no calendário do escritório).`,
  onTime: 'Comunicada no prazo.',
  late: (days: number) =>
    `Comunicada ${days} ${days === 1 ? 'dia útil' : 'dias úteis'} após o prazo: informe os motivos da demora (LGPD art. 48, §1º, V).`,
  open: (days: number) =>
    days === 0
      ? 'Ainda não comunicada: o prazo termina hoje.'
      : `Ainda não comunicada: ${days === 1 ? 'resta 1 dia útil' : `restam ${days} dias úteis`}.`,
  overdue: (days: number) =>
    `Ainda não comunicada e fora do prazo há ${days} ${days === 1 ? 'dia útil' : 'dias úteis'}.`,
  noClock: 'Informe a data em que o controlador tomou ciência do incidente.',
  notRequired: 'Não obrigatória pelas respostas.',
  keptUntil: (day: string) =>
    `Registro mantido ao menos até ${apiToDisplayDate(day)} (5 anos, Res. CD/ANPD 15/2024, art. 10).`,
} as const;

/** 1.25 -> '1,25'; 4 -> '4' */
function decimal(value: number): string {
  return value.toLocaleString('pt-BR', { maximumFractionDigits: 2 });
}
