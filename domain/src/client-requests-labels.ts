// Wording of the client request screens (spec 2 sections 2.5 to 2.7, 4 and 6): the list, the
// request form with its files and participants, the details with comments and documents. The
// messages (toasts and validation) live in MESSAGES; this holds titles, labels and options.
import { PRAZO_ATENDIMENTO, SLA_BUSINESS_DAYS, type TIPO_AVALIACAO_OPTIONS } from './constants';

type TipoAvaliacaoValue = (typeof TIPO_AVALIACAO_OPTIONS)[number];

/** How the tipoAvaliacao values read on screen (the spec gives only the values). */
export const TIPO_AVALIACAO_LABEL: Readonly<Record<TipoAvaliacaoValue, string>> = {
  PROPRIEDADE_INTELECTUAL: 'Propriedade Intelectual',
  PROTECAO_DE_DADOS: 'Proteção de Dados',
  GERAL: 'Geral',
};

/**
 * The deadline choice of the client form: the client view names the options SLA or urgent
 * (spec 2 section 3); an urgent request carries its own date, stored as CUSTOMIZADO.
 */
export const CLIENT_PRAZO_OPTIONS = [
  { value: PRAZO_ATENDIMENTO.SLA, label: `Seguir SLA (${SLA_BUSINESS_DAYS} dias úteis)` },
  { value: PRAZO_ATENDIMENTO.CUSTOMIZADO, label: 'Urgente' },
] as const;

export const CLIENT_REQUEST_LABELS = {
  list: {
    title: 'Solicitações',
    caption: 'Solicitações do cliente',
    newRequest: 'Nova solicitação',
    searchDemanda: 'Buscar por demanda',
    searchCriadoPor: 'Criado por',
    modalidadeFilter: 'Modalidade',
    allModalidades: 'Todas as modalidades',
    columns: {
      demanda: 'Demanda',
      modalidade: 'Modalidade',
      criadoPor: 'Criado por',
      prazo: 'Prazo',
      status: 'Status',
    },
  },
  form: {
    newTitle: 'Nova solicitação',
    editTitle: 'Editar solicitação',
    modalidade: 'Modalidade',
    tipoConsulta: 'Tipo de Consulta',
    tipoAvaliacao: 'Tipo de Avaliação',
    demanda: 'Nome da demanda',
    descricao: 'Descrição',
    prazoAtendimento: 'Prazo de atendimento',
    prazo: 'Prazo',
    consumoHoras: 'Solicitação válida para consumo de horas?',
    files: 'Documentos',
    storedFiles: 'Documentos enviados',
    removeStoredFile: (filename: string) => `Remover ${filename}`,
    // A removal waits for Concluir, and Cancelar keeps the file (issue 11).
    storedFileRemoved: 'Será removido ao concluir',
    undoRemoveStoredFile: (filename: string) => `Manter ${filename}`,
    undoRemove: 'Manter',
    cancel: 'Cancelar',
    submit: 'Concluir',
    loading: 'Carregando solicitação',
  },
  participants: {
    title: 'Participantes',
    pickUser: 'Usuário',
    add: 'Adicionar participante',
    remove: (name: string) => `Remover ${name}`,
    none: 'Nenhum participante adicionado.',
    createTemporary: 'Criar participante temporário',
    temporaryTitle: 'Criar participante temporário',
    name: 'Nome',
    jobTitle: 'Cargo',
    email: 'E-mail',
    department: 'Departamento',
    create: 'Criar',
    /** The modal only holds the person: the account comes with the request's save (demands m5). */
    temporaryHint:
      'O acesso é criado e o convite enviado por e-mail quando você concluir a solicitação.',
    /** Beside a participant the form will create on Concluir. */
    pendingInvite: 'convite ao concluir',
    inactiveTitle: 'Usuário inativo',
    inactiveOk: 'Entendi',
  },
  details: {
    title: 'Detalhes da solicitação',
    loading: 'Carregando solicitação',
    descricao: 'Descrição',
    modalidade: 'Modalidade',
    tipo: 'Tipo',
    prazo: 'Prazo',
    participants: 'Participantes',
    noParticipants: 'Nenhum participante.',
    autor: 'Autor da Demanda',
    areaDemandante: 'Área demandante',
    requestDate: 'Data da solicitação',
    consumoHoras: 'Solicitação válida para consumo de horas?',
    tabsLabel: 'Comentários e documentos da solicitação',
    edit: 'Editar',
    requestCancellation: 'Solicitar cancelamento',
    cancelDemand: 'Cancelar Demanda',
    cancellationPanelTitle: 'Cancelamento Solicitado',
    cancellationPanelText: 'O cliente solicitou o cancelamento desta solicitação.',
    accept: 'Aceitar',
    refuse: 'Recusar',
    tabs: { comments: 'Comentários', documents: 'Documentos' },
  },
  internalData: {
    title: 'Dados internos',
    valor: 'Valor',
    horas: 'Horas',
    lawyer: 'Advogado(a)',
    areaInterna: 'Área Interna',
    save: 'Salvar',
  },
  documents: {
    downloadButton: 'Baixar',
    none: 'Não há documentos nesta solicitação.',
    download: (filename: string) => `Baixar ${filename}`,
  },
  comments: {
    label: 'Comentário',
    placeholder: 'Escreva um comentário',
    counter: (length: number, max: number) => `${length}/${max}`,
    images: 'Anexar imagens',
    document: 'Anexar documento',
    removeAttachment: (filename: string) => `Remover ${filename}`,
    send: 'Enviar',
    downloadButton: 'Baixar',
    none: 'Nenhum comentário.',
    download: (filename: string) => `Baixar ${filename}`,
    loading: 'Carregando comentários',
  },
} as const;
