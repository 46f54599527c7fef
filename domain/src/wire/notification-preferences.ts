import { Type, type Static } from 'typebox';
import { NOTIFICATION_KINDS } from '../notifications/notification-kinds';
import { StringEnum } from './schema';

// The e-mail preferences of the signed-in user (the profile menu): one switch per kind they may
// receive, on by default.

const NotificationKind = StringEnum(NOTIFICATION_KINDS);

/** One line of GET/PUT /user/notification-preferences. */
export const NotificationPreference = Type.Object({
  kind: NotificationKind,
  label: Type.String(),
  enabled: Type.Boolean(),
});

export const NotificationPreferenceList = Type.Array(NotificationPreference);

/** PUT /user/notification-preferences body: the switches that change. */
export const NotificationPreferencesUpdate = Type.Object(
  {
    preferences: Type.Array(
      Type.Object(
        { kind: NotificationKind, enabled: Type.Boolean() },
        { additionalProperties: false },
      ),
      { maxItems: NOTIFICATION_KINDS.length },
    ),
  },
  { additionalProperties: false },
);

export type NotificationPreference = Static<typeof NotificationPreference>;
export type NotificationPreferencesUpdate = Static<typeof NotificationPreferencesUpdate>;
