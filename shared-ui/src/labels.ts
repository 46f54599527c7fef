/**
 * Labels of the shared widgets, worded as spec 1 section 2.7 gives them (messages, limits and
 * dialog texts come from @dpohub/domain). One place, so a screen never retypes them.
 */
export const LABELS = {
  save: 'Salvar',
  edit: 'Editar',
  delete: 'Excluir',
  cancel: 'Cancelar',
  close: 'Fechar',
  back: 'Voltar',
  next: 'Próximo',
  addObservation: 'Adicionar observação',
  removeObservation: 'Remover Observação',
  nextPage: 'Próxima página',
  previousPage: 'Página anterior',
  page: (page: number) => `Página ${page}`,
  currentPage: (page: number) => `Página ${page}, atual`,
  pagination: 'Paginação',
  /** Beside the pages of a list whose total the API stopped counting (totalCapped). */
  moreResultsThanCounted: (count: number) => `mais de ${count.toLocaleString('pt-BR')} resultados`,
  search: 'Buscar',
  openAuditTrail: 'Ver na trilha de auditoria',
  newClient: 'Novo Cliente',
  clientFolder: 'Pasta',
  clientName: 'Nome do Cliente',
  hoursControl: 'Controle de Horas',
  removeClient: 'Remover cliente do Sistema',
  client: 'Cliente',
  selectClient: 'Selecione um cliente',
  select: 'Selecione',
  download: 'Baixar PDF',
  removeFile: (fileName: string) => `Remover ${fileName}`,
  chooseFiles: 'Selecionar arquivos',
  noFileChosen: 'Nenhum arquivo selecionado',
  filesChosen: (count: number) =>
    count === 1 ? '1 arquivo selecionado' : `${count} arquivos selecionados`,
  toastRegion: 'Notificações',
  closeToast: 'Fechar notificação',
  showPassword: 'Mostrar senha',
  hidePassword: 'Ocultar senha',
  enabled: 'Ativo',
  disabled: 'Inativo',
} as const;
