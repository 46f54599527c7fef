import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { OUTBOX_METADATA_SUFFIX, type OutboxMail } from './outbox';

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  attachments?: MailAttachment[];
  /** The same message as HTML (an alternative part; the plain text stays). */
  html?: string;
  /** Where a reply goes (the firm's configured address). */
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /**
   * Sends without making the caller wait, so an answer takes the same time whether or not a
   * message goes out (password recovery must not reveal which e-mails exist).
   */
  sendInBackground(message: MailMessage): void;
  /** Resolves once every background message has been handed over. */
  idle(): Promise<void>;
}

export interface MailerOptions {
  from: string;
  /** SMTP URL; null writes every message into `outboxDir` instead. */
  smtpUrl: string | null;
  outboxDir: string;
  logger: Pick<FastifyBaseLogger, 'info' | 'error'>;
}

let sequence = 0;

function outboxFileStem(now: Date): string {
  sequence = (sequence + 1) % 1_000_000;
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  return `${stamp}-${String(sequence).padStart(6, '0')}-${randomBytes(3).toString('hex')}`;
}

export function createMailer(options: MailerOptions): Mailer {
  const { from, smtpUrl, outboxDir, logger } = options;
  const pending = new Set<Promise<void>>();

  // nodemailer (about 700 KB of sources) loads with the first message, not at the API's start.
  let transport: Promise<Transporter> | null = null;
  function transporter(): Promise<Transporter> {
    transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      // Bounded waits: a hung SMTP server fails the attempt (the outbox retries it later)
      // instead of holding the e-mail job, whose claim on a message lasts two minutes.
      smtpUrl
        ? nodemailer.createTransport({
            url: smtpUrl,
            connectionTimeout: 10_000,
            greetingTimeout: 10_000,
            socketTimeout: 30_000,
          })
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    );
    return transport;
  }

  async function writeToOutbox(message: MailMessage): Promise<void> {
    const info = await (await transporter()).sendMail({ from, ...message });
    const sentAt = new Date();
    const stem = outboxFileStem(sentAt);
    const emlFile = path.join(outboxDir, `${stem}.eml`);
    const metadata: OutboxMail = {
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
      ...(message.replyTo ? { replyTo: message.replyTo } : {}),
      sentAt: sentAt.toISOString(),
      file: emlFile,
      ...(message.attachments?.length
        ? { attachments: message.attachments.map((attachment) => attachment.filename) }
        : {}),
    };
    await mkdir(outboxDir, { recursive: true });
    await writeFile(emlFile, info.message as Buffer);
    // The metadata appears whole or not at all: a reader listing the outbox while another
    // message is written (the e2e suite, as the API sends in the background) must never parse a
    // half-written file.
    const metadataFile = path.join(outboxDir, `${stem}${OUTBOX_METADATA_SUFFIX}`);
    await writeFile(`${metadataFile}.partial`, JSON.stringify(metadata, null, 2));
    await rename(`${metadataFile}.partial`, metadataFile);
    logger.info(
      { to: message.to, subject: message.subject, file: emlFile },
      'e-mail written to the outbox',
    );
  }

  async function send(message: MailMessage): Promise<void> {
    if (smtpUrl) {
      await (await transporter()).sendMail({ from, ...message });
      logger.info({ to: message.to, subject: message.subject }, 'e-mail sent by SMTP');
    } else {
      await writeToOutbox(message);
    }
  }

  return {
    send,
    sendInBackground(message) {
      const delivery = send(message)
        .catch((error: unknown) =>
          logger.error({ err: error, to: message.to }, 'e-mail delivery failed'),
        )
        .finally(() => pending.delete(delivery));
      pending.add(delivery);
    },
    async idle() {
      await Promise.all([...pending]);
    },
  };
}
