// Test fixtures of the manager's views: a batch of their own for PT Nusantara Aman (corporate 1), granted to the demo
// manager, with learning items (content courses owned by the program), employees and their progress, all dated
// relative to `now` — so the tests do not depend on what the demo seed puts in the program.
import { ROLE_IDS } from '@akademi-siber/util-contracts';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  corporateBatchAccess,
  corporateManagers,
  corporateMembers,
  courses,
  programBatches,
  programCompanies,
  programItemProgress,
  programLearningItems,
  users,
} from '../../db/schema';
import { hashPassword } from '../auth';

const DAY = 24 * 60 * 60 * 1000;
export const FIXTURE_CORPORATE_ID = 1;
export const FIXTURE_PASSWORD = 'Karyawan#Uji2026';

export interface FixtureItemProgress {
  progress: number;
  quiz?: number;
  completedDaysAgo?: number;
  activeDaysAgo?: number;
}

export interface FixtureEmployee {
  username: string;
  name?: string;
  department?: string | null;
  joinedDaysAgo?: number;
  lastActiveDaysAgo?: number | null;
  point?: number;
  /** Progress per item, by item index; missing: not opened. */
  items?: (FixtureItemProgress | undefined)[];
}

export interface ProgramFixture {
  batchId: number;
  corporateId: number;
  itemIds: number[];
  /** username → ids. */
  employees: Record<string, { userId: number; memberId: number; email: string }>;
}

/** Makes the batch and everything in it; `now` is the moment the fixture's "days ago" count from. */
export async function createProgramFixture(
  db: Database,
  options: {
    name: string;
    fullAccess: boolean;
    items: number;
    employees: readonly FixtureEmployee[];
    inactiveAfterDays?: number;
    startedDaysAgo?: number;
    now?: Date;
    /** The manager granted the batch (default: the demo manager). */
    managerUsername?: string;
  },
): Promise<ProgramFixture> {
  const now = options.now ?? new Date();
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const [batch] = await db
    .insert(programBatches)
    .values({
      name: options.name,
      isFullAccess: options.fullAccess,
      startsAt: ago(options.startedDaysAgo ?? 60),
      endsAt: new Date(now.getTime() + 60 * DAY),
      inactiveAfterDays: options.inactiveAfterDays ?? 14,
    })
    .returning({ id: programBatches.id });
  const corporateId = FIXTURE_CORPORATE_ID;
  await db.insert(programCompanies).values({ batchId: batch.id, corporateId });
  const [manager] = await db
    .select({ id: corporateManagers.id })
    .from(corporateManagers)
    .innerJoin(users, eq(users.id, corporateManagers.userId))
    .where(eq(users.username, options.managerUsername ?? 'corporate.demo'));
  await db.insert(corporateBatchAccess).values({ managerId: manager.id, batchId: batch.id });

  const [author] = await db.select({ id: users.id }).from(users).where(eq(users.idRole, ROLE_IDS.admin)).limit(1);
  const itemIds: number[] = [];
  for (let index = 0; index < options.items; index++) {
    const slug = `program-uji-${batch.id}-${index + 1}-${randomBytes(3).toString('hex')}`;
    const [course] = await db
      .insert(courses)
      .values({
        slug,
        title: `Materi ${index + 1}`,
        level: 'Pemula',
        category: 'Program',
        authorId: author.id,
        owner: 'program',
      })
      .returning({ id: courses.id });
    const [item] = await db
      .insert(programLearningItems)
      .values({
        batchId: batch.id,
        corporateId,
        contentCourseId: course.id,
        title: `Materi ${index + 1}`,
        order: index + 1,
        points: 100,
      })
      .returning({ id: programLearningItems.id });
    itemIds.push(item.id);
  }

  const passwordHash = await hashPassword(FIXTURE_PASSWORD);
  const employees: ProgramFixture['employees'] = {};
  for (const employee of options.employees) {
    const email = `${employee.username}@karyawan.uji`;
    const [user] = await db
      .insert(users)
      .values({
        username: employee.username,
        name: employee.name ?? `Karyawan ${employee.username}`,
        email,
        passwordHash,
        idRole: ROLE_IDS.member,
        emailVerifiedAt: now,
      })
      .returning({ id: users.id });
    // Progress in items past `options.items` is ignored.
    const itemProgress = (employee.items ?? []).slice(0, options.items);
    const opened = itemProgress.filter((item): item is FixtureItemProgress => item !== undefined);
    const completed = opened.filter((item) => item.completedDaysAgo !== undefined).length;
    const [member] = await db
      .insert(corporateMembers)
      .values({
        corporateId,
        batchId: batch.id,
        userId: user.id,
        department: employee.department ?? null,
        joinedAt: ago(employee.joinedDaysAgo ?? 30),
        lastActiveAt:
          employee.lastActiveDaysAgo === undefined || employee.lastActiveDaysAgo === null
            ? null
            : ago(employee.lastActiveDaysAgo),
        progress: options.items === 0 ? 0 : Math.round((completed / options.items) * 100),
        point: employee.point ?? completed * 100,
      })
      .returning({ id: corporateMembers.id });
    const rows = itemProgress.flatMap((item, index) =>
      item
        ? [
            {
              memberId: member.id,
              itemId: itemIds[index],
              progress: item.progress,
              quizScore: item.quiz ?? null,
              completedAt: item.completedDaysAgo === undefined ? null : ago(item.completedDaysAgo),
              lastActiveAt: ago(item.activeDaysAgo ?? item.completedDaysAgo ?? employee.lastActiveDaysAgo ?? 0),
            },
          ]
        : [],
    );
    if (rows.length > 0) await db.insert(programItemProgress).values(rows);
    employees[employee.username] = { userId: user.id, memberId: member.id, email };
  }
  return { batchId: batch.id, corporateId, itemIds, employees };
}

