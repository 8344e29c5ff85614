import { sql } from 'drizzle-orm';
import { createDatabase, type DatabaseHandle } from './client';
import { seedDemo } from './seed';
import { enrollments, programBatches, users } from './schema';
import { COURSES, DEMO_ACCOUNTS, EXTRA_MEMBERS } from './seed-data';

describe('database on in-memory PGlite', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createDatabase({ databaseUrl: undefined, pgliteDir: 'memory://' });
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
    // 0011 (assessments, questions, options, accepted answers, attempts): +5, 0013 (discussions, discussion_replies): +2,
    // 0014 (rewards, reward_redemptions): +2, 0015 (member profile: columns only): +0.
    expect(result.rows[0]).toEqual({ tables: 58 });
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
    const [member] = await handle.db.select().from(users).where(sql`${users.username} = 'member.demo'`);
    expect(member.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(member).toMatchObject({ point: 1250, xp: 3400 });
    expect(await handle.db.$count(enrollments, sql`${enrollments.userId} = ${member.id}`)).toBe(3);
  });

  it("explains every seeded point and XP: each user's totals are the sum of their ledger", async () => {
    const mismatches = await handle.db.execute(sql`
      select u.username, u.point, u.xp, coalesce(sum(l.points), 0)::int as ledger_points, coalesce(sum(l.xp), 0)::int as ledger_xp
      from users u left join point_ledger l on l.user_id = u.id
      group by u.id
      having u.point <> coalesce(sum(l.points), 0) or u.xp <> coalesce(sum(l.xp), 0)`);
    expect((mismatches as unknown as { rows: unknown[] }).rows).toEqual([]);
  });
});
