// Approving a change of a published course (decision 0053): the working copy is merged into the published rows in
// the approving transaction. Rows the copy kept are updated in place, so their ids — and with them members' progress,
// attempts, saved answers and certificates — survive; rows added in the copy are moved over; rows the copy removed are
// deleted where decision 0042 allows it (never an assessment, a question or a module quiz members have attempted:
// the approval is then refused with a message that says what to restore). The copy is dropped last.
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import { assignFrom } from './columns';
import {
  ASSESSMENT_COLUMNS,
  COURSE_SETTING_COLUMNS,
  courseFiles,
  MATERIAL_COLUMNS,
  MODULE_COLUMNS,
  OPTION_COLUMNS,
  QUESTION_COLUMNS,
} from './working-copy';

export interface ReplacedFiles {
  materials: { filePath: string | null; hlsPlaylist: string | null }[];
  thumbnailKeys: string[];
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const refuse = (what: string, title: string, attempts: number) =>
  new ApiError(
    409,
    `Perubahan ini menghapus ${what} "${title}" yang sudah dikerjakan peserta (${attempts} percobaan). ` +
      'Kembalikan perubahan itu kepada pengajar: kuis yang sudah dikerjakan hanya boleh diubah, tidak dihapus.',
  );

/** Assessments of the course the copy no longer has; refused when any was attempted. */
async function removeAssessments(tx: Transaction, sourceId: number, copyId: number) {
  const removed = rowsOf<{ id: number; title: string; attempts: number }>(
    await tx.execute(sql`
      select a.id, a.title, (select count(*) from assessment_attempts t where t.assessment_id = a.id)::int as attempts
      from assessments a
      where a.course_id = ${sourceId}
        and not exists (select 1 from assessments c where c.course_id = ${copyId} and c.source_id = a.id)
      for update of a`),
  );
  const attempted = removed.find((row) => Number(row.attempts) > 0);
  if (attempted) throw refuse('kuis/ujian', attempted.title, Number(attempted.attempts));
  if (removed.length > 0) {
    await tx.execute(
      sql`delete from assessments where id in (${sql.join(
        removed.map((row) => sql`${row.id}`),
        sql`, `,
      )})`,
    );
  }
}

/** Questions of kept assessments the copy no longer has; refused when their assessment was attempted. */
async function removeQuestions(tx: Transaction, sourceId: number, copyId: number) {
  const removed = rowsOf<{ id: number; title: string; attempts: number }>(
    await tx.execute(sql`
      select q.id, a.title, (select count(*) from assessment_attempts t where t.assessment_id = a.id)::int as attempts
      from assessment_questions q join assessments a on a.id = q.assessment_id
      where a.course_id = ${sourceId}
        and not exists (
          select 1 from assessment_questions c join assessments ca on ca.id = c.assessment_id
          where ca.course_id = ${copyId} and c.source_id = q.id)`),
  );
  const attempted = removed.find((row) => Number(row.attempts) > 0);
  if (attempted) throw refuse('soal dari', attempted.title, Number(attempted.attempts));
  if (removed.length > 0) {
    await tx.execute(
      sql`delete from assessment_questions where id in (${sql.join(
        removed.map((row) => sql`${row.id}`),
        sql`, `,
      )})`,
    );
  }
}

/** Merges copy `copyId` into course `sourceId` (both locked by the caller); answers the files it replaced. */
export async function mergeWorkingCopy(tx: Transaction, sourceId: number, copyId: number): Promise<ReplacedFiles> {
  const replaced: ReplacedFiles = { materials: [], thumbnailKeys: [] };
  const copyModules = sql`select id, source_id from course_modules where course_id = ${copyId}`;
  const copyMaterials = sql`
    select m.* from materials m join course_modules cm on cm.id = m.module_id where cm.course_id = ${copyId}`;
  const copyQuestions = sql`
    select q.* from assessment_questions q join assessments a on a.id = q.assessment_id where a.course_id = ${copyId}`;

  // 1. What the copy removed: modules (a quiz members attempted stops it), materials, assessments, questions, options.
  const removedModules = rowsOf<{ id: number; title: string; attempts: number }>(
    await tx.execute(sql`
      select m.id, m.title, (
        select count(*) from assessment_attempts t join assessments a on a.id = t.assessment_id
        where a.module_id = m.id)::int as attempts
      from course_modules m
      where m.course_id = ${sourceId} and not exists (select 1 from (${copyModules}) c where c.source_id = m.id)`),
  );
  const attemptedModule = removedModules.find((row) => Number(row.attempts) > 0);
  if (attemptedModule) throw refuse('modul', attemptedModule.title, Number(attemptedModule.attempts));
  const goneMaterials = rowsOf<{ id: number; filePath: string | null; hlsPlaylist: string | null }>(
    await tx.execute(sql`
      select m.id, m.file_path as "filePath", m.hls_playlist as "hlsPlaylist"
      from materials m join course_modules sm on sm.id = m.module_id
      where sm.course_id = ${sourceId} and not exists (select 1 from (${copyMaterials}) c where c.source_id = m.id)`),
  );
  replaced.materials.push(...goneMaterials);
  await removeAssessments(tx, sourceId, copyId);
  await removeQuestions(tx, sourceId, copyId);
  if (goneMaterials.length > 0) {
    await tx.execute(
      sql`delete from materials where id in (${sql.join(
        goneMaterials.map((row) => sql`${row.id}`),
        sql`, `,
      )})`,
    );
  }
  if (removedModules.length > 0) {
    await tx.execute(
      sql`delete from course_modules where id in (${sql.join(
        removedModules.map((row) => sql`${row.id}`),
        sql`, `,
      )})`,
    );
  }
  await tx.execute(sql`
    delete from question_options o using assessment_questions q, assessments a
    where q.id = o.question_id and a.id = q.assessment_id and a.course_id = ${sourceId}
      and not exists (
        select 1 from question_options c join (${copyQuestions}) cq on cq.id = c.question_id
        where c.source_id = o.id)`);

  // 2. Modules: kept ones updated in place, new ones moved over (their materials and quiz move with them).
  await tx.execute(sql`
    update course_modules s set ${assignFrom(MODULE_COLUMNS, 'c')}
    from course_modules c where c.course_id = ${copyId} and c.source_id = s.id`);
  await tx.execute(sql`
    update course_modules set course_id = ${sourceId} where course_id = ${copyId} and source_id is null`);

  // 3. Materials: the replaced files are remembered (removed after the commit, when no row names them).
  replaced.materials.push(
    ...rowsOf<{ filePath: string | null; hlsPlaylist: string | null }>(
      await tx.execute(sql`
        select s.file_path as "filePath", s.hls_playlist as "hlsPlaylist"
        from materials s join (${copyMaterials}) c on c.source_id = s.id
        where s.file_path is distinct from c.file_path or s.hls_playlist is distinct from c.hls_playlist`),
    ),
  );
  await tx.execute(sql`
    update materials s set ${assignFrom(MATERIAL_COLUMNS, 'c')}
    from (${copyMaterials}) c where c.source_id = s.id`);
  await tx.execute(sql`
    update materials m set module_id = cm.source_id
    from course_modules cm
    where cm.id = m.module_id and cm.course_id = ${copyId} and m.source_id is null`);

  // 4. Assessments, questions, options, accepted answers: the same way.
  await tx.execute(sql`
    update assessments s set ${assignFrom(ASSESSMENT_COLUMNS, 'c')}
    from assessments c where c.course_id = ${copyId} and c.source_id = s.id`);
  await tx.execute(sql`
    update assessments a set course_id = ${sourceId},
      module_id = (select coalesce(m.source_id, m.id) from course_modules m where m.id = a.module_id)
    where a.course_id = ${copyId} and a.source_id is null`);
  await tx.execute(sql`
    update assessment_questions s set ${assignFrom(QUESTION_COLUMNS, 'c')}
    from (${copyQuestions}) c where c.source_id = s.id`);
  await tx.execute(sql`
    update question_options s set ${assignFrom(OPTION_COLUMNS, 'c')}
    from question_options c join (${copyQuestions}) cq on cq.id = c.question_id where c.source_id = s.id`);
  await tx.execute(sql`
    update question_options o set question_id = cq.source_id
    from (${copyQuestions}) cq where cq.id = o.question_id and cq.source_id is not null and o.source_id is null`);
  await tx.execute(sql`
    delete from question_accepted_answers x using (${copyQuestions}) cq where cq.source_id = x.question_id`);
  await tx.execute(sql`
    update question_accepted_answers x set question_id = cq.source_id
    from (${copyQuestions}) cq where cq.id = x.question_id and cq.source_id is not null`);
  await tx.execute(sql`
    update assessment_questions q set assessment_id = a.source_id
    from assessments a where a.id = q.assessment_id and a.course_id = ${copyId} and q.source_id is null`);

  // 5. The settings, then the copy goes (with what it still holds: its copies of kept rows).
  const [thumbnails] = rowsOf<{ before: string | null; after: string | null }>(
    await tx.execute(sql`
      select s.thumbnail_key as before, c.thumbnail_key as after
      from courses s, courses c where s.id = ${sourceId} and c.id = ${copyId}`),
  );
  if (thumbnails?.before && thumbnails.before !== thumbnails.after) replaced.thumbnailKeys.push(thumbnails.before);
  await tx.execute(sql`
    update courses s set ${assignFrom(COURSE_SETTING_COLUMNS, 'c')}
    from courses c where s.id = ${sourceId} and c.id = ${copyId}`);
  await tx.execute(sql`delete from courses where id = ${copyId}`);
  await recomputeProgress(tx, sourceId);
  return replaced;
}

/** Members' progress against the new list of materials (done ones stay done; a completed course stays completed). */
export async function recomputeProgress(tx: Transaction, courseId: number) {
  const courseMaterials = sql`
    select m.id from materials m join course_modules cm on cm.id = m.module_id where cm.course_id = ${courseId}`;
  await tx.execute(sql`
    update enrollments e set
      completed_materials = d.done,
      progress = case when d.total = 0 then 0 when d.done >= d.total then 100
        else least(99, round(d.done * 100.0 / d.total)) end
    from (
      select e2.id,
        (select count(*) from (${courseMaterials}) cm)::int as total,
        (select count(*) from material_progress p
          where p.user_id = e2.user_id and p.completed_at is not null
            and p.material_id in (${courseMaterials}))::int as done
      from enrollments e2 where e2.course_id = ${courseId}
    ) d
    where d.id = e.id`);
}

export { courseFiles };
