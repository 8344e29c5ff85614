// What a submission changes (decision 0053), counted once when it is submitted and shown in the admin's queue and
// the author's history: settings that differ, and modules, materials and assessments added, changed or removed.
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { SubmissionChanges } from '../../db/schema';

const SETTING_LABELS: Record<string, string> = {
  title: 'judul',
  level: 'level',
  category: 'kategori',
  description: 'deskripsi',
  price: 'harga',
  included_in_subscription: 'langganan',
  thumbnail_key: 'gambar sampul',
};

const first = <T>(result: unknown) => (result as { rows: T[] }).rows[0];

/** The contents of a course never published: everything is new. */
export async function firstVersionChanges(db: Executor, courseId: number): Promise<SubmissionChanges> {
  const row = first<{ modules: number; materials: number; assessments: number }>(
    await db.execute(sql`
      select (select count(*) from course_modules where course_id = ${courseId})::int as modules,
        (select count(*) from materials m join course_modules cm on cm.id = m.module_id
          where cm.course_id = ${courseId})::int as materials,
        (select count(*) from assessments where course_id = ${courseId})::int as assessments`),
  );
  return {
    firstVersion: true,
    settings: [],
    modulesAdded: Number(row.modules),
    modulesRemoved: 0,
    materialsAdded: Number(row.materials),
    materialsChanged: 0,
    materialsRemoved: 0,
    assessmentsChanged: Number(row.assessments),
  };
}

/** A working copy against its published course. */
export async function copyChanges(db: Executor, sourceId: number, copyId: number): Promise<SubmissionChanges> {
  const settings = first<Record<string, boolean>>(
    await db.execute(sql`
      select ${sql.raw(
        Object.keys(SETTING_LABELS)
          .map((column) => `(s."${column}" is distinct from c."${column}") as "${column}"`)
          .join(', '),
      )}
      from courses s, courses c where s.id = ${sourceId} and c.id = ${copyId}`),
  );
  const copyMaterials = sql`
    select m.* from materials m join course_modules cm on cm.id = m.module_id where cm.course_id = ${copyId}`;
  const sourceMaterials = sql`
    select m.* from materials m join course_modules cm on cm.id = m.module_id where cm.course_id = ${sourceId}`;
  const counts = first<Record<string, number>>(
    await db.execute(sql`
      select
        (select count(*) from course_modules where course_id = ${copyId} and source_id is null)::int as "modulesAdded",
        (select count(*) from course_modules s where s.course_id = ${sourceId} and not exists (
          select 1 from course_modules c where c.course_id = ${copyId} and c.source_id = s.id)
        )::int as "modulesRemoved",
        (select count(*) from (${copyMaterials}) c where c.source_id is null)::int as "materialsAdded",
        (select count(*) from (${sourceMaterials}) s where not exists (
          select 1 from (${copyMaterials}) c where c.source_id = s.id))::int as "materialsRemoved",
        (select count(*) from (${sourceMaterials}) s join (${copyMaterials}) c on c.source_id = s.id
          where (s.title, s.body, s.link_url, s.file_path, s.hls_playlist, s.is_free_preview, s."order")
            is distinct from (c.title, c.body, c.link_url, c.file_path, c.hls_playlist, c.is_free_preview, c."order")
        )::int as "materialsChanged",
        (select count(*) from assessments c where c.course_id = ${copyId} and (c.source_id is null
          or exists (select 1 from assessments s where s.id = c.source_id and
            (s.title, s.time_limit_minutes, s.attempt_limit, s.passing_score, s.shuffle)
            is distinct from (c.title, c.time_limit_minutes, c.attempt_limit, c.passing_score, c.shuffle))
          or exists (select 1 from assessment_questions q where q.assessment_id = c.id and (q.source_id is null
            or exists (select 1 from assessment_questions sq where sq.id = q.source_id and
              (sq.prompt, sq.explanation, sq.points, sq."order") is distinct from
              (q.prompt, q.explanation, q.points, q."order"))))
        ))::int + (select count(*) from assessments s where s.course_id = ${sourceId} and not exists (
          select 1 from assessments c where c.course_id = ${copyId} and c.source_id = s.id))::int
          as "assessmentsChanged"`),
  );
  return {
    firstVersion: false,
    settings: Object.entries(SETTING_LABELS)
      .filter(([column]) => settings?.[column])
      .map(([, label]) => label),
    modulesAdded: Number(counts.modulesAdded),
    modulesRemoved: Number(counts.modulesRemoved),
    materialsAdded: Number(counts.materialsAdded),
    materialsChanged: Number(counts.materialsChanged),
    materialsRemoved: Number(counts.materialsRemoved),
    assessmentsChanged: Number(counts.assessmentsChanged),
  };
}

/** Whether a copy changes anything at all. */
export const changesAnything = (changes: SubmissionChanges) =>
  changes.firstVersion ||
  changes.settings.length > 0 ||
  changes.modulesAdded + changes.modulesRemoved + changes.materialsAdded + changes.materialsChanged > 0 ||
  changes.materialsRemoved + changes.assessmentsChanged > 0;
