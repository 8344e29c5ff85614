// Joining a classroom by its code: the classroom row locked while a seat is taken (so a seat limit holds under
// concurrency, on every API instance), the member's classrooms, and the teacher's join-code settings.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { campuses, classrooms, classroomStudents, teachers, users } from '../../db/schema';

// Spelled out: in a query on one table drizzle leaves column names unqualified, and inside this subquery an
// unqualified "id" would be the student row's.
const studentCount = sql<number>`(select count(*) from classroom_students as seat
  where seat.classroom_id = "classrooms"."id")::int`;

export function createJoinRepository(db: Database) {
  return {
    /** The classroom with this code, row-locked until the transaction ends (joins of one classroom queue here). */
    async lockByCode(tx: Transaction, code: string) {
      const [row] = await tx
        .select({
          id: classrooms.id,
          joinCodeExpiresAt: classrooms.joinCodeExpiresAt,
          seatLimit: classrooms.seatLimit,
        })
        .from(classrooms)
        .where(eq(classrooms.joinCode, code))
        .for('update');
      return row ?? null;
    },

    async isStudent(tx: Transaction, classroomId: number, userId: number): Promise<boolean> {
      const rows = await tx
        .select({ id: classroomStudents.id })
        .from(classroomStudents)
        .where(and(eq(classroomStudents.classroomId, classroomId), eq(classroomStudents.userId, userId)));
      return rows.length > 0;
    },

    async countStudents(tx: Transaction, classroomId: number): Promise<number> {
      const [row] = await tx
        .select({ total: count() })
        .from(classroomStudents)
        .where(eq(classroomStudents.classroomId, classroomId));
      return row.total;
    },

    async addStudent(tx: Transaction, classroomId: number, userId: number): Promise<void> {
      await tx.insert(classroomStudents).values({ classroomId, userId });
    },

    /** The classrooms a member studies in, newest join first (`classroomId` to pick one). */
    memberClassrooms(userId: number, classroomId?: number) {
      const teacherUser = sql<string>`(select ${users.name} from ${users} where ${users.id} = ${teachers.userId})`;
      return db
        .select({
          slug: classrooms.slug,
          name: classrooms.name,
          campus: campuses.name,
          teacher: teacherUser,
          joinedAt: classroomStudents.joinedAt,
          students: studentCount,
        })
        .from(classroomStudents)
        .innerJoin(classrooms, eq(classrooms.id, classroomStudents.classroomId))
        .innerJoin(campuses, eq(campuses.id, classrooms.campusId))
        .innerJoin(teachers, eq(teachers.id, classrooms.teacherId))
        .where(
          and(
            eq(classroomStudents.userId, userId),
            classroomId === undefined ? undefined : eq(classrooms.id, classroomId),
          ),
        )
        .orderBy(sql`${classroomStudents.joinedAt} desc`, asc(classrooms.name));
    },

    /** The join code as it stands. */
    async joinCode(classroomId: number) {
      const [row] = await db
        .select({
          joinCode: classrooms.joinCode,
          joinCodeExpiresAt: classrooms.joinCodeExpiresAt,
          seatLimit: classrooms.seatLimit,
          students: studentCount,
        })
        .from(classrooms)
        .where(eq(classrooms.id, classroomId));
      return row;
    },

    async updateSettings(classroomId: number, settings: { expiresAt: Date | null; seatLimit: number | null }) {
      await db
        .update(classrooms)
        .set({ joinCodeExpiresAt: settings.expiresAt, seatLimit: settings.seatLimit })
        .where(eq(classrooms.id, classroomId));
    },

    async replaceCode(classroomId: number, code: string) {
      await db.update(classrooms).set({ joinCode: code }).where(eq(classrooms.id, classroomId));
    },
  };
}
