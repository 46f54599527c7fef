import type { FastifyInstance } from 'fastify';
import {
  SIMULATION_RESULT_KIND,
  firmContactLines,
  simulationResultDocument,
  simulationResultFilename,
  simulationResultMail,
} from '@dpohub/domain';
import { findFirmProfile } from '../assessments/agent-profile-repository';
import { enqueueMessages } from '../notifications/notification-outbox';
import { findLeadById } from './lead-repository';
import { addressUnsubscribed, unsubscribeUrl } from './lead-unsubscribe';
import { renderSimulationResultPdf } from './simulation-result-pdf';
import { findSimulation } from './simulation-repository';

/**
 * Queues the result e-mail of a lead's computed simulation (issue 30): the value, the one-page
 * PDF with the calculation step by step and the firm's contact, and the unsubscribe link. Only
 * to a visitor who ticked 'Quero receber as informações por e-mail' and whose address never
 * unsubscribed. A failure is logged and never fails the calculation. True when queued.
 */
export async function queueSimulationResult(
  app: FastifyInstance,
  simulationId: number,
): Promise<boolean> {
  try {
    const simulation = await findSimulation(app.db, simulationId);
    if (!simulation?.leadId || !simulation.calculation) return false;
    const lead = await findLeadById(app.db, simulation.leadId);
    if (!lead?.infoEmail || (await addressUnsubscribed(app.db, lead.email))) return false;

    const firm = await findFirmProfile(app.db);
    const result = simulation.calculation;
    const pdf = await renderSimulationResultPdf(
      simulationResultDocument({
        simulationId,
        createdAt: simulation.createdAt,
        leadName: lead.name,
        company: lead.company,
        result,
        firm,
      }),
      { author: firmContactLines(firm)[0]! },
    );
    const mail = simulationResultMail({
      leadName: lead.name,
      result,
      firm,
      unsubscribeUrl: unsubscribeUrl(app.config.publicPortalUrl, app.config.jwtSecret, lead.id),
    });
    await enqueueMessages(
      app.db,
      [
        {
          kind: SIMULATION_RESULT_KIND,
          recipientUserId: null,
          toEmail: lead.email,
          subject: mail.subject,
          body: mail.text,
          demandId: null,
          attachment: {
            filename: simulationResultFilename(simulationId),
            contentType: 'application/pdf',
            content: pdf,
          },
        },
      ],
      app.clock.now(),
    );
    app.notifications.worker.kick();
    return true;
  } catch (error) {
    app.log.error({ err: error, simulationId }, 'simulation result e-mail not queued');
    return false;
  }
}
