// The author's home list: their courses, newest first, drafts included.
import type { AuthorCourse, CourseState } from '@akademi-siber/util-contracts';
import type { Database } from '../../db/client';
import type { PageRequest } from '../../plugins/request-schemas';
import { createAuthorRepository } from './author-repository';

export function createAuthorService(db: Database) {
  const repository = createAuthorRepository(db);
  return {
    async myCourses(
      authorId: number,
      page: PageRequest,
      state?: CourseState,
    ): Promise<{ items: AuthorCourse[]; total: number }> {
      const { rows, total } = await repository.listCourses(authorId, page, state);
      return { items: rows, total };
    },
  };
}
