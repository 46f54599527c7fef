import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import * as s from '../db/schema';

// What 'Meus dados' reads (issue 31): every column of the schema that names a user, each with the
// section it fills and what it shows. my-data-sources.test.ts fails when a table gains a column
// referencing users that is neither here nor in MY_DATA_LEFT_OUT, so a new table is considered.
// Secrets never leave: password and token hashes, sealed keys and session ids are not fields.

export interface MyDataSource {
  title: string;
  table: PgTable;
  /** The column naming the user (their id). */
  user: PgColumn;
  /** What each row shows: Portuguese label -> column. */
  fields: Record<string, PgColumn>;
  /** The newest first: the column to sort by. */
  newest: PgColumn;
}

export const MY_DATA_SOURCES: readonly MyDataSource[] = [
  {
    title: 'Cadastro',
    table: s.users,
    user: s.users.id,
    newest: s.users.id,
    fields: {
      Nome: s.users.name,
      'Nome de usuário': s.users.username,
      'E-mail': s.users.email,
      Cargo: s.users.jobTitle,
      Departamento: s.users.department,
      'Perfil (código)': s.users.employeeDanielLaw,
      'Administrador do escritório': s.users.admin,
      Cliente: s.users.clientId,
      Ativo: s.users.enabled,
      'Acesso temporário': s.users.temporaryAccess,
      'Acesso até': s.users.expirationDate,
      'Termos aceitos em': s.users.termsAcceptedAt,
      'Criado em': s.users.createdAt,
      'Alterado em': s.users.updatedAt,
    },
  },
  {
    title: 'Permissões',
    table: s.userRoles,
    user: s.userRoles.userId,
    newest: s.userRoles.roleId,
    fields: { 'Permissão (código)': s.userRoles.roleId },
  },
  {
    title: 'Sessões',
    table: s.userSessions,
    user: s.userSessions.userId,
    newest: s.userSessions.createdAt,
    fields: {
      'Entrada em': s.userSessions.createdAt,
      'Último uso': s.userSessions.lastUsedAt,
      IP: s.userSessions.ip,
      Navegador: s.userSessions.userAgent,
      'Forma de entrada': s.userSessions.method,
      'Encerrada em': s.userSessions.endedAt,
      Motivo: s.userSessions.endReason,
    },
  },
  {
    title: 'Verificação em duas etapas',
    table: s.userTwoFactor,
    user: s.userTwoFactor.userId,
    newest: s.userTwoFactor.createdAt,
    fields: {
      'Criada em': s.userTwoFactor.createdAt,
      'Confirmada em': s.userTwoFactor.confirmedAt,
    },
  },
  {
    title: 'Códigos de recuperação da verificação em duas etapas',
    table: s.userRecoveryCodes,
    user: s.userRecoveryCodes.userId,
    newest: s.userRecoveryCodes.id,
    fields: { 'Usado em': s.userRecoveryCodes.usedAt },
  },
  {
    title: 'Códigos de recuperação de senha',
    table: s.passwordResetCodes,
    user: s.passwordResetCodes.userId,
    newest: s.passwordResetCodes.createdAt,
    fields: {
      'Pedido em': s.passwordResetCodes.createdAt,
      'Válido até': s.passwordResetCodes.expiresAt,
      'Verificado em': s.passwordResetCodes.verifiedAt,
      'Usado em': s.passwordResetCodes.usedAt,
    },
  },
  {
    title: 'Convites de cadastro',
    table: s.userInvitations,
    user: s.userInvitations.userId,
    newest: s.userInvitations.createdAt,
    fields: {
      'Enviado em': s.userInvitations.createdAt,
      'Válido até': s.userInvitations.expiresAt,
      'Usado em': s.userInvitations.usedAt,
    },
  },
  {
    title: 'Notificações por e-mail',
    table: s.notificationPreferences,
    user: s.notificationPreferences.userId,
    newest: s.notificationPreferences.updatedAt,
    fields: {
      Aviso: s.notificationPreferences.kind,
      Ativo: s.notificationPreferences.enabled,
      'Alterado em': s.notificationPreferences.updatedAt,
    },
  },
  {
    title: 'E-mails enviados a você',
    table: s.notificationOutbox,
    user: s.notificationOutbox.recipientUserId,
    newest: s.notificationOutbox.id,
    fields: {
      Assunto: s.notificationOutbox.subject,
      Para: s.notificationOutbox.toEmail,
      'Criado em': s.notificationOutbox.createdAt,
      'Enviado em': s.notificationOutbox.sentAt,
    },
  },
  {
    title: 'Solicitações que você criou',
    table: s.demands,
    user: s.demands.createdByUserId,
    newest: s.demands.id,
    fields: {
      Número: s.demands.id,
      Demanda: s.demands.demanda,
      Status: s.demands.status,
      'Criada em': s.demands.createdAt,
    },
  },
  {
    title: 'Documentos que você enviou',
    table: s.demandDocuments,
    user: s.demandDocuments.uploadedBy,
    newest: s.demandDocuments.id,
    fields: {
      Solicitação: s.demandDocuments.demandId,
      Arquivo: s.demandDocuments.filename,
      'Enviado em': s.demandDocuments.createdAt,
    },
  },
  {
    title: 'Comentários em solicitações',
    table: s.demandComments,
    user: s.demandComments.createdByUserId,
    newest: s.demandComments.id,
    fields: {
      Solicitação: s.demandComments.demandId,
      Comentário: s.demandComments.description,
      'Escrito em': s.demandComments.createdAt,
    },
  },
  {
    title: 'Notas internas',
    table: s.demandInternalNotes,
    user: s.demandInternalNotes.createdByUserId,
    newest: s.demandInternalNotes.id,
    fields: {
      Solicitação: s.demandInternalNotes.demandId,
      Nota: s.demandInternalNotes.text,
      'Escrita em': s.demandInternalNotes.createdAt,
    },
  },
  {
    title: 'Participações em solicitações',
    table: s.demandParticipants,
    user: s.demandParticipants.userId,
    newest: s.demandParticipants.id,
    fields: {
      Solicitação: s.demandParticipants.demandId,
      'Incluído(a) em': s.demandParticipants.createdAt,
    },
  },
  {
    title: 'Vínculos com solicitações',
    table: s.demandUserLinks,
    user: s.demandUserLinks.userId,
    newest: s.demandUserLinks.id,
    fields: {
      Solicitação: s.demandUserLinks.demandId,
      Nome: s.demandUserLinks.name,
      Administrador: s.demandUserLinks.admin,
      'Criado em': s.demandUserLinks.createdAt,
    },
  },
  ...(
    [
      ['Avaliações que você criou', s.assessments.createdByUserId, s.assessments.createdAt],
      [
        'Avaliações que você alterou por último',
        s.assessments.updatedByUserId,
        s.assessments.updatedAt,
      ],
      ['Avaliações que você concluiu', s.assessments.completedByUserId, s.assessments.completedAt],
    ] as const
  ).map(([title, user, when]) => ({
    title,
    table: s.assessments,
    user,
    newest: s.assessments.id,
    fields: { Número: s.assessments.id, Nome: s.assessments.name, Em: when },
  })),
  {
    title: 'Versões de avaliações',
    table: s.assessmentVersions,
    user: s.assessmentVersions.createdByUserId,
    newest: s.assessmentVersions.createdAt,
    fields: {
      Avaliação: s.assessmentVersions.assessmentId,
      Versão: s.assessmentVersions.number,
      'Nome registrado': s.assessmentVersions.createdByName,
      'Criada em': s.assessmentVersions.createdAt,
    },
  },
  {
    title: 'Comentários em avaliações',
    table: s.assessmentComments,
    user: s.assessmentComments.authorUserId,
    newest: s.assessmentComments.id,
    fields: {
      Avaliação: s.assessmentComments.assessmentId,
      Comentário: s.assessmentComments.text,
      'Nome registrado': s.assessmentComments.authorName,
      'Escrito em': s.assessmentComments.createdAt,
    },
  },
  {
    title: 'Identificação do escritório alterada',
    table: s.firmProfile,
    user: s.firmProfile.updatedByUserId,
    newest: s.firmProfile.updatedAt,
    fields: { 'Alterada em': s.firmProfile.updatedAt },
  },
  {
    title: 'Perfis de agente de tratamento alterados',
    table: s.privacyAgentProfiles,
    user: s.privacyAgentProfiles.updatedByUserId,
    newest: s.privacyAgentProfiles.updatedAt,
    fields: {
      Cliente: s.privacyAgentProfiles.clientId,
      'Alterado em': s.privacyAgentProfiles.updatedAt,
    },
  },
  {
    title: 'Preços por hora registrados',
    table: s.clientPricesHours,
    user: s.clientPricesHours.userId,
    newest: s.clientPricesHours.id,
    fields: {
      Cliente: s.clientPricesHours.clientId,
      'Início da vigência': s.clientPricesHours.vigenciaInicio,
      'Alterado em': s.clientPricesHours.updatedAt,
    },
  },
  {
    title: 'Dias fechados registrados',
    table: s.firmClosures,
    user: s.firmClosures.createdByUserId,
    newest: s.firmClosures.id,
    fields: {
      Descrição: s.firmClosures.description,
      Início: s.firmClosures.startDate,
      Fim: s.firmClosures.endDate,
      'Registrado em': s.firmClosures.createdAt,
    },
  },
  {
    title: 'Movimentos do banco de horas registrados',
    table: s.hoursBankMovements,
    user: s.hoursBankMovements.createdByUserId,
    newest: s.hoursBankMovements.id,
    fields: {
      Cliente: s.hoursBankMovements.clientId,
      Tipo: s.hoursBankMovements.kind,
      Descrição: s.hoursBankMovements.descricao,
      'Registrado em': s.hoursBankMovements.createdAt,
    },
  },
  {
    title: 'Advogado(a) vinculado(a) à sua conta',
    table: s.lawyers,
    user: s.lawyers.userId,
    newest: s.lawyers.id,
    fields: { Nome: s.lawyers.name, Ativo: s.lawyers.status },
  },
  {
    title: 'Acompanhamento de leads',
    table: s.leads,
    user: s.leads.followUpByUserId,
    newest: s.leads.id,
    fields: { Lead: s.leads.id, Situação: s.leads.followUpStatus, Em: s.leads.followUpAt },
  },
  {
    title: 'Simulações de multa',
    table: s.fineSimulations,
    user: s.fineSimulations.createdByUserId,
    newest: s.fineSimulations.id,
    fields: {
      Número: s.fineSimulations.id,
      Origem: s.fineSimulations.origin,
      'Criada em': s.fineSimulations.createdAt,
    },
  },
  {
    title: 'Pedidos de exclusão da sua conta',
    table: s.userErasureRequests,
    user: s.userErasureRequests.userId,
    newest: s.userErasureRequests.id,
    fields: {
      'Pedido em': s.userErasureRequests.requestedAt,
      'Resposta até': s.userErasureRequests.deadline,
      Situação: s.userErasureRequests.status,
      Motivo: s.userErasureRequests.reason,
      'Respondido em': s.userErasureRequests.answeredAt,
      'Base legal para manter': s.userErasureRequests.keepBasis,
      Justificativa: s.userErasureRequests.justification,
    },
  },
  {
    title: 'Pedidos de exclusão que você respondeu',
    table: s.userErasureRequests,
    user: s.userErasureRequests.answeredByUserId,
    newest: s.userErasureRequests.id,
    fields: {
      Pedido: s.userErasureRequests.id,
      Situação: s.userErasureRequests.status,
      'Respondido em': s.userErasureRequests.answeredAt,
    },
  },
  {
    title: 'Suas ações na trilha de auditoria',
    table: s.auditEvents,
    user: s.auditEvents.actorId,
    newest: s.auditEvents.id,
    fields: { Evento: s.auditEvents.kind, Em: s.auditEvents.occurredAt },
  },
  {
    title: 'Ações feitas em seu nome na trilha de auditoria',
    table: s.auditEvents,
    user: s.auditEvents.onBehalfOfId,
    newest: s.auditEvents.id,
    fields: { Evento: s.auditEvents.kind, Em: s.auditEvents.occurredAt },
  },
];
