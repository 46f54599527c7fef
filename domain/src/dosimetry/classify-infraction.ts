import type {
  InfractionClass,
  InfractionClassLabel,
  InfractionField,
  InfractionNumber,
} from './dosimetry-types';
import { INFRACTION_OPTIONS, infractionField } from './infraction-options';

export type InfractionClassification = {
  grauInfracao: InfractionClass;
  classLabel: InfractionClassLabel;
  classReason: string;
};

export const INFRACTION_CLASS_LABELS: Readonly<Record<InfractionClass, InfractionClassLabel>> = {
  LEVE: 'Leve',
  MEDIA: 'Média',
  GRAVE: 'Grave',
};

const AGGRAVATING_CONDITIONS: readonly InfractionNumber[] = [2, 3, 4, 5, 6, 7, 8];

function summaryOf(number: InfractionNumber): string {
  const option = INFRACTION_OPTIONS.find((candidate) => candidate.number === number);
  return `${option?.summary ?? ''} (opção ${number})`;
}

function classified(grauInfracao: InfractionClass, classReason: string): InfractionClassification {
  return { grauInfracao, classLabel: INFRACTION_CLASS_LABELS[grauInfracao], classReason };
}

/** Class of the infraction from the step 1 options (Art. 8 of Resolução CD/ANPD nº 4/2023). */
export function classifyInfraction(
  selection: Readonly<Record<InfractionField, boolean>>,
): InfractionClassification {
  const ticked = (number: InfractionNumber) => selection[infractionField(number)];
  const conditions = AGGRAVATING_CONDITIONS.filter(ticked);

  if (ticked(9)) {
    return classified(
      'GRAVE',
      `Grave: houve ${summaryOf(9)}, o que basta para a classificação grave (art. 8º, § 3º, II).`,
    );
  }
  if (ticked(1) && conditions.length > 0) {
    return classified(
      'GRAVE',
      `Grave: a infração ${summaryOf(1)} e há ao menos uma circunstância que a agrava: ${conditions
        .map(summaryOf)
        .join('; ')} (art. 8º, § 3º, I).`,
    );
  }
  if (ticked(1)) {
    return classified(
      'MEDIA',
      `Média: a infração ${summaryOf(1)}, sem nenhuma das circunstâncias das opções 2 a 9 (art. 8º, § 2º).`,
    );
  }
  if (conditions.length > 0) {
    // Art. 8, § 3º, I: options 2-8 only make it grave on top of the média condition (option 1).
    return classified(
      'LEVE',
      `Leve: as circunstâncias marcadas (${conditions
        .map(summaryOf)
        .join(
          '; ',
        )}) só tornam a infração grave quando ela também pode afetar significativamente interesses ou direitos fundamentais dos titulares (opção 1), que não foi marcada (art. 8º, § 1º).`,
    );
  }
  return classified(
    'LEVE',
    'Leve: nenhuma das situações das opções 1 a 9 foi marcada (art. 8º, § 1º).',
  );
}
