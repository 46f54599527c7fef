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

/**
 * The portal page the link of every e-mail to a lead opens (`?token=`): it withdraws the consent
 * and erases the lead from the firm's list (LGPD art. 8 section 5 and art. 18, VI and IX).
 */
export const LEAD_UNSUBSCRIBE_PATH = '/descadastrar';

export const LEAD_UNSUBSCRIBE_LABELS = {
  title: 'Retirar consentimento',
  question:
    'Deseja retirar o seu consentimento e excluir os seus dados (nome, e-mail e empresa) da lista de contatos do escritório? Nenhuma outra mensagem será enviada a este endereço, e as simulações já feitas ficam sem nenhum dado seu.',
  confirm: 'Retirar consentimento e excluir meus dados',
  done: 'Pronto: o seu consentimento foi retirado e os seus dados foram excluídos da lista de contatos do escritório. Nenhuma outra mensagem será enviada a este endereço.',
  invalid: 'Link inválido. Use o link do último e-mail recebido.',
  /** The line of every e-mail to a lead that carries the link. */
  mailLine: (url: string) =>
    `Para retirar o seu consentimento e excluir os seus dados da nossa lista: ${url}`,
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
      LEAD_UNSUBSCRIBE_LABELS.mailLine(input.unsubscribeUrl),
    ].join('\n'),
  };
}
