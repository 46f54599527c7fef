// The audit trail's vocabulary (issue 31; LGPD art. 6 X, art. 37): what kinds of change are
// recorded, on which kind of record, with the Portuguese words the 'Trilha de auditoria' screen,
// each record's history and the spreadsheet show.

/** The kinds of record an event may concern; a record's page shows the events of its own kind and id. */
export const AUDIT_RECORD_TYPES = {
  user: 'Usuário',
  client: 'Cliente',
  demand: 'Solicitação',
  assessment: 'Avaliação',
  lawyer: 'Advogado',
  simulation: 'Simulação',
  lead: 'Lead',
  calendar: 'Calendário do escritório',
  firm: 'Configurações do escritório',
  audit: 'Trilha de auditoria',
} as const;

export type AuditRecordType = keyof typeof AUDIT_RECORD_TYPES;

export const AUDIT_RECORD_TYPE_KEYS = Object.keys(AUDIT_RECORD_TYPES) as AuditRecordType[];

interface KindDefinition {
  label: string;
  /** The record the event is about (user, client, demand...). */
  record: AuditRecordType;
  /**
   * Only the firm sees it (the firm's internal data of a demand): a client administrator's trail
   * leaves it out even when it concerns their client.
   */
  firmOnly?: boolean;
}

/**
 * Every kind of event the portal writes. Keys are stored in the database: rename a label freely,
 * never a key.
 */
