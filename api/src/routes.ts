import type { FastifyInstance } from 'fastify';
import { accountRoutes } from './users/account.routes';
import { clientRoutes } from './clients/client.routes';
import { healthRoutes } from './health.routes';
import { oauthRoutes } from './auth/oauth.routes';
import { simulatorRoutes } from './simulator/simulator.routes';
import { userRoutes } from './users/user.routes';
import { myDataRoutes } from './users/my-data.routes';
import { dataSubjectRequestRoutes, ownErasureRoutes } from './users/erasure-request.routes';
import { groupRoleRoutes } from './users/group-role.routes';
import { lawyerRoutes } from './lawyers/lawyer.routes';
import { clientPriceRoutes } from './client-prices/client-price.routes';
import { serviceTypeRoutes } from './demands/demand-options.routes';
import { solicitacaoRoutes } from './demands/demands.routes';
import { commentRoutes } from './demands/comments/comment.routes';
import { internalNoteRoutes } from './demands/internal-notes/internal-note.routes';
import { firmMailSettingsRoutes } from './mail/firm-mail-settings';
import { participantRoutes } from './demands/participants/participant.routes';
import { demandUserLinkRoutes } from './demands/links/demand-user-link.routes';
import { notificationPreferenceRoutes } from './notifications/notification-preferences.routes';
import { assessmentRoutes } from './assessments/assessments.routes';
import { budgetRoutes } from './budget/budget.routes';
import { auditRoutes } from './audit/audit.routes';
import { calendarRoutes } from './calendar/calendar.routes';
import { accountSecurityRoutes } from './account-security/account-security.routes';

/**
 * Every area of the API, one plugin each under its spec path. An area adds its line here.
 * Several plugins may share a prefix (the user area adds its own /api/user calls).
 */
export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes, { prefix: '/api' });
  await app.register(oauthRoutes, { prefix: '/api/oauth' });
  await app.register(accountRoutes, { prefix: '/api/user' });
  await app.register(clientRoutes, { prefix: '/api/client' });
  await app.register(simulatorRoutes, { prefix: '/api' });
  await app.register(userRoutes, { prefix: '/api/user' });
  await app.register(myDataRoutes, { prefix: '/api/user' });
  await app.register(ownErasureRoutes, { prefix: '/api/user' });
  await app.register(dataSubjectRequestRoutes, { prefix: '/api/titulares' });
  await app.register(groupRoleRoutes, { prefix: '/api/group-role' });
  await app.register(lawyerRoutes, { prefix: '/api/lawyer' });
  await app.register(clientPriceRoutes, { prefix: '/api/client-prices-hours' });
  await app.register(solicitacaoRoutes, { prefix: '/api/solicitacao' });
  await app.register(serviceTypeRoutes, { prefix: '/api/service-type' });
  await app.register(commentRoutes, { prefix: '/api/solicitacao' });
  await app.register(internalNoteRoutes, { prefix: '/api/solicitacao' });
  await app.register(firmMailSettingsRoutes, { prefix: '/api/escritorio' });
  await app.register(participantRoutes, { prefix: '/api/solicitacao-participante' });
  await app.register(demandUserLinkRoutes, { prefix: '/api/solicitacao-user' });
  await app.register(notificationPreferenceRoutes, { prefix: '/api/user' });
  await app.register(assessmentRoutes, { prefix: '/api/lei-geral-protecao-de-dados' });
  // /api/controle-orcamentario/* and /api/banco-horas
  await app.register(budgetRoutes, { prefix: '/api' });
  await app.register(auditRoutes, { prefix: '/api/auditoria' });
  await app.register(calendarRoutes, { prefix: '/api/calendario' });
  // /api/user/two-factor*, /api/user/sessions*, /api/firm-settings, the firm admin's controls.
  await app.register(accountSecurityRoutes, { prefix: '/api' });
}
