import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AGENT_PROFILE_MESSAGES,
  API_MESSAGES,
  FEATURES,
  FIRM_PROFILE_FEATURE,
  FIRM_PROFILE_FIELDS,
  MESSAGES,
  PRIVACY_AGENT_FIELDS,
  canAccessClient,
  mayEditAgentProfile,
} from '@dpohub/domain';
import {
  AgentProfileParams,
  FirmProfile,
  PrivacyAgentProfile,
  PrivacyAgentProfileSaved,
  PrivacyAgentProfileView,
} from '@dpohub/domain/wire';
import { recordChanges, requestActor } from '../audit/audit-writer';
import { signedIn } from '../auth/access-control';
import { FIRM_SETTINGS_ROW } from '../calendar/firm-calendar';
import { findClient } from '../clients/client-repository';
import { badRequest, forbidden, notFound } from '../errors/api-error';
import {
  findAgentProfile,
  findFirmProfile,
  saveAgentProfile,
  saveFirmProfile,
} from './agent-profile-repository';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Every text trimmed; an e-mail field must read as one when given. */
function cleanProfile<T extends Record<string, string>>(body: T, emailFields: readonly string[]) {
  const clean = Object.fromEntries(
    Object.entries(body).map(([key, value]) => [key, value.trim()]),
  ) as T;
  for (const field of emailFields) {
    if (clean[field] && !EMAIL.test(clean[field]!)) {
      throw badRequest(`${MESSAGES.invalidEmail}: ${field}`);
    }
  }
  return clean;
}

/**
 * The identifications the documents print (issue 28, findings M8 and m10): each client as agent
 * of its processing operations, read by whoever may read its ROPA and changed by the firm or the
 * client's administrators; the firm's own, read by every signed-in user and changed by its admins.
 */
export const agentProfileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ['assessments'];

  app.get(
    '/agente-tratamento/:clientId',
    {
      config: { access: FEATURES.ropa },
      schema: {
        tags,
        summary: "A client's identification as processing agent",
        params: AgentProfileParams,
        response: { 200: PrivacyAgentProfileView },
      },
    },
    async (request) => {
      const { principal } = signedIn(request);
      const { clientId } = request.params;
      if (!canAccessClient(principal, clientId)) throw forbidden(API_MESSAGES.forbidden);
      const client = await findClient(app.db, clientId);
      if (!client) throw notFound(API_MESSAGES.clientNotFound);
      const profile = await findAgentProfile(app.db, clientId);
      return {
        clientId,
        clientName: client.name,
        ...profile,
        editable: mayEditAgentProfile(principal, clientId),
      };
    },
  );

  app.put(
    '/agente-tratamento/:clientId',
    {
      config: { access: FEATURES.ropa },
      schema: {
        tags,
        summary: "Changes a client's identification as processing agent (firm, client admins)",
        params: AgentProfileParams,
        body: PrivacyAgentProfile,
        response: { 200: PrivacyAgentProfileSaved },
      },
    },
    async (request) => {
      const { principal, account } = signedIn(request);
      const { clientId } = request.params;
      if (!mayEditAgentProfile(principal, clientId)) throw forbidden(API_MESSAGES.forbidden);
      const client = await findClient(app.db, clientId);
      if (!client) throw notFound(API_MESSAGES.clientNotFound);
      const profile = cleanProfile(request.body, ['email', 'dpoEmail']);
      await saveAgentProfile(
        app.db,
        clientId,
        profile,
        account.id,
        app.clock.now(),
        (tx, before, after) =>
          recordChanges(
            tx,
            app.clock,
            {
              kind: 'client.agentProfileChanged',
              actor: requestActor(request),
              clientId,
              record: { id: clientId, label: client.name },
            },
            { before, after, fields: PRIVACY_AGENT_FIELDS },
          ),
      );
      return { clientId, ...profile, editable: true };
    },
  );

  app.get(
    '/escritorio',
    {
      config: { access: FEATURES.assessmentsList },
      schema: {
        tags,
        summary: "The firm's identification printed on the dossiers",
        response: { 200: FirmProfile },
      },
    },
    async () => {
      const firm = await findFirmProfile(app.db);
      return (firm ??
        Object.fromEntries(FIRM_PROFILE_FIELDS.map((field) => [field, '']))) as FirmProfile;
    },
  );

  app.put(
    '/escritorio',
    {
      config: { access: FIRM_PROFILE_FEATURE },
      schema: {
        tags,
        summary: "Changes the firm's identification (firm admins)",
        body: FirmProfile,
        response: { 200: FirmProfile },
      },
    },
    async (request) => {
      const { account } = signedIn(request);
      const profile = cleanProfile(request.body, ['email']);
      await saveFirmProfile(app.db, profile, account.id, app.clock.now(), (tx, before, after) =>
        recordChanges(
          tx,
          app.clock,
          {
            kind: 'firm.profileChanged',
            actor: requestActor(request),
            clientId: null,
            record: { id: FIRM_SETTINGS_ROW, label: AGENT_PROFILE_MESSAGES.firmTitle },
          },
          { before, after, fields: FIRM_PROFILE_FIELDS },
        ),
      );
      return profile;
    },
  );
};
