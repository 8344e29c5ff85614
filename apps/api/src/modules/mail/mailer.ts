// Sends the API's email without ever making a request wait on, or fail because of, the mail server: work handed to
// the mailer runs after the answer is decided, each send is given up on after MAIL_TIMEOUT_SECONDS. Mail that is
// `enqueue`d goes out as a job of the queue (decision 0051): a failed send is retried with backoff, by whichever
// process runs jobs, and survives a restart. Non-transactional mail honours the user's unsubscribe.
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { JobQueue } from '../jobs';
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
  /** Queues the message as a job: sent by a worker, retried with backoff when the mail server refuses or hangs. */
  enqueue(message: MailMessage, label: string): Promise<void>;
  /** `sendToUser` through the queue: the lookup and the unsubscribe check now, the sending as a job. */
  enqueueToUser(
    userId: number,
    compose: (recipient: { email: string; name: string }) => MailMessage,
    kind: MailKind,
    label: string,
  ): Promise<boolean>;
  /** Runs mail work (lookups, tokens, sending) in the background: the caller's answer never waits on it. */
  defer(label: string, work: () => Promise<unknown>): void;
  /**
   * Resolves once all deferred work has finished and, where this process runs no workers (tests), the queued mail
   * that is due has been sent here (tests read the outbox after it; close waits for the deferred work).
   */
  settled(): Promise<void>;
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** The job that sends one queued message (decision 0051). */
export const MAIL_JOB = 'mail-send';

interface MailJob {
  message: MailMessage;
  label: string;
}

export function createMailer(options: {
  transport: MailTransport;
  db: Database;
  log: FastifyBaseLogger;
  timeoutMs: number;
  jobs: JobQueue;
  /** Whether this process runs the queue's workers; without them `settled` sends the due mail itself. */
  workers: boolean;
}): Mailer {
  const { transport, db, log, timeoutMs, jobs, workers } = options;
  const pending = new Set<Promise<unknown>>();

  /** Hands the message to the transport within MAIL_TIMEOUT; throws what went wrong. */
  async function deliver(message: MailMessage, label: string): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`mail transport did not answer within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      await Promise.race([transport.send(message), timeout]);
      log.info({ mail: label, transport: transport.name }, 'mail sent');
    } finally {
      clearTimeout(timer);
    }
  }

  async function send(message: MailMessage, label: string): Promise<boolean> {
    try {
      await deliver(message, label);
      return true;
    } catch (error) {
      // The address is personal data; the label says which mail it was.
      log.error({ err: error, mail: label, transport: transport.name }, 'mail not sent');
      return false;
    }
  }

  async function recipientOf(userId: number, kind: MailKind, label: string) {
    const [recipient] = await db
      .select({ email: users.email, name: users.name, optedOutAt: users.emailOptOutAt })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .limit(1);
    if (!recipient) return null;
    if (kind === 'notice' && recipient.optedOutAt) {
      log.info({ mail: label }, 'mail skipped: the user unsubscribed');
      return null;
    }
    return recipient;
  }

  const enqueue = async (message: MailMessage, label: string) => {
    await jobs.send<MailJob>(MAIL_JOB, { message, label });
  };

  jobs.define<MailJob>({
    name: MAIL_JOB,
    // 5 tries after the first, 30 s · 2^n apart: a mail server down for half an hour still gets the mail.
    retryLimit: 5,
    retryDelaySeconds: 30,
    expireInSeconds: Math.ceil(timeoutMs / 1000) + 60,
    concurrency: 2,
    handler: ({ message, label }) => deliver(message, label),
  });

  return {
    transport,
    send,

    async sendToUser(userId, compose, kind, label) {
      const recipient = await recipientOf(userId, kind, label);
      return recipient ? send(compose(recipient), label) : false;
    },

    enqueue,

    async enqueueToUser(userId, compose, kind, label) {
      const recipient = await recipientOf(userId, kind, label);
      if (!recipient) return false;
      await enqueue(compose(recipient), label);
      return true;
    },

    defer(label, work) {
      const task = work()
        .catch((error: unknown) => log.error({ err: error, mail: label }, 'mail work failed'))
        .finally(() => pending.delete(task));
      pending.add(task);
    },

    async settled() {
      for (;;) {
        while (pending.size > 0) await Promise.allSettled([...pending]);
        if (workers || (await jobs.runDue([MAIL_JOB])) === 0) return;
      }
    },

    async close() {
      // Queued mail stays queued for the next worker; only the work handed to `defer` is waited for.
      while (pending.size > 0) await Promise.allSettled([...pending]);
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
    jobs: app.jobs,
    workers: app.config.jobs.workers,
  });
  app.decorate('mailer', mailer);
  app.addHook('onClose', () => mailer.close());
}
