import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NOTIFICATION_FEATURES, NOTIFICATION_MESSAGES, notificationKindsFor } from '@dpohub/domain';
import { NotificationPreferenceList, NotificationPreferencesUpdate } from '@dpohub/domain/wire';
import { signedIn } from '../auth/access-control';
import { badRequest } from '../errors/api-error';
import { listPreferences, savePreferences } from './notification-preferences';

/**
 * The e-mail preferences of the signed-in user (profile menu), under /api/user: one switch per
 * kind they may receive, on by default.
 */
export const notificationPreferenceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/notification-preferences',
    {
      config: { access: NOTIFICATION_FEATURES.preferences },
      schema: {
        tags: ['notifications'],
        summary: 'The e-mail notification kinds the user may receive, each with its switch',
        response: { 200: NotificationPreferenceList },
      },
    },
    async (request) => {
      const { account } = signedIn(request);
      return listPreferences(app.db, { id: account.id, staff: account.admin });
    },
  );

  app.put(
    '/notification-preferences',
    {
      config: { access: NOTIFICATION_FEATURES.preferences },
      schema: {
        tags: ['notifications'],
        summary: 'Turn e-mail notification kinds on or off; answers the whole list',
        body: NotificationPreferencesUpdate,
        response: { 200: NotificationPreferenceList },
      },
    },
    async (request) => {
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
