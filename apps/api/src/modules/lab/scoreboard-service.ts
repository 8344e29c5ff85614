// Who sees which lab scoreboard (decision 0035): the public and the players see it frozen when the staff froze it
// (players with their own row added); the staff see it live, the teachers live for their own classrooms.
import type { LabClassroom, LabScoreboard, LabScoreboardPeriod } from '@akademi-siber/util-contracts';
import type { Database } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import { createScoreboardRepository } from './scoreboard-repository';

export const CLASSROOM_NOT_FOUND = 'Classroom tidak ditemukan.';

export function createScoreboardService(db: Database) {
  const repository = createScoreboardRepository(db);

  const found = <T>(classroom: T | undefined): T => {
    if (!classroom) throw new ApiError(404, CLASSROOM_NOT_FOUND);
    return classroom;
  };

  return {
    repository,

    publicBoard(period: LabScoreboardPeriod, limit: number): Promise<LabScoreboard> {
      return repository.board({ period, limit, live: false });
    },

    /** The classrooms whose board a player may open (they study in or teach them). */
    classrooms(userId: number): Promise<LabClassroom[]> {
      return repository.playerClassrooms(userId);
    },

    /** A player's board: everyone, or a classroom they study in or teach; their own row comes with it. */
    async standings(
      userId: number,
      period: LabScoreboardPeriod,
      limit: number,
      classroomSlug: string | undefined,
    ): Promise<LabScoreboard> {
      const classroom = classroomSlug ? found(await repository.classroomFor(userId, classroomSlug)) : null;
      return repository.board({ period, limit, userId, classroom, live: false });
    },

    async staffBoard(period: LabScoreboardPeriod, limit: number, classroomSlug: string | undefined) {
      const classroom = classroomSlug ? found(await repository.anyClassroom(classroomSlug)) : null;
      return repository.board({ period, limit, classroom, live: true });
    },

    async teacherBoard(userId: number, classroomSlug: string, period: LabScoreboardPeriod, limit: number) {
      const classroom = found(await repository.classroomFor(userId, classroomSlug, true));
      return repository.board({ period, limit, classroom, live: true });
    },
  };
}
