// Sends the API's email without ever making a request wait on, or fail because of, the mail server: work handed to
// the mailer runs after the answer is decided, each send is given up on after MAIL_TIMEOUT_SECONDS, and a failure is
// logged (the user can ask for the email again). Non-transactional mail honours the user's unsubscribe.
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { MailMessage } from './message';
import { createTransport, type MailTransport } from './transports';

/** Transactional mail (verification, reset) goes out regardless; a notice is skipped for users who unsubscribed. */
export type MailKind = 'transactional' | 'notice';

export interface Mailer {
  readonly transport: MailTransport;
  /** Sends now and resolves whatever happens; false when the message was not sent (error or timeout, logged). */
  send(message: MailMessage, label: string): Promise<boolean>;
  /** Sends to a user by id; a `notice` is skipped (false) when the user unsubscribed or no longer exists. */
  sendToUser(
    userId: number,
    compose: (recipient: { email: string; name: string }) => MailMessage,
    kind: MailKind,
    label: string,
  ): Promise<boolean>;
  /** Runs mail work (lookups, tokens, sending) in the background: the caller's answer never waits on it. */
  defer(label: string, work: () => Promise<unknown>): void;
  /** Resolves once all deferred work has finished (tests read the outbox after it; close waits for it). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export function createMailer(options: {
  transport: MailTransport;
  db: Database;
  log: FastifyBaseLogger;
  timeoutMs: number;
}): Mailer {
  const { transport, db, log, timeoutMs } = options;
  const pending = new Set<Promise<unknown>>();

  async function send(message: MailMessage, label: string): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`mail transport did not answer within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      await Promise.race([transport.send(message), timeout]);
      log.info({ mail: label, transport: transport.name }, 'mail sent');
      return true;
    } catch (error) {
      // The address is personal data; the label says which mail it was.
      log.error({ err: error, mail: label, transport: transport.name }, 'mail not sent');
      return false;
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    transport,
    send,

    async sendToUser(userId, compose, kind, label) {
      const [recipient] = await db
        .select({ email: users.email, name: users.name, optedOutAt: users.emailOptOutAt })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)))
        .limit(1);
      if (!recipient) return false;
      if (kind === 'notice' && recipient.optedOutAt) {
        log.info({ mail: label }, 'mail skipped: the user unsubscribed');
        return false;
      }
      return send(compose(recipient), label);
    },

    defer(label, work) {
      const task = work()
        .catch((error: unknown) => log.error({ err: error, mail: label }, 'mail work failed'))
        .finally(() => pending.delete(task));
      pending.add(task);
    },

    async settled() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },

    async close() {
      await this.settled();
      await transport.close();
    },
  };
}

/** Decorates `app.mailer` with the configured transport; in-flight mail work finishes before the app closes. */
export async function registerMailer(app: FastifyInstance, transport?: MailTransport) {
  const mailer = createMailer({
    transport: transport ?? (await createTransport(app.config.mail)),
    db: app.db,
    log: app.log,
    timeoutMs: app.config.mail.timeoutMs,
  });
  app.decorate('mailer', mailer);
  app.addHook('onClose', () => mailer.close());
}