export const AUDIT_KINDS = {
  // Sign-in and sessions
  'auth.signIn': { label: 'Entrada no portal', record: 'user' },
  'auth.signInFailed': { label: 'Entrada recusada', record: 'user' },
  'auth.signOut': { label: 'Saída do portal', record: 'user' },
  'auth.twoFactorChanged': { label: 'Verificação em duas etapas alterada', record: 'user' },
  'auth.sessionsEnded': { label: 'Sessões encerradas', record: 'user' },

  // Users
  'user.created': { label: 'Usuário criado', record: 'user' },
  'user.changed': { label: 'Usuário alterado', record: 'user' },
  'user.enabled': { label: 'Usuário ativado', record: 'user' },
  'user.disabled': { label: 'Usuário desativado', record: 'user' },
  'user.passwordReset': { label: 'Senha redefinida', record: 'user' },
  'user.passwordChanged': { label: 'Senha alterada', record: 'user' },
  'user.passwordSet': { label: 'Primeira senha cadastrada', record: 'user' },
  'user.termsAccepted': { label: 'Termos de uso aceitos', record: 'user' },
  'user.dataExported': { label: 'Meus dados exportados', record: 'user' },
  'user.erasureRequested': { label: 'Exclusão da conta solicitada', record: 'user' },
  'user.erasureCompleted': { label: 'Conta excluída a pedido do titular', record: 'user' },
  'user.erasureRefused': { label: 'Pedido de exclusão da conta recusado', record: 'user' },

  // Clients, their functions, prices and hours
  'client.created': { label: 'Cliente criado', record: 'client' },
  'client.changed': { label: 'Cliente alterado', record: 'client' },
  'client.functionsChanged': { label: 'Funções contratadas alteradas', record: 'client' },
  'client.removed': { label: 'Cliente removido', record: 'client' },
  'client.contractEnded': { label: 'Contrato encerrado', record: 'client' },
  'client.dataErased': { label: 'Dados do cliente eliminados', record: 'client' },
  'client.priceCreated': { label: 'Período de preço/hora criado', record: 'client' },
  'client.priceChanged': { label: 'Período de preço/hora alterado', record: 'client' },
  'client.hoursAdded': { label: 'Horas adicionadas ao banco', record: 'client' },
  'client.hoursRemoved': { label: 'Horas retiradas do banco', record: 'client' },
  'client.agentProfileChanged': {
    label: 'Dados do agente de tratamento alterados',
    record: 'client',
  },

  // Lawyers
  'lawyer.created': { label: 'Advogado criado', record: 'lawyer' },
  'lawyer.changed': { label: 'Advogado alterado', record: 'lawyer' },

  // Demands
  'demand.created': { label: 'Solicitação criada', record: 'demand' },
  'demand.changed': { label: 'Solicitação alterada', record: 'demand' },
  'demand.statusChanged': { label: 'Status alterado', record: 'demand' },
  'demand.deadlineChanged': { label: 'Prazo alterado', record: 'demand' },
  'demand.internalChanged': {
    label: 'Dados internos alterados',
    record: 'demand',
    firmOnly: true,
  },
  'demand.noteAdded': { label: 'Nota interna incluída', record: 'demand', firmOnly: true },
  'demand.fileAdded': { label: 'Arquivo incluído', record: 'demand' },
  'demand.fileRemoved': { label: 'Arquivo removido', record: 'demand' },
  'demand.participantAdded': { label: 'Participante incluído', record: 'demand' },
  'demand.participantRemoved': { label: 'Participante removido', record: 'demand' },
  'demand.archived': { label: 'Solicitação arquivada', record: 'demand' },
  'demand.unarchived': { label: 'Solicitação desarquivada', record: 'demand' },

  // Assessments
  'assessment.saved': { label: 'Avaliação salva', record: 'assessment' },
  'assessment.concluded': { label: 'Avaliação concluída', record: 'assessment' },
  'assessment.changedAfterConclusion': {
    label: 'Avaliação concluída alterada',
    record: 'assessment',
  },
  'assessment.resultAdjusted': { label: 'Resultado ajustado', record: 'assessment' },
  'assessment.reviewRequested': { label: 'Análise jurídica solicitada', record: 'assessment' },
  'assessment.commented': { label: 'Comentário na análise jurídica', record: 'assessment' },
  'assessment.sentBack': { label: 'Devolvida com comentários', record: 'assessment' },
  'assessment.approved': { label: 'Aprovada pelo escritório', record: 'assessment' },

  // Data leaving the portal (who took which client's data out)
  'data.exported': { label: 'Dados exportados', record: 'client' },
  'data.dossierDownloaded': { label: 'Dossiê baixado', record: 'assessment' },
  'data.fileDownloaded': { label: 'Arquivo baixado', record: 'demand' },

  // The firm's calendar: closures and the seat move every deadline clock
  'calendar.closureAdded': { label: 'Fechamento do escritório incluído', record: 'calendar' },
  'calendar.closureRemoved': { label: 'Fechamento do escritório removido', record: 'calendar' },
  'calendar.seatChanged': { label: 'Sede do escritório alterada', record: 'calendar' },
  'firm.replyToChanged': { label: 'Endereço para respostas alterado', record: 'firm' },
  'firm.profileChanged': { label: 'Identificação do escritório alterada', record: 'firm' },

  // Leads of the simulator
  'lead.consentWithdrawn': { label: 'Consentimento do lead retirado', record: 'lead' },
  'lead.erased': { label: 'Lead eliminado', record: 'lead' },

  // The trail itself
  'audit.verified': { label: 'Cadeia da trilha verificada', record: 'audit' },
  'audit.detailsErased': { label: 'Detalhes pessoais de eventos eliminados', record: 'audit' },
} as const satisfies Record<string, KindDefinition>;

export type AuditKind = keyof typeof AUDIT_KINDS;

export const AUDIT_KIND_KEYS = Object.keys(AUDIT_KINDS) as AuditKind[];

export function isAuditKind(value: string): value is AuditKind {
  return Object.prototype.hasOwnProperty.call(AUDIT_KINDS, value);
}

export function auditKindLabel(kind: string): string {
  return isAuditKind(kind) ? AUDIT_KINDS[kind].label : kind;
}

export function auditRecordTypeLabel(type: string | null | undefined): string {
  if (!type) return '';
  return (AUDIT_RECORD_TYPES as Record<string, string>)[type] ?? type;
}

/** Whether only the firm may read events of this kind. */
export function isFirmOnlyKind(kind: AuditKind): boolean {
  return (AUDIT_KINDS[kind] as KindDefinition).firmOnly === true;
}

/** The record type an event of this kind concerns. */
export function auditKindRecord(kind: AuditKind): AuditRecordType {
  return AUDIT_KINDS[kind].record;
}
