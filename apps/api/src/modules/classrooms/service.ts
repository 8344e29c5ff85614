// The teacher's classrooms, newest first. A teacher account without a teacher record simply has none.
import type { TeacherClassroom } from '@akademi-siber/util-contracts';
import type { Database } from '../../db/client';
import type { PageRequest } from '../../plugins/request-schemas';
import { createTeacherRepository } from './repository';

export function createTeacherService(db: Database) {
  const repository = createTeacherRepository(db);
  return {
    async myClassrooms(userId: number, page: PageRequest): Promise<{ items: TeacherClassroom[]; total: number }> {
      const { rows, total } = await repository.listClassrooms(userId, page);
      return { items: rows, total };
    },
  };
}
