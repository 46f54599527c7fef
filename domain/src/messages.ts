import type * as Catalogue from './message-catalogue';
import { genericError } from './message-catalogue';

/** What the server puts in `message` when it has nothing to say (spec 1 section 8). */
export const SERVER_NO_MESSAGE = 'No message available';

// The message catalogue (message-catalogue.ts) as one namespace: `MESSAGES.required`. Screens
// keep that form, and the bundler still keeps only the messages a page reads (webpack follows
// property reads on a re-exported namespace).
export * as MESSAGES from './message-catalogue';

export type MessageKey = keyof typeof Catalogue;

/** The toast text for a 400/500 answer: the server's message, or the generic one (spec 1 section 8). */
export function serverErrorMessage(message: string | null | undefined): string {
  const text = message?.trim();
  return !text || text === SERVER_NO_MESSAGE ? genericError : text;
}
