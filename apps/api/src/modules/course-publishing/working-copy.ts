// A published course's working copy (decision 0053): a hidden course (owner 'revision', source_id → the course) with
// a copy of each module, material, assessment, question, option and accepted answer, each copy's source_id pointing
// back. The existing editor edits it like any content; learners never see it. Files are shared, not copied: a file
// leaves storage only when no material names it any more (authoring/material-files.ts).
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import {
  assessmentQuestions,
  assessments,
  courseModules,
  courses,
  materials,
  questionAcceptedAnswers,
  questionOptions,
} from '../../db/schema';
import { columnsOf, list } from './columns';

/** Settings a working copy carries and an approval writes back (everything the author sets but the slug). */
export const COURSE_SETTING_COLUMNS = columnsOf(courses, [
  'id',
  'slug',
  'owner',
  'source_id',
  'published',
  'created_at',
  'author_id',
]);
const MODULE_COLUMNS = columnsOf(courseModules, ['id', 'course_id', 'source_id']);
const MATERIAL_COLUMNS = columnsOf(materials, ['id', 'module_id', 'hash_id', 'source_id']);
const ASSESSMENT_COLUMNS = columnsOf(assessments, ['id', 'course_id', 'module_id', 'source_id']);
const QUESTION_COLUMNS = columnsOf(assessmentQuestions, ['id', 'assessment_id', 'source_id']);
const OPTION_COLUMNS = columnsOf(questionOptions, ['id', 'question_id', 'source_id']);
const ANSWER_COLUMNS = columnsOf(questionAcceptedAnswers, ['id', 'question_id']);

export { ASSESSMENT_COLUMNS, MATERIAL_COLUMNS, MODULE_COLUMNS, OPTION_COLUMNS, QUESTION_COLUMNS };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A slug nobody types: the copy is addressed only through the builder's answer (`editingSlug`). */
export function workingCopySlug(slug: string): string {
  return `${slug.slice(0, 120)}-revisi-${randomBytes(4).toString('hex')}`;
}

/** Makes the working copy of course `sourceId` (locked by the caller) and answers its id and slug. */
export async function cloneCourse(tx: Transaction, sourceId: number, slug: string) {
  const copySlug = workingCopySlug(slug);
  const [copy] = rowsOf<{ id: number }>(
    await tx.execute(sql`
      insert into courses (slug, owner, source_id, published, author_id, ${list(COURSE_SETTING_COLUMNS)})
      select ${copySlug}, 'revision', s.id, false, s.author_id, ${list(COURSE_SETTING_COLUMNS, 's')}
      from courses s where s.id = ${sourceId}
      returning id`),
  );
  const copyId = Number(copy.id);
  await tx.execute(sql`
    insert into course_modules (course_id, source_id, ${list(MODULE_COLUMNS)})
    select ${copyId}, m.id, ${list(MODULE_COLUMNS, 'm')} from course_modules m where m.course_id = ${sourceId}`);
  await tx.execute(sql`
    insert into materials (module_id, hash_id, source_id, ${list(MATERIAL_COLUMNS)})
    select cm.id, substr(md5(random()::text || m.id::text || clock_timestamp()::text), 1, 16), m.id,
      ${list(MATERIAL_COLUMNS, 'm')}
    from materials m join course_modules cm on cm.source_id = m.module_id and cm.course_id = ${copyId}`);
  await tx.execute(sql`
    insert into assessments (course_id, module_id, source_id, ${list(ASSESSMENT_COLUMNS)})
    select ${copyId}, cm.id, a.id, ${list(ASSESSMENT_COLUMNS, 'a')}
    from assessments a left join course_modules cm on cm.source_id = a.module_id and cm.course_id = ${copyId}
    where a.course_id = ${sourceId}`);
  await tx.execute(sql`
    insert into assessment_questions (assessment_id, source_id, ${list(QUESTION_COLUMNS)})
    select ca.id, q.id, ${list(QUESTION_COLUMNS, 'q')}
    from assessment_questions q join assessments ca on ca.source_id = q.assessment_id and ca.course_id = ${copyId}`);
  const copiedQuestions = sql`
    select cq.id, cq.source_id from assessment_questions cq
    join assessments ca on ca.id = cq.assessment_id and ca.course_id = ${copyId}`;
  await tx.execute(sql`
    insert into question_options (question_id, source_id, ${list(OPTION_COLUMNS)})
    select cq.id, o.id, ${list(OPTION_COLUMNS, 'o')}
    from question_options o join (${copiedQuestions}) cq on cq.source_id = o.question_id`);
  await tx.execute(sql`
    insert into question_accepted_answers (question_id, ${list(ANSWER_COLUMNS)})
    select cq.id, ${list(ANSWER_COLUMNS, 'x')}
    from question_accepted_answers x join (${copiedQuestions}) cq on cq.source_id = x.question_id`);
  return { id: copyId, slug: copySlug };
}

/** The files a course's materials name (to remove, where unshared, once the rows are gone). */
export async function courseFiles(tx: Transaction, courseId: number) {
  return rowsOf<{ filePath: string | null; hlsPlaylist: string | null }>(
    await tx.execute(sql`
      select m.file_path as "filePath", m.hls_playlist as "hlsPlaylist"
      from materials m join course_modules cm on cm.id = m.module_id where cm.course_id = ${courseId}`),
  );
}
