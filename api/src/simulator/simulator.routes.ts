import type { FastifyPluginAsync } from 'fastify';
import { captchaRoutes } from './captcha.routes';
import { leadFollowUpRoutes } from './lead-follow-up.routes';
import { leadUnsubscribeRoutes } from './lead-unsubscribe.routes';
import { leadRoutes } from './lead.routes';
import { simulationFileRoutes } from './simulation-files.routes';
import { simulationRoutes } from './simulation.routes';

/**
 * The fine simulator's calls (spec 4 section 7) under /api: the human check, the lead
 * registration and the simulations with their attachments and export.
 */
export const simulatorRoutes: FastifyPluginAsync = async (app) => {
  await app.register(captchaRoutes, { prefix: '/captcha' });
  await app.register(leadRoutes, { prefix: '/user-lp' });
  await app.register(leadFollowUpRoutes, { prefix: '/lead' });
  await app.register(leadUnsubscribeRoutes, { prefix: '/lead' });
  await app.register(simulationRoutes, { prefix: '/simulacao_multa' });
  await app.register(simulationFileRoutes, { prefix: '/simulacao_multa' });
};
