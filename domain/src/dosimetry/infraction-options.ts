import type { InfractionField, InfractionNumber } from './dosimetry-types';

export type InfractionOption = {
  number: InfractionNumber;
  field: InfractionField;
  /** Text of the checkbox in step 1. */
  label: string;
  /** Short wording used inside the class explanation. */
  summary: string;
};

/** Step 1 options (spec 4 section 9), mapped to Art. 8 of Resolução CD/ANPD nº 4/2023. */
export const INFRACTION_OPTIONS: readonly InfractionOption[] = [
  {
    number: 1,
    field: 'infracao1',
    label:
      'A infração pode afetar de forma significativa interesses ou direitos fundamentais dos titulares (impedir ou limitar de modo relevante o exercício de direitos ou o uso de um serviço, ou causar danos materiais ou morais)',
    summary: 'pode afetar significativamente interesses ou direitos fundamentais dos titulares',
  },
  {
    number: 2,
    field: 'infracao2',
    label:
      'O tratamento envolve dados pessoais em larga escala (muitos titulares, grande volume, longa duração, alta frequência ou grande abrangência)',
    summary: 'tratamento em larga escala',
  },
  {
    number: 3,
    field: 'infracao3',
    label: 'O infrator obteve ou pretendia obter vantagem econômica com a infração',
    summary: 'vantagem econômica obtida ou pretendida',
  },
  {
    number: 4,
    field: 'infracao4',
    label: 'A infração coloca em risco a vida dos titulares',
    summary: 'risco à vida dos titulares',
  },
  {
    number: 5,
    field: 'infracao5',
    label: 'O tratamento envolve dados sensíveis ou dados de crianças, adolescentes ou idosos',
    summary: 'dados sensíveis ou de crianças, adolescentes ou idosos',
  },
  {
    number: 6,
    field: 'infracao6',
    label: 'O tratamento foi feito sem amparo em nenhuma das bases legais da LGPD',
    summary: 'tratamento sem base legal',
  },
  {
    number: 7,
    field: 'infracao7',
    label: 'O tratamento gerou efeitos discriminatórios ilícitos ou abusivos',
    summary: 'efeitos discriminatórios ilícitos ou abusivos',
  },
  {
    number: 8,
    field: 'infracao8',
    label: 'Houve adoção sistemática de práticas irregulares',
    summary: 'adoção sistemática de práticas irregulares',
  },
  {
    number: 9,
    field: 'infracao9',
    label: 'Houve obstrução à atividade de fiscalização da ANPD',
    summary: 'obstrução à atividade de fiscalização',
  },
  {
    number: 10,
    field: 'infracao10',
    label: 'Nenhuma das anteriores',
    summary: 'nenhuma das situações das opções 1 a 9',
  },
];

export const NO_INFRACTION_OPTION: InfractionNumber = 10;

export function infractionField(number: InfractionNumber): InfractionField {
  return `infracao${number}`;
}
