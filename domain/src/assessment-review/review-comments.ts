// The firm's comments on the questions of an assessment in review (issue 31): one thread per
// question, visible to the client, who may answer in it.

export const REVIEW_COMMENT_MAX_LENGTH = 2000;

export const REVIEW_COMMENT_MESSAGES = {
  title: 'Comentários por questão',
  question: 'Questão',
  chooseQuestion: 'Escolha a questão',
  text: 'Comentário',
  reply: 'Responder',
  replyLabel: 'Resposta',
  add: 'Comentar',
  none: 'Nenhum comentário.',
  firm: 'Escritório',
  saved: 'Comentário registrado',
  required: 'Escreva o comentário.',
  tooLong: `O comentário pode ter até ${REVIEW_COMMENT_MAX_LENGTH} caracteres.`,
  unknownQuestion: 'Questão não encontrada nesta avaliação.',
  unknownThread: 'Comentário não encontrado nesta avaliação.',
  closed: 'Os comentários ficam abertos enquanto a avaliação está em análise ou devolvida.',
  onlyFirmOpens: 'Apenas o escritório abre um comentário; o cliente responde.',
  loadFailed: 'Não foi possível carregar os comentários.',
  tooMany: (limit: number) => `Esta avaliação já tem ${limit} comentários, o limite.`,
} as const;
