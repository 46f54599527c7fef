import { Type, type Static } from 'typebox';
import { Nullable } from './schema';

// The firm's e-mail settings (demands m17): the address replies to the portal's e-mails go to.

/** GET/PUT /escritorio/email-resposta answer. */
export const FirmMailSettings = Type.Object({
  /** null: the e-mails name no reply address. */
  replyTo: Nullable(Type.String()),
});

/** PUT /escritorio/email-resposta body: null or blank clears the address. */
export const FirmMailSettingsBody = Type.Object(
  { replyTo: Nullable(Type.String({ maxLength: 320 })) },
  { additionalProperties: false },
);

export type FirmMailSettings = Static<typeof FirmMailSettings>;
