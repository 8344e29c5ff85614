// Joining a classroom by its code (decision 0037). A member sends the code their teacher shared: a code that matches
// no classroom or has expired counts towards a limit of wrong codes per member (guessing codes is slow), a full
// classroom and an existing membership are refused, and the seat limit holds under concurrency because every join of
// one classroom takes that classroom's row lock first. The teacher sets the expiry and the seat limit, and can replace
// the code (the old one stops working at once).
import { randomInt } from 'node:crypto';
import {
  CLASSROOM_JOIN_MESSAGES,
  classroomJoinSettingsSchema,
  type ClassroomJoinCode,
  type MemberClassroom,
} from '@akademi-siber/util-contracts';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { ApiError } from '../../plugins/errors';
import { createRateLimiter, type RateLimit } from '../auth';
import { createClassroomRepository } from './classroom-repository';
import { CLASSROOM_NOT_FOUND } from './classroom-service';
import { createJoinRepository } from './join-repository';

/** Wrong or expired codes per member before 429 (with Retry-After) until the window ends. */
export const WRONG_JOIN_CODE_LIMIT: RateLimit = { scope: 'classroom-join:user', limit: 10, windowMs: 15 * 60_000 };

const SETTINGS_REQUIRED = 'Pengaturan kode bergabung wajib dikirim.';

/** Letters and digits that cannot be mistaken for each other when read aloud or copied (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** `XXXX-XXXX` from CODE_ALPHABET: 31⁸ ≈ 8.5 × 10¹¹ codes. */
export function newJoinCode(): string {
  const pick = () => Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
  return `${pick()}-${pick()}`;
}

const toMember = (row: Omit<MemberClassroom, 'joinedAt'> & { joinedAt: Date }): MemberClassroom => ({
  ...row,
  joinedAt: row.joinedAt.toISOString(),
});

const toJoinCode = (row: Omit<ClassroomJoinCode, 'joinCodeExpiresAt'> & { joinCodeExpiresAt: Date | null }) => ({
  ...row,
  joinCodeExpiresAt: row.joinCodeExpiresAt ? row.joinCodeExpiresAt.toISOString() : null,
});

export function createJoinService(db: Database) {
  const repository = createJoinRepository(db);
  const classrooms = createClassroomRepository(db);
  const limiter = createRateLimiter(db);

  async function ownClassroom(userId: number, slug: string) {
    const classroom = await classrooms.findOwnClassroom(userId, slug);
    if (!classroom) throw new ApiError(404, CLASSROOM_NOT_FOUND);
    return classroom;
  }

  return {
    async memberClassrooms(userId: number): Promise<MemberClassroom[]> {
      return (await repository.memberClassrooms(userId)).map(toMember);
    },

    /** `code` is already normalised (classroomJoinSchema: no spaces, capitals). */
    async join(userId: number, code: string): Promise<MemberClassroom> {
      return limiter.limitFailures(
        String(userId),
        WRONG_JOIN_CODE_LIMIT,
        async () => {
          const classroomId = await db.transaction(async (tx) => {
            const classroom = await repository.lockByCode(tx, code);
            if (!classroom) throw new ApiError(404, CLASSROOM_JOIN_MESSAGES.wrongCode);
            if (classroom.joinCodeExpiresAt && classroom.joinCodeExpiresAt.getTime() <= Date.now())
              throw new ApiError(410, CLASSROOM_JOIN_MESSAGES.expired);
            if (await repository.isStudent(tx, classroom.id, userId))
              throw new ApiError(409, CLASSROOM_JOIN_MESSAGES.alreadyMember);
            if (
              classroom.seatLimit !== null &&
              (await repository.countStudents(tx, classroom.id)) >= classroom.seatLimit
            )
              throw new ApiError(409, CLASSROOM_JOIN_MESSAGES.full);
            await repository.addStudent(tx, classroom.id, userId);
            return classroom.id;
          });
          const [joined] = await repository.memberClassrooms(userId, classroomId);
          return toMember(joined);
        },
        (error) => error instanceof ApiError && (error.statusCode === 404 || error.statusCode === 410),
      );
    },

    async joinCode(userId: number, classroomSlug: string): Promise<ClassroomJoinCode> {
      const classroom = await ownClassroom(userId, classroomSlug);
      return toJoinCode(await repository.joinCode(classroom.id));
    },

    /**
     * The body is checked after the classroom, so another teacher learns nothing but "not found" whatever they send.
     */
    async updateSettings(userId: number, classroomSlug: string, body: unknown): Promise<ClassroomJoinCode> {
      const classroom = await ownClassroom(userId, classroomSlug);
      if (body === null || body === undefined)
        throw new ApiError(422, SETTINGS_REQUIRED, {}, { errors: [{ path: 'body', message: SETTINGS_REQUIRED }] });
      const parsed = classroomJoinSettingsSchema.safeParse(body);
      if (!parsed.success) {
        const errors = parsed.error.issues.map((issue) => ({
          path: issue.path.join('.') || 'body',
          message: issue.message,
        }));
        throw new ApiError(422, errors[0]?.message, {}, { errors });
      }
      const { expiresAt, seatLimit } = parsed.data;
      const current = await repository.joinCode(classroom.id);
      if (seatLimit !== null && seatLimit < current.students) {
        const message = `Batas kursi tidak boleh kurang dari jumlah mahasiswa saat ini (${current.students}).`;
        throw new ApiError(422, message, {}, { errors: [{ path: 'seatLimit', message }] });
      }
      await repository.updateSettings(classroom.id, { expiresAt: expiresAt ? new Date(expiresAt) : null, seatLimit });
      return toJoinCode(await repository.joinCode(classroom.id));
    },

    /** A new code (a clash with another classroom's code, however unlikely, is retried). */
    async regenerate(userId: number, classroomSlug: string): Promise<ClassroomJoinCode> {
      const classroom = await ownClassroom(userId, classroomSlug);
      for (let attempt = 0; ; attempt++) {
        try {
          await repository.replaceCode(classroom.id, newJoinCode());
          break;
        } catch (error) {
          if (!isUniqueViolation(error) || attempt >= 4) throw error;
        }
      }
      return toJoinCode(await repository.joinCode(classroom.id));
    },
  };
}
