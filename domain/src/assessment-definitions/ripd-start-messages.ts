// The new-project result's way into a RIPD prefilled from its answers (a module of its own, so
// the new-project page carries these words only).
export const RIPD_START_MESSAGES = {
  start: 'Iniciar RIPD',
  started: 'RIPD criado com as respostas deste projeto.',
  startFailed: 'Não foi possível criar o RIPD.',
} as const;
