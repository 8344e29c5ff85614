// The writes of authoring, and the small reads they decide on (decision 0042). Every write of a content runs in a
// transaction that first locks the course row, so two authors' changes to one content (a new module's slug and
// place, a new order) happen one after the other.
import { and, count, eq, inArray, max, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor, Transaction } from '../../db/client';
import {
  assessmentAttempts,
  assessmentQuestions,
  assessments,
  courseModules,
  courses,
  materials,
} from '../../db/schema';

export type MaterialChange = Partial<
  Pick<
    typeof materials.$inferInsert,
    | 'title'
    | 'body'
    | 'linkUrl'
    | 'filePath'
    | 'hlsPlaylist'
    | 'videoFile'
    | 'durationSeconds'
    | 'videoSource'
    | 'videoStatus'
    | 'videoProgress'
    | 'videoError'
    | 'videoThumbnail'
    | 'isFreePreview'
  >
>;

/** `case id when … then 1 … end`: each id's place in the new order, for one UPDATE of the whole list. */
function positions(idColumn: PgColumn, ids: readonly number[]): SQL<number> {
  const cases = sql.join(
    ids.map((id, index) => sql`when ${id}::integer then ${index + 1}::integer`),
    sql` `,
  );
  return sql<number>`case ${idColumn} ${cases} end`;
}

export const setModuleOrder = (tx: Transaction, ids: readonly number[]) =>
  tx
    .update(courseModules)
    .set({ order: positions(courseModules.id, ids) })
    .where(inArray(courseModules.id, [...ids]));

export const setMaterialOrder = (tx: Transaction, ids: readonly number[]) =>
  tx
    .update(materials)
    .set({ order: positions(materials.id, ids) })
    .where(inArray(materials.id, [...ids]));

export const setQuestionOrder = (tx: Transaction, ids: readonly number[]) =>
  tx
    .update(assessmentQuestions)
    .set({ order: positions(assessmentQuestions.id, ids) })
    .where(inArray(assessmentQuestions.id, [...ids]));

export const lockCourse = (tx: Transaction, courseId: number) =>
  tx.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).for('update');

// ---------------------------------------------------------------- modules

export async function findModule(db: Executor, courseId: number, moduleId: number) {
  const [row] = await db
    .select({ id: courseModules.id, slug: courseModules.slug, title: courseModules.title })
    .from(courseModules)
    .where(and(eq(courseModules.id, moduleId), eq(courseModules.courseId, courseId)));
  return row;
}

export async function moduleSlugs(tx: Transaction, courseId: number): Promise<Set<string>> {
  const rows = await tx
    .select({ slug: courseModules.slug })
    .from(courseModules)
    .where(eq(courseModules.courseId, courseId));
  return new Set(rows.map((row) => row.slug));
}

export async function insertModule(tx: Transaction, courseId: number, slug: string, title: string) {
  const [{ last }] = await tx
    .select({ last: max(courseModules.order) })
    .from(courseModules)
    .where(eq(courseModules.courseId, courseId));
  const [row] = await tx
    .insert(courseModules)
    .values({ courseId, slug, title, order: (last ?? 0) + 1 })
    .returning({ id: courseModules.id });
  return row.id;
}

export const renameModule = (tx: Executor, moduleId: number, title: string) =>
  tx.update(courseModules).set({ title }).where(eq(courseModules.id, moduleId));

export const deleteModule = (tx: Transaction, moduleId: number) =>
  tx.delete(courseModules).where(eq(courseModules.id, moduleId));

export async function moduleIds(tx: Transaction, courseId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: courseModules.id })
    .from(courseModules)
    .where(eq(courseModules.courseId, courseId));
  return rows.map((row) => row.id);
}

/** Attempts at the module's quiz (which deleting the module would delete). */
export async function moduleQuizAttempts(tx: Transaction, moduleId: number): Promise<number> {
  const [row] = await tx
    .select({ total: count() })
    .from(assessmentAttempts)
    .innerJoin(assessments, eq(assessments.id, assessmentAttempts.assessmentId))
    .where(eq(assessments.moduleId, moduleId));
  return row?.total ?? 0;
}

// ---------------------------------------------------------------- materials

export interface StoredFiles {
  filePath: string | null;
  hlsPlaylist: string | null;
  videoSource?: string | null;
  videoThumbnail?: string | null;
}

