import type {
  AtenuanteField,
  AtenuanteNumber,
  InfractionField,
  InfractionNumber,
} from './dosimetry-types';
import { EXCLUSIVE_ATENUANTE_GROUPS, atenuanteField } from './atenuante-options';
import { NO_INFRACTION_OPTION, infractionField } from './infraction-options';

// Pure checkbox interactions of the simulator form (spec 4 section 4). States use the wire
// field names so the form can spread them into the payload.

export type InfractionSelection = Record<InfractionField, boolean>;

const INFRACTION_NUMBERS: readonly InfractionNumber[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const ATENUANTE_NUMBERS: readonly AtenuanteNumber[] = [1, 2, 3, 4, 5, 6, 7];

/** Step 1 starts with option 10 ("Nenhuma das anteriores") on. */
export const DEFAULT_INFRACTION_SELECTION: Readonly<InfractionSelection> = {
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
};

/** Flips option n; ticking 1-9 clears 10, ticking 10 clears 1-9. */
export function toggleInfraction(
  state: Readonly<InfractionSelection>,
  n: InfractionNumber,
): InfractionSelection {
  const field = infractionField(n);
  const next: InfractionSelection = { ...state, [field]: !state[field] };
  if (!next[field]) return next;
  if (n === NO_INFRACTION_OPTION) {
    for (const other of INFRACTION_NUMBERS) {
      if (other !== NO_INFRACTION_OPTION) next[infractionField(other)] = false;
    }
  } else {
    next[infractionField(NO_INFRACTION_OPTION)] = false;
  }
  return next;
}

/** The seven mitigating factors plus the form-only "Nenhuma" checkbox (not sent). */
export type AtenuanteSelection = Record<AtenuanteField, boolean> & { nenhuma: boolean };

export const DEFAULT_ATENUANTE_SELECTION: Readonly<AtenuanteSelection> = {
  etapa3pergunta5campo1: false,
  etapa3pergunta5campo2: false,
  etapa3pergunta5campo3: false,
  etapa3pergunta5campo4: false,
  etapa3pergunta5campo5: false,
  etapa3pergunta5campo6: false,
  etapa3pergunta5campo7: false,
  nenhuma: false,
};

/** Flips factor n; ticking it clears "Nenhuma" and the other factors of its exclusive group. */
export function toggleAtenuante(
  state: Readonly<AtenuanteSelection>,
  n: AtenuanteNumber,
): AtenuanteSelection {
  const field = atenuanteField(n);
  const next: AtenuanteSelection = { ...state, [field]: !state[field] };
  if (!next[field]) return next;
  next.nenhuma = false;
  const group = EXCLUSIVE_ATENUANTE_GROUPS.find((members) => members.includes(n)) ?? [];
  for (const other of group) {
    if (other !== n) next[atenuanteField(other)] = false;
  }
  return next;
}

/** Flips "Nenhuma"; ticking it clears the seven factors. */
export function toggleNenhuma(state: Readonly<AtenuanteSelection>): AtenuanteSelection {
  const next: AtenuanteSelection = { ...state, nenhuma: !state.nenhuma };
  if (next.nenhuma) {
    for (const n of ATENUANTE_NUMBERS) next[atenuanteField(n)] = false;
  }
  return next;
}

/** Spec 4 section 5: question 5 of step 3 needs at least one factor or "Nenhuma". */
export function isAtenuanteAnswered(state: Readonly<AtenuanteSelection>): boolean {
  return state.nenhuma || ATENUANTE_NUMBERS.some((n) => state[atenuanteField(n)]);
}
