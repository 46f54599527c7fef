// The result e-mail of the public simulator (issue 30, "the visitor who simulates gets the result
// by e-mail"): what it says, the one-page PDF it carries and the unsubscribe page's wording. The
// explanation is the calculation's own steps (dosimetry explainFine), the same the screen shows.
import { firmIdentificationLines, type FirmProfile } from './assessments/agent-profiles';
import { dossierDateTime } from './assessments/assessment-dossier';
import { FIRM_NAME } from './constants';
import type { DosimetryResult, DosimetryStep } from './dosimetry/dosimetry-types';
import { formatBRL } from './format/money';

/** Under every result, on screen and in the PDF. */
export const SIMULATION_RESULT_NOTICE =
  'Estimativa sem caráter oficial, baseada nas respostas informadas e no Regulamento de Dosimetria da ANPD.';

/** The portal page a result e-mail's unsubscribe link opens (`?token=`). */
export const LEAD_UNSUBSCRIBE_PATH = '/descadastrar';

export const LEAD_UNSUBSCRIBE_LABELS = {
  title: 'Descadastrar e-mails',
  question:
    'Deseja deixar de receber e-mails do simulador de multas? Nenhuma outra mensagem será enviada a este endereço.',
  confirm: 'Confirmar descadastro',
  done: 'Pronto: este endereço não receberá mais e-mails do simulador de multas.',
  invalid: 'Link de descadastro inválido. Use o link do último e-mail recebido.',
} as const;

/** Who the visitor talks to: the firm's identification, or its name until the firm fills it in. */
export function firmContactLines(firm: FirmProfile | null): string[] {
  const lines = firmIdentificationLines(firm);
  return lines.length ? lines : [FIRM_NAME];
}

export interface SimulationResultFacts {
  simulationId: number;
  createdAt: Date;
  leadName: string;
  company: string;
  result: DosimetryResult;
  firm: FirmProfile | null;
}

/** The one-page PDF of the result, as data (api/src/simulator/simulation-result-pdf.ts draws it). */
export interface SimulationResultDocument {
  title: string;
  header: { label: string; value: string }[];
  value: string;
  classLine: string;
  stepsTitle: string;
  steps: DosimetryStep[];
  notice: string;
  contactTitle: string;
  contact: string[];
}

export function simulationResultDocument(facts: SimulationResultFacts): SimulationResultDocument {
  return {
    title: 'Simulação de multa - LGPD',
    header: [
      { label: 'Simulação', value: `nº ${facts.simulationId}` },
      { label: 'Data', value: dossierDateTime(facts.createdAt) },
      { label: 'Nome', value: facts.leadName },
      { label: 'Empresa', value: facts.company },
    ],
    value: formatBRL(facts.result.valorSimulado),
    classLine: `Grau de infração: ${facts.result.classLabel}`,
    stepsTitle: 'Como chegamos a este valor',
    steps: facts.result.steps,
    notice: SIMULATION_RESULT_NOTICE,
    contactTitle: 'Fale com o escritório',
    contact: firmContactLines(facts.firm),
  };
}

/** The PDF's file name. */
export const simulationResultFilename = (simulationId: number) =>
  `simulacao-de-multa-${simulationId}.pdf`;

/** Subject and text of the result e-mail; the PDF goes attached. */
export function simulationResultMail(input: {
  leadName: string;
  result: DosimetryResult;
  firm: FirmProfile | null;
  unsubscribeUrl: string;
}): { subject: string; text: string } {
  const { result } = input;
  return {
    subject: `Resultado da sua simulação de multa: ${formatBRL(result.valorSimulado)}`,
    text: [
      `Olá, ${input.leadName}.`,
      '',
      `O valor simulado da multa é ${formatBRL(result.valorSimulado)} (infração ${result.classLabel.toLowerCase()}).`,
      'O PDF anexo traz o resultado com a explicação passo a passo do cálculo.',
      '',
      SIMULATION_RESULT_NOTICE,
      '',
      'Para conversar sobre o resultado, fale com o escritório:',
      ...firmContactLines(input.firm),
      '',
      `Para não receber mais e-mails do simulador: ${input.unsubscribeUrl}`,
    ].join('\n'),
  };
}