/**
 * Seven employees of PT Nusantara Aman in three items (inactive after 14 days): ani active, budi inactive for 20 days,
 * citra completed all, dedi never started and joined 30 days ago (inactive), eka joined 3 days ago (not started), fajar
 * active with no department, gita active.
 */
export const SEVEN_EMPLOYEES: readonly FixtureEmployee[] = [
  {
    username: 'ani.uji',
    name: 'Ani Wijaya',
    department: 'Keuangan',
    lastActiveDaysAgo: 2,
    items: [
      { progress: 100, quiz: 80, completedDaysAgo: 10 },
      { progress: 100, quiz: 90, completedDaysAgo: 3 },
      { progress: 50, activeDaysAgo: 2 },
    ],
  },
  {
    username: 'budi.uji',
    name: 'Budi Santoso',
    department: 'Keuangan',
    lastActiveDaysAgo: 20,
    items: [{ progress: 100, quiz: 70, completedDaysAgo: 20 }],
  },
  {
    username: 'citra.uji',
    name: 'Citra Lestari',
    department: 'TI',
    lastActiveDaysAgo: 1,
    items: [
      { progress: 100, quiz: 100, completedDaysAgo: 15 },
      { progress: 100, quiz: 95, completedDaysAgo: 8 },
      { progress: 100, quiz: 90, completedDaysAgo: 1 },
    ],
  },
  { username: 'dedi.uji', name: 'Dedi Kurniawan', department: 'TI', joinedDaysAgo: 30, lastActiveDaysAgo: null },
  { username: 'eka.uji', name: 'Eka Putri', department: 'TI', joinedDaysAgo: 3, lastActiveDaysAgo: null },
  { username: 'fajar.uji', name: 'Fajar Ramadhan', lastActiveDaysAgo: 5, items: [{ progress: 30, activeDaysAgo: 5 }] },
  {
    username: 'gita.uji',
    name: 'Gita Maharani',
    department: 'Keuangan',
    lastActiveDaysAgo: 6,
    items: [{ progress: 100, quiz: 60, completedDaysAgo: 6 }],
  },
];

/** The same people under other usernames, for a second batch. */
export const renamed = (suffix: string) =>
  SEVEN_EMPLOYEES.map((employee) => ({ ...employee, username: employee.username.replace('.uji', `.${suffix}`) }));