const storedFileColumns = {
  filePath: materials.filePath,
  hlsPlaylist: materials.hlsPlaylist,
  videoSource: materials.videoSource,
  videoThumbnail: materials.videoThumbnail,
};

export function moduleMaterialFiles(tx: Transaction, moduleId: number): Promise<StoredFiles[]> {
  return tx.select(storedFileColumns).from(materials).where(eq(materials.moduleId, moduleId));
}

export async function insertMaterial(
  tx: Transaction,
  values: Pick<
    typeof materials.$inferInsert,
    'moduleId' | 'hashId' | 'kind' | 'title' | 'body' | 'linkUrl' | 'isFreePreview'
  >,
) {
  const [{ last }] = await tx
    .select({ last: max(materials.order) })
    .from(materials)
    .where(eq(materials.moduleId, values.moduleId));
  const [row] = await tx
    .insert(materials)
    .values({ ...values, order: (last ?? 0) + 1 })
    .returning({ id: materials.id });
  return row.id;
}

/** Changes a material; false when it is gone (deleted meanwhile). */
export async function updateMaterial(tx: Executor, materialId: number, change: MaterialChange): Promise<boolean> {
  const rows = await tx
    .update(materials)
    .set(change)
    .where(eq(materials.id, materialId))
    .returning({ id: materials.id });
  return rows.length > 0;
}

export const deleteMaterial = (tx: Transaction, materialId: number) =>
  tx.delete(materials).where(eq(materials.id, materialId));

export async function materialIds(tx: Transaction, moduleId: number): Promise<number[]> {
  const rows = await tx.select({ id: materials.id }).from(materials).where(eq(materials.moduleId, moduleId));
  return rows.map((row) => row.id);
}

/** The material's stored files, read under a lock on its row (an upload replaces them). */
export async function lockMaterialFiles(tx: Transaction, materialId: number): Promise<StoredFiles | undefined> {
  const [row] = await tx.select(storedFileColumns).from(materials).where(eq(materials.id, materialId)).for('update');
  return row;
}

// ---------------------------------------------------------------- assessments

export async function findAssessment(db: Executor, courseId: number, assessmentId: number) {
  const [row] = await db
    .select({ id: assessments.id, kind: assessments.kind })
    .from(assessments)
    .where(and(eq(assessments.id, assessmentId), eq(assessments.courseId, courseId)));
  return row;
}

/** The module's quiz, or the content's test of `kind`. */
export async function findAssessmentOf(
  tx: Transaction,
  courseId: number,
  target: { moduleId: number } | { kind: 'exam' | 'pre_test' | 'post_test' },
) {
  const where =
    'moduleId' in target
      ? and(eq(assessments.courseId, courseId), eq(assessments.moduleId, target.moduleId))
      : and(eq(assessments.courseId, courseId), eq(assessments.kind, target.kind));
  const [row] = await tx.select({ id: assessments.id }).from(assessments).where(where);
  return row;
}

export type AssessmentSettings = Pick<
  typeof assessments.$inferInsert,
  'title' | 'timeLimitMinutes' | 'attemptLimit' | 'passingScore' | 'shuffle'
>;

export async function insertAssessment(
  tx: Transaction,
  values: AssessmentSettings & Pick<typeof assessments.$inferInsert, 'courseId' | 'moduleId' | 'kind'>,
) {
  const [row] = await tx.insert(assessments).values(values).returning({ id: assessments.id });
  return row.id;
}

export const updateAssessment = (tx: Transaction, assessmentId: number, settings: AssessmentSettings) =>
  tx.update(assessments).set(settings).where(eq(assessments.id, assessmentId));

export const deleteAssessment = (tx: Transaction, assessmentId: number) =>
  tx.delete(assessments).where(eq(assessments.id, assessmentId));

/** Attempts at an assessment, read under a lock on it so that no attempt starts while it is being deleted. */
export async function lockedAttempts(tx: Transaction, assessmentId: number): Promise<number> {
  await tx.select({ id: assessments.id }).from(assessments).where(eq(assessments.id, assessmentId)).for('update');
  const [row] = await tx
    .select({ total: count() })
    .from(assessmentAttempts)
    .where(eq(assessmentAttempts.assessmentId, assessmentId));
  return row?.total ?? 0;
}
