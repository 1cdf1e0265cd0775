import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as an SMTP server received it. */
export interface ReceivedMail {
  from: string | null;
  to: string[];
  raw: string;
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:PORT, for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  close: () => Promise<void>;
}

/** A real SMTP server on 127.0.0.1 and a free port that keeps every message it accepts. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The value of a header of a raw message (first occurrence, unfolded), or null. */
export function mailHeader(raw: string, name: string): string | null {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const line = unfolded.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : null;
}

/**
 * The decoded text of a single-part message: quoted-printable soft line breaks joined and =XX
 * escapes decoded, or base64 decoded, as its Content-Transfer-Encoding says.
 */
export function mailText(raw: string): string {
  const separator = raw.search(/\r?\n\r?\n/);
  const body = separator === -1 ? '' : raw.slice(separator).replace(/^\r?\n\r?\n/, '');
  const encoding = (mailHeader(raw, 'Content-Transfer-Encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') {
    const joined = body.replace(/=\r?\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < joined.length; i++) {
      const hex = joined.slice(i + 1, i + 3);
      if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
        bytes.push(parseInt(hex, 16));
        i += 2;
      } else {
        bytes.push(...Buffer.from(joined[i]!, 'utf8'));
      }
    }
    return Buffer.from(bytes).toString('utf8');
  }
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** The password reset link in a message, or throws. */
export function resetLinkIn(raw: string): URL {
  const match = /https?:\/\/\S+\/auth\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mailText(raw));
  if (!match) throw new Error(`no reset link in:\n${raw}`);
  return new URL(match[0]);
}
