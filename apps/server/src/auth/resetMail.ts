import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Mailer } from '../mail/mailer';
import { findUserById } from '../users/users.queries';

/** Reset mails still being sent, per mailer, so that closing the app (and tests) can wait for them. */
const inFlight = new WeakMap<Mailer, Set<Promise<void>>>();

/**
 * Sending of reset links, set up with the auth routes. A link is e-mailed without making the
 * request wait: the answer to a reset request must not take longer when the account exists. A
 * failure is only logged, for the same reason. Closing the app waits for mails under way.
 */
export function resetMailSender(app: FastifyInstance) {
  const pending = new Set<Promise<void>>();
  inFlight.set(app.mailer, pending);
  app.addHook('onClose', () => resetMailsSent(app.mailer));

  return function sendResetMail(log: FastifyBaseLogger, userId: number, token: string): void {
    const sending = (async () => {
      const user = await findUserById(app.db, userId);
      if (!user) return;
      const link = `${app.config.publicUrl}/auth/reset-password?token=${token}`;
      const product = app.config.company.productName;
      const minutes = app.config.resetTokenTtlMinutes;
      await app.mailer.send({
        to: user.email,
        subject: `Reset your ${product} password`,
        text:
          `Hello ${user.firstname},\n\nSomeone asked to reset the password of your ${product} account.\n` +
          `To choose a new password, open this link within ${minutes} minutes:\n\n${link}\n\n` +
          `The link works once. If you did not ask for this, ignore this e-mail; your password stays as it is.\n`,
      });
    })().catch((error: unknown) => log.error({ err: error }, 'password reset e-mail could not be sent'));
    pending.add(sending);
    void sending.finally(() => pending.delete(sending));
  };
}

/** Resolves once every reset mail handed to `mailer` so far has been sent (or has failed). */
export async function resetMailsSent(mailer: Mailer): Promise<void> {
  const pending = inFlight.get(mailer);
  while (pending && pending.size > 0) await Promise.allSettled([...pending]);
}
