// Messages of the assessment calls and screens that the spec does not word itself.
export const ASSESSMENT_MESSAGES = {
  notFound: 'Avaliação não encontrada',
  auditCreated: 'Avaliação criada',
  completedReadOnly: 'Avaliação concluída: apenas o escritório pode alterá-la.',
  unfilledSteps: (steps: string[]) =>
    `Preencha todas as etapas antes de concluir: ${steps.join('; ')}`,
  /** Conclusion refused while answers contradict each other (findings M2 and m13). */
  contradictions: (texts: string[]) =>
    `Há respostas contraditórias; revise-as antes de concluir: ${texts.join('; ')}`,
  contradictionsTitle: 'Respostas contraditórias',
  /** Under an unfilled step: which answers it still needs (finding m2). */
  missingAnswers: 'Falta responder',
  pendingStep: 'Pendente',
  invalidPosition: 'Etapa inválida',
  invalidPeriod: 'Período inválido',
  riskTitle: 'Risco preliminar',
  recommendationsTitle: 'Recomendações',
  raisedBy: 'Respostas que elevaram o risco',
  reasonsTitle: 'Motivos',
  observation: 'Observação',
  observationsTitle: 'Observações do escritório',
  stepNote: 'Anotações da etapa',
  disclaimer:
    'O resultado é apenas uma indicação, não um parecer jurídico, e deve ser revisto pelo encarregado ou pela assessoria jurídica da empresa.',
  recommendationGroups: {
    abroad: 'Transferência internacional',
    legalBase: 'Base legal',
    personalData: 'Dados pessoais',
    retentionData: 'Retenção dos dados',
    securityMeasure: 'Medidas de segurança',
    thirtyParties: 'Terceiros',
  },
  listTitle: 'Avaliações',
  searchPlaceholder: 'Buscar por identificação, criado por...',
  formTypeLabel: 'Avaliação',
  columns: {
    name: 'Identificação',
    form: 'Avaliação',
    createdBy: 'Criado por',
    // The spec writes 'Há quem pertence'; the Portuguese is 'A quem pertence' (finding m5).
    client: 'A quem pertence',
    status: 'Status',
  },
  statusFilterLabel: 'Status',
  statusAll: 'Todos',
  /** The report's 400: the spec reuses the simulations' wording (finding m5). */
  noAssessmentsInPeriod: 'Não há avaliações para o período informado.',
  backToList: 'Voltar para Avaliações',
  header: {
    kind: 'Avaliação',
    client: 'Cliente',
    status: 'Status',
    createdBy: 'Criado por',
    completedAt: 'Concluída em',
    completedBy: 'por',
    updatedAt: 'Última alteração',
    notCompleted: 'Ainda não concluída',
  },
  loadFailedHint:
    'A avaliação não existe, é de outro tipo ou pertence a outro cliente. Volte à lista de avaliações para abrir outra.',
  report: 'Relatório',
  periodStart: 'Período inicial',
  periodEnd: 'Período final',
  dashboardCards: {
    ali: 'Legítimo Interesse',
    newProject: 'Novos Projetos',
    ropa: 'Registro das Operações',
    tpa: 'Terceiros',
  },
  newAssessment: 'Nova avaliação',
  conclude: 'Concluir',
  selectClientLabel: 'Cliente',
} as const;
