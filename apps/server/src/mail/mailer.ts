import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger as Logger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends e-mail. Behind an interface so that the outbox and SMTP are interchangeable. */
export interface Mailer {
  send: (mail: Mail) => Promise<void>;
}

/** Sends through the SMTP server of SMTP_URL (smtp://user:pass@host:port, smtps:// for TLS). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    send: async (mail) => {
      await transport.sendMail({ from, ...mail });
    },
  };
}

/**
 * Without SMTP, each message is written as an .eml file into DATA_DIR/outbox/ (any mail client
 * opens it) and its path is logged, so a reset link can be followed on a machine with no mail.
 */
export function createOutboxMailer(outboxDir: string, from: string, log: Pick<Logger, 'info'>): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (mail) => {
      const info = await transport.sendMail({ from, ...mail });
      mkdirSync(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(outboxDir, `${stamp}-${crypto.randomUUID().slice(0, 8)}.eml`);
      writeFileSync(file, info.message as Buffer);
      log.info({ file, to: mail.to, subject: mail.subject }, 'e-mail written to the outbox');
    },
  };
}
