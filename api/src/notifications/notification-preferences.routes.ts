import type { FastifyPluginAsync } from 'fastify';
import {
  NOTIFICATION_FEATURES,
  NOTIFICATION_KINDS,
  NOTIFICATION_MESSAGES,
  notificationKindsFor,
  type NotificationPreference,
  type NotificationPreferencesUpdate,
} from '@dpohub/domain';
import { signedIn } from '../auth/access-control';
import { badRequest } from '../errors/api-error';
import { listPreferences, savePreferences } from './notification-preferences';

const preferenceListSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['kind', 'label', 'enabled'],
    properties: {
      kind: { type: 'string', enum: [...NOTIFICATION_KINDS] },
      label: { type: 'string' },
      enabled: { type: 'boolean' },
    },
  },
} as const;

const updateBodySchema = {
  type: 'object',
  required: ['preferences'],
  additionalProperties: false,
  properties: {
    preferences: {
      type: 'array',
      maxItems: NOTIFICATION_KINDS.length,
      items: {
        type: 'object',
        required: ['kind', 'enabled'],
        additionalProperties: false,
        properties: {
          kind: { type: 'string', enum: [...NOTIFICATION_KINDS] },
          enabled: { type: 'boolean' },
        },
      },
    },
  },
} as const;

/**
 * The e-mail preferences of the signed-in user (profile menu), under /api/user: one switch per
 * kind they may receive, on by default.
 */
export const notificationPreferenceRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/notification-preferences',
    {
      config: { access: NOTIFICATION_FEATURES.preferences },
      schema: {
        tags: ['notifications'],
        summary: 'The e-mail notification kinds the user may receive, each with its switch',
        response: { 200: preferenceListSchema },
      },
    },
    async (request): Promise<NotificationPreference[]> => {
      const { account } = signedIn(request);
      return listPreferences(app.db, { id: account.id, staff: account.admin });
    },
  );

  app.put<{ Body: NotificationPreferencesUpdate }>(
    '/notification-preferences',
    {
      config: { access: NOTIFICATION_FEATURES.preferences },
      schema: {
        tags: ['notifications'],
        summary: 'Turn e-mail notification kinds on or off; answers the whole list',
        body: updateBodySchema,
        response: { 200: preferenceListSchema },
      },
    },
    async (request): Promise<NotificationPreference[]> => {
      const { account } = signedIn(request);
      const user = { id: account.id, staff: account.admin };
      const allowed = notificationKindsFor(user);
      const { preferences } = request.body;
      if (preferences.some((preference) => !allowed.includes(preference.kind))) {
        throw badRequest(NOTIFICATION_MESSAGES.kindNotAvailable);
      }
      const unique = new Map(preferences.map((p) => [p.kind, p.enabled]));
      await savePreferences(
        app.db,
        account.id,
        [...unique].map(([kind, enabled]) => ({ kind, enabled })),
        app.clock.now(),
      );
      return listPreferences(app.db, user);
    },
  );
};
