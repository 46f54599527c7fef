import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** What the outbox keeps beside each .eml, so tests and the e2e suite can read a message. */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  /** The HTML alternative, when the message has one. */
  html?: string;
  /** The Reply-To address, when the message has one. */
  replyTo?: string;
  sentAt: string;
  /** The .eml file with the full message. */
  file: string;
  /** The names of the files it carried, if any. */
  attachments?: string[];
}

export const OUTBOX_METADATA_SUFFIX = '.json';

/**
 * The most recent message written to the outbox for `to` (compared case-insensitively),
 * or undefined when there is none. File names start with a sortable timestamp.
 */
export async function readLatestMail(
  outboxDir: string,
  to: string,
): Promise<OutboxMail | undefined> {
  let names: string[];
  try {
    names = await readdir(outboxDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const wanted = to.trim().toLowerCase();
  const metadataFiles = names
    .filter((name) => name.endsWith(OUTBOX_METADATA_SUFFIX))
    .sort()
    .reverse();
  for (const name of metadataFiles) {
    const mail = JSON.parse(await readFile(path.join(outboxDir, name), 'utf8')) as OutboxMail;
    if (mail.to.toLowerCase() === wanted) return mail;
  }
  return undefined;
}

/** Every message written to the outbox, oldest first (tests and the e2e suite read them). */
export async function readAllMail(outboxDir: string): Promise<OutboxMail[]> {
  let names: string[];
  try {
    names = await readdir(outboxDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const metadataFiles = names.filter((name) => name.endsWith(OUTBOX_METADATA_SUFFIX)).sort();
  return Promise.all(
    metadataFiles.map(
      async (name) => JSON.parse(await readFile(path.join(outboxDir, name), 'utf8')) as OutboxMail,
    ),
  );
}
