// The weekly digest to each corporate program manager (decision 0047): for every company and batch they manage that
// is running (or ended within the last week), the progress figures, last week's activity and who is inactive — what
// their dashboard would show them, under the same privacy rules. Each API process sweeps every
// PROGRAM_DIGEST_SWEEP_SECONDS; a sweep claims a manager's week by inserting its row (on conflict do nothing), so the
// digest goes out once per manager and week however many processes sweep, and only the claiming one emails it (after
// the claim, at most once: a failed email is logged, not retried).
import { managerDashboardPagePath, ROLE_IDS } from '@akademi-siber/util-contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { programDigests } from '../../db/schema';
import { linkUrls, signUnsubscribeToken } from '../accounts';
import { digestEmail, type DigestSection } from './manager-emails';
import { rowsOf, type ManagedBatch } from './repository';
import { createCorporateService } from './service';
import { WEEK_MS, weekLabel, weekStartOf } from './weeks';

/** Managers claimed by one sweep at most; the rest wait for the next. */
const SWEEP_LIMIT = 100;

interface ManagedPair extends ManagedBatch {
  corporateId: number;
  company: string;
}

function createDigestRepository(db: Database) {
  /** A batch counts while it runs and for a week after it ends (its last week is summarised). */
  const running = (now: Date) =>
    sql`b.starts_at <= ${now.toISOString()}::timestamptz
        and b.ends_at >= ${new Date(now.getTime() - WEEK_MS).toISOString()}::timestamptz`;
  return {
    /** Managers (accounts not deleted) with a running batch and no digest row for the week. */
    async due(weekStart: string, now: Date, limit: number): Promise<number[]> {
      const rows = await rowsOf<{ userId: number }>(
        db,
        sql`
        select distinct mg.user_id as "userId"
        from corporate_managers mg
        join corporate_batch_access a on a.manager_id = mg.id
        join program_batches b on b.id = a.batch_id
        join users u on u.id = mg.user_id and u.deleted_at is null and u.id_role = ${ROLE_IDS.corporate}
        left join program_digests d on d.manager_user_id = mg.user_id and d.week_start = ${weekStart}::date
        where d.id is null and ${running(now)}
        order by 1
        limit ${limit}`,
      );
      return rows.map((row) => row.userId);
    },

    /** True when this call made the row: this process sends the digest. */
    async claim(userId: number, weekStart: string, now: Date): Promise<boolean> {
      const made = await db
        .insert(programDigests)
        .values({ managerUserId: userId, weekStart, sentAt: now })
        .onConflictDoNothing({ target: [programDigests.managerUserId, programDigests.weekStart] })
        .returning({ id: programDigests.id });
      return made.length > 0;
    },

    async markEmailed(userId: number, weekStart: string, at: Date): Promise<void> {
      await db
        .update(programDigests)
        .set({ emailedAt: at })
        .where(and(eq(programDigests.managerUserId, userId), eq(programDigests.weekStart, weekStart)));
    },

    /** The running company × batch pairs the manager may open, by company and batch start. */
    pairs(userId: number, now: Date): Promise<ManagedPair[]> {
      return rowsOf<ManagedPair>(
        db,
        sql`
        select mg.corporate_id as "corporateId", c.name as company, b.id, b.name, b.is_full_access,
               b.starts_at as "startsAt", b.ends_at as "endsAt", b.inactive_after_days as "inactiveAfterDays"
        from corporate_managers mg
        join corporate_batch_access a on a.manager_id = mg.id
        join program_batches b on b.id = a.batch_id
        join corporates c on c.id = mg.corporate_id
        where mg.user_id = ${userId} and ${running(now)}
        order by c.name, b.starts_at, b.id`,
      ).then((rows) => rows.map((row) => ({ ...row, startsAt: new Date(row.startsAt), endsAt: new Date(row.endsAt) })));
    },
  };
}

export interface DigestSweepResult {
  /** Managers whose week this sweep claimed. */
  claimed: number;
  /** Of those, the ones whose email went out. */
  emailed: number;
}

/** Sends the digests of the week of `now` that no process has sent yet. */
export async function sendManagerDigests(app: FastifyInstance, now = new Date()): Promise<DigestSweepResult> {
  const repository = createDigestRepository(app.db);
  const service = createCorporateService(app.db);
  const week = weekStartOf(now);
  const weekStart = weekLabel(week);
  const result: DigestSweepResult = { claimed: 0, emailed: 0 };
  for (const userId of await repository.due(weekStart, now, SWEEP_LIMIT)) {
    if (!(await repository.claim(userId, weekStart, now))) continue;
    result.claimed += 1;
    try {
      const sections: DigestSection[] = [];
      for (const pair of await repository.pairs(userId, now)) {
        const figures = await service.digestFigures(pair.corporateId, pair, week, now);
        sections.push({
          company: pair.company,
          batch: pair.name,
          inactiveAfterDays: pair.inactiveAfterDays,
          dashboardUrl: `${app.config.publicUrl}${managerDashboardPagePath(pair.id, pair.corporateId)}`,
          ...figures,
        });
      }
      if (sections.length === 0) continue;
      const unsubscribe = linkUrls(app.config.publicUrl).unsubscribe(signUnsubscribeToken(userId, app.config, now));
      const sent = await app.mailer.sendToUser(
        userId,
        (to) => digestEmail(to, week, sections, unsubscribe),
        'notice',
        'program_digest',
      );
      if (!sent) continue;
      result.emailed += 1;
      await repository.markEmailed(userId, weekStart, new Date());
    } catch (error) {
      // A failed lookup or send costs this manager's digest, not the others of the sweep.
      app.log.error({ err: error, mail: 'program_digest' }, 'program digest failed');
    }
  }
  return result;
}

/** Runs the sweep every `seconds` in this process; the timer never keeps the process alive and stops on close. */
export function startDigestSweep(app: FastifyInstance, seconds: number) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sendManagerDigests(app)
      .then(({ claimed, emailed }) => {
        if (claimed > 0) app.log.info({ claimed, emailed }, 'program digests sent');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'program digest sweep failed'))
      .finally(() => {
        running = false;
      });
  }, seconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
