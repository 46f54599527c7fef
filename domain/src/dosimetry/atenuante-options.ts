import type { AtenuanteField, AtenuanteNumber } from './dosimetry-types';

export type AtenuanteOption = {
  number: AtenuanteNumber;
  field: AtenuanteField;
  /** Short name used in the result explanation. */
  name: string;
  label: string;
  percent: number;
};

/** Question 5 of step 3: mitigating factors of Art. 13 of Resolução CD/ANPD nº 4/2023. */
export const ATENUANTE_OPTIONS: readonly AtenuanteOption[] = [
  {
    number: 1,
    field: 'etapa3pergunta5campo1',
    name: 'Cessação antes de procedimento preparatório',
    label:
      'A infração cessou antes da instauração de qualquer procedimento preparatório pela ANPD (75%)',
    percent: 75,
  },
  {
    number: 2,
    field: 'etapa3pergunta5campo2',
    name: 'Cessação após o procedimento preparatório',
    label:
      'A infração cessou depois da instauração do procedimento preparatório e antes do processo sancionador (50%)',
    percent: 50,
  },
  {
    number: 3,
    field: 'etapa3pergunta5campo3',
    name: 'Cessação após a instauração do processo sancionador',
    label:
      'A infração cessou depois da instauração do processo sancionador e antes da decisão de primeira instância (30%)',
    percent: 30,
  },
  {
    number: 4,
    field: 'etapa3pergunta5campo4',
    name: 'Boas práticas e governança',
    label:
      'O infrator adota política de boas práticas e governança, ou mecanismos internos comprovados para minimizar danos aos titulares (20%)',
    percent: 20,
  },
  {
    number: 5,
    field: 'etapa3pergunta5campo5',
    name: 'Reversão ou mitigação antes de procedimento',
    label:
      'O infrator adotou medidas comprovadas para reverter ou mitigar os efeitos da infração antes de qualquer procedimento da ANPD (20%)',
    percent: 20,
  },
  {
    number: 6,
    field: 'etapa3pergunta5campo6',
    name: 'Reversão ou mitigação após o procedimento preparatório',
    label:
      'O infrator adotou essas medidas depois do procedimento preparatório e antes do processo sancionador (10%)',
    percent: 10,
  },
  {
    number: 7,
    field: 'etapa3pergunta5campo7',
    name: 'Cooperação ou boa-fé',
    label: 'O infrator cooperou com a ANPD ou agiu de boa-fé (5%)',
    percent: 5,
  },
];

/** Label of the "none" checkbox that clears the seven factors (spec 4 section 4). */
export const ATENUANTE_NONE_LABEL = 'Nenhuma';

/**
 * Factors that describe the same moment and so exclude each other: one cessation moment
 * (1-3) and one moment for the mitigating measures (5-6).
 */
export const EXCLUSIVE_ATENUANTE_GROUPS: readonly (readonly AtenuanteNumber[])[] = [
  [1, 2, 3],
  [5, 6],
];

export function atenuanteField(number: AtenuanteNumber): AtenuanteField {
  return `etapa3pergunta5campo${number}`;
}
