// @driver-sensitive: runs on PGlite too (apps/api/jest.pglite.config.js says why)
import { sql } from 'drizzle-orm';
import { loadQuestions } from '../modules/assessments/repository';
import { scoreAnswers } from '../modules/assessments/scoring';
import { trainingIndex } from '../modules/learning/training-index';
import { emptyTestDatabase } from '../test/helpers';
import type { DatabaseHandle } from './client';
import { seedDemo } from './seed';
import { enrollments, programBatches, users, type SavedAnswers } from './schema';
import { SEED_CATALOG } from './seed-catalog-data';
import { COURSES, DEMO_ACCOUNTS, EXTRA_MEMBERS } from './seed-data';
import { SEED_ORDERS } from './seed-orders-data';

const DAY = 24 * 60 * 60 * 1000;

// On the run's driver: an in-memory PGlite, or a new database on the server at TEST_DATABASE_URL.
describe('database from nothing: migrations and the demo seed', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await emptyTestDatabase();
    await handle.migrate();
  });
  afterAll(() => handle.close());

  it('applies the committed migrations', async () => {
    // Both drivers answer raw SQL with `{ rows }`; the common PgDatabase type leaves it unknown.
    const result = (await handle.db.execute(
      sql`select count(*)::int as tables from information_schema.tables where table_schema = 'public'`,
    )) as unknown as { rows: { tables: number }[] };
    // 0000: 18, 0001 (content and cart): +3, 0002 (accounts and sessions: account_link_tokens): +1,
    // 0003 (certificates): +1, 0004 (download_tokens): +1, 0005 (commerce: catalog, cart, orders): +24,
    // 0006 (materials.body): +0, 0010 (course player): +1,
    // 0011 (assessments, questions, options, accepted answers, attempts): +5, 0013 (discussions, discussion_replies):
    // +2, 0014 (rewards, reward_redemptions): +2, 0015 (member profile: columns only): +0, 0017 (the lab: challenges,
    // flags, issued flags, hints, hint unlocks, attachments, attempts, submissions, solves, settings, exercises, steps,
    // progress, step answers, VPN configs, assignments): +16, 0020 (session attendance, attendance corrections): +2,
    // 0021 (session reminders): +1, 0023 (training group participants): +1, 0025 (program companies, learning items,
    // item progress): +3, 0026 (program reminders, digests, password resets): +3, 0028 (user audit log): +1,
    // 0030 (static pages): +1, 0031 (course submissions): +1.
    expect(result.rows[0]).toEqual({ tables: 87 });
  });

  it('migrating again is a no-op', async () => {
    await expect(handle.migrate()).resolves.toBeUndefined();
  });

  it('seeds the demo content once, and only into an empty database', async () => {
    expect(await seedDemo(handle.db)).toBe(true);
    expect(await seedDemo(handle.db)).toBe(false);

    expect(await handle.db.$count(users)).toBe(DEMO_ACCOUNTS.length + EXTRA_MEMBERS.length);
    const batches = await handle.db.select().from(programBatches).orderBy(programBatches.id);
    expect(batches[0]).toMatchObject({ id: 1, name: 'Batch 1 — 2026', isFullAccess: true });
    expect(batches[1]).toMatchObject({ name: 'Batch 2 — 2026', isFullAccess: false });
    expect(COURSES.filter((course) => course.published)).toHaveLength(6);
  });

  it('stores only a password hash (argon2id), never the password', async () => {
    const [member] = await handle.db
      .select()
      .from(users)
      .where(sql`${users.username} = 'member.demo'`);
    expect(member.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(member).toMatchObject({ point: 1250, xp: 3400 });
    // Three courses, and the progress rows of Kelas Malam's content (decision 0041) and of the Divisi Keuangan
    // group's content (seed-corporate-training.ts, decision 0044).
    expect(await handle.db.$count(enrollments, sql`${enrollments.userId} = ${member.id}`)).toBe(5);
  });

  // Its next session is the one the seed starts running (decision 0040): not ended, started within the last minutes.
  it('gives the demo member a live-class seat from a paid order, its next session running', async () => {
    const [member] = await handle.db
      .select()
      .from(users)
      .where(sql`${users.username} = 'member.demo'`);
    const schedule = await trainingIndex(handle.db, member.id);
    expect(schedule.map((batch) => [batch.liveClassSlug, batch.batchSlug])).toEqual([
      [SEED_CATALOG.runningBatch.liveClassSlug, SEED_CATALOG.runningBatch.slug],
    ]);
    const [batch] = schedule;
    const next = batch.sessions.find((session) => session.startsAt === batch.nextSessionAt);
    expect(Date.parse(next?.endsAt ?? '')).toBeGreaterThan(Date.now());
    expect(Date.parse(next?.startsAt ?? '')).toBeLessThan(Date.now());
    expect(Date.parse(next?.startsAt ?? '')).toBeGreaterThan(Date.now() - DAY);
    // Running: a session is already behind it, so Kelas Saya shows progress too.
    expect(Date.parse(batch.sessions[0].endsAt)).toBeLessThan(Date.now());

    const paid = await handle.db.execute(sql`
      select o.status, o.kind, o.paid_at, be.enrolled_at, be.source
      from orders o
      join order_items oi on oi.order_id = o.id
      join batch_enrollments be on be.batch_id = oi.batch_id and be.user_id = o.user_id
      where o.id_transaction = ${SEED_ORDERS.paidLiveClass.idTransaction} and o.user_id = ${member.id}
        and oi.batch_id = ${SEED_CATALOG.runningBatch.id}`);
    const [row] = (
      paid as unknown as {
        rows: { status: string; kind: string; paid_at: string | Date; enrolled_at: string | Date; source: string }[];
      }
    ).rows;
    expect(row).toMatchObject({ status: 'paid', kind: 'liveclass', source: 'purchase' });
    expect(new Date(row.enrolled_at).getTime()).toBe(new Date(row.paid_at).getTime());
  });

  // The exam was passed after every material of the course was done.
  it("backs every completion certificate of a course with an exam by its holder's passed exam", async () => {
    const result = await handle.db.execute(sql`
      select c.number, a.id as assessment_id, a.passing_score,
             (select count(*)::int from materials m join course_modules cm on cm.id = m.module_id
               where cm.course_id = c.course_id) as materials,
             (select count(*)::int from material_progress mp join materials m on m.id = mp.material_id
               join course_modules cm on cm.id = m.module_id
               where cm.course_id = c.course_id and mp.user_id = c.user_id and mp.completed_at is not null) as done,
             (select max(mp.completed_at) from material_progress mp join materials m on m.id = mp.material_id
               join course_modules cm on cm.id = m.module_id
               where cm.course_id = c.course_id and mp.user_id = c.user_id) as last_done,
             e.progress, e.completed_at, e.enrolled_at, c.issued_at,
             t.score, t.answers, t.started_at, t.submitted_at
      from certificates c
      join assessments a on a.course_id = c.course_id and a.kind = 'exam'
      left join enrollments e on e.user_id = c.user_id and e.course_id = c.course_id
      left join lateral (
        select * from assessment_attempts t
        where t.assessment_id = a.id and t.user_id = c.user_id and t.passed and t.submitted_at is not null
        order by t.submitted_at limit 1
      ) t on true
      where c.kind = 'completion'
      order by c.number`);
    const rows = (
      result as unknown as {
        rows: {
          number: string;
          assessment_id: number;
          passing_score: number;
          materials: number;
          done: number;
          last_done: string | Date;
          progress: number;
          completed_at: string | Date | null;
          score: number | null;
          answers: SavedAnswers | null;
          started_at: string | Date | null;
          submitted_at: string | Date | null;
          enrolled_at: string | Date | null;
          issued_at: string | Date;
        }[];
      }
    ).rows;
    // The demo member's, Agus's and Dimas's (revoked, but issued after a pass all the same).
    expect(rows.map((row) => row.number)).toHaveLength(3);
    for (const row of rows) {
      const time = (value: string | Date | null) => new Date(value ?? Number.NaN).getTime();
      expect({ number: row.number, passed: row.score !== null, done: row.done, progress: row.progress }).toEqual({
        number: row.number,
        passed: true,
        done: row.materials,
        progress: 100,
      });
      // The answers really score what is stored, under the API's rules.
      expect(scoreAnswers(await loadQuestions(handle.db, row.assessment_id), row.answers ?? {})).toBe(row.score);
      expect(row.score).toBeGreaterThanOrEqual(row.passing_score);
      // The exam opens only once every material is done.
      expect(time(row.last_done)).toBeLessThanOrEqual(time(row.started_at));
      expect(row.completed_at).not.toBeNull();
      // In that order: enrolled, materials done, exam passed, course completed no later than the certificate.
      expect(time(row.enrolled_at)).toBeLessThan(time(row.last_done));
      expect(time(row.submitted_at)).toBeLessThanOrEqual(time(row.issued_at));
      expect(time(row.completed_at)).toBeLessThanOrEqual(time(row.issued_at));
    }
  });

  it("explains every seeded point and XP: each user's totals are the sum of their ledger", async () => {
    const mismatches = await handle.db.execute(sql`
      select u.username, u.point, u.xp,
             coalesce(sum(l.points), 0)::int as ledger_points, coalesce(sum(l.xp), 0)::int as ledger_xp
      from users u left join point_ledger l on l.user_id = u.id
      group by u.id
      having u.point <> coalesce(sum(l.points), 0) or u.xp <> coalesce(sum(l.xp), 0)`);
    expect((mismatches as unknown as { rows: unknown[] }).rows).toEqual([]);
  });
});
