import type { DosimetryInput } from './dosimetry-types';

/** A valid simulation (option 10, GD 0, no agravantes or atenuantes) to override in tests. */
export function dosimetryInput(overrides: Partial<DosimetryInput> = {}): DosimetryInput {
  return {
    infracao1: false,
    infracao2: false,
    infracao3: false,
    infracao4: false,
    infracao5: false,
    infracao6: false,
    infracao7: false,
    infracao8: false,
    infracao9: false,
    infracao10: true,
    grauDano: 0,
    etapa3pergunta1: 'Nenhuma',
    etapa3pergunta2: 'Nenhuma',
    etapa3pergunta3: 'Nenhuma',
    etapa3pergunta4: 'Nenhuma',
    etapa3pergunta5campo1: false,
    etapa3pergunta5campo2: false,
    etapa3pergunta5campo3: false,
    etapa3pergunta5campo4: false,
    etapa3pergunta5campo5: false,
    etapa3pergunta5campo6: false,
    etapa3pergunta5campo7: false,
    naoTemFaturamento: false,
    valorFaturamento: 1_000_000,
    valorTributos: 0,
    valorVantagemAuferidaEstimavel: 0,
    ...overrides,
  };
}

export const MEDIA = { infracao1: true, infracao10: false } as const;
export const GRAVE = { infracao9: true, infracao10: false } as const;
