/**
 * The words of 'Trilha de auditoria', apart from the remote's other labels (../labels.ts, which
 * names them `LABELS.audit`), so the trail's page does not carry every screen's words.
 */
export const AUDIT_LABELS = {
  title: 'Trilha de auditoria',
  periodStart: 'Período inicial',
  periodEnd: 'Período final',
  kind: 'Evento',
  allKinds: 'Todos os eventos',
  user: 'Usuário',
  allUsers: 'Todos os usuários',
  client: 'Cliente',
  allClients: 'Todos os clientes',
  recordType: 'Registro',
  allRecords: 'Todos os registros',
  recordId: 'Número do registro',
  export: 'Exportar planilha',
  verify: 'Verificar integridade',
  verifying: 'Verificando...',
  keepHead: 'Guarde fora do portal o último evento conferido:',
  columns: {
    when: 'Data e hora',
    kind: 'Evento',
    actor: 'Quem',
    client: 'Cliente',
    record: 'Registro',
    changes: 'Alterações',
    address: 'Endereço',
  },
  onBehalfOf: (name: string) => `em nome de ${name}`,
  tableCaption: 'Eventos da trilha de auditoria',
} as const;
