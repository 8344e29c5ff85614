// A group's content (decisions 0041, 0044): the course record (owner 'group') that holds the group's modules,
// materials, quizzes, tests and discussions, so the course player, the quiz engine and the discussions serve a group
// unchanged. Made once the group has an instructor (its author), under a lock on the group, so two first uses make one.
import { eq } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { corporateTrainings, courses, trainingGroups } from '../../db/schema';

export interface GroupContent {
  courseId: number;
  slug: string;
}

/** The content course's slug: not a catalogue slug (those never start with `group-`), stable for the group's life. */
export const groupContentSlug = (groupId: number) => `group-${groupId}-materi`;

const contentTitle = (trainingTitle: string, groupName: string) => `${trainingTitle} — ${groupName}`.slice(0, 200);

/**
 * The group's content, made now when the group has none yet; undefined for a group that does not exist or has no
 * instructor (a course needs its author).
 */
export async function ensureGroupContent(db: Executor, groupId: number): Promise<GroupContent | undefined> {
  return db.transaction(async (tx: Transaction) => {
    const [group] = await tx
      .select({
        contentCourseId: trainingGroups.contentCourseId,
        contentSlug: courses.slug,
        name: trainingGroups.name,
        instructorId: trainingGroups.instructorId,
        title: corporateTrainings.title,
        summary: corporateTrainings.summary,
        thumbnailUrl: corporateTrainings.thumbnailUrl,
      })
      .from(trainingGroups)
      .innerJoin(corporateTrainings, eq(corporateTrainings.id, trainingGroups.trainingId))
      .leftJoin(courses, eq(courses.id, trainingGroups.contentCourseId))
      .where(eq(trainingGroups.id, groupId))
      .for('update', { of: trainingGroups });
    if (!group) return undefined;
    if (group.contentCourseId !== null && group.contentSlug !== null) {
      return { courseId: group.contentCourseId, slug: group.contentSlug };
    }
    if (group.instructorId === null) return undefined;
    const [course] = await tx
      .insert(courses)
      .values({
        slug: groupContentSlug(groupId),
        title: contentTitle(group.title, group.name),
        level: 'Semua level',
        category: 'Pelatihan korporat',
        description: group.summary,
        thumbnailUrl: group.thumbnailUrl,
        authorId: group.instructorId,
        published: true,
        owner: 'group',
      })
      .returning({ id: courses.id, slug: courses.slug });
    await tx.update(trainingGroups).set({ contentCourseId: course.id }).where(eq(trainingGroups.id, groupId));
    return { courseId: course.id, slug: course.slug };
  });
}

/** Keeps the content's author the group's instructor and its title the group's, after the group changes. */
export async function syncGroupContent(
  tx: Transaction,
  contentCourseId: number,
  values: { instructorId: number; trainingTitle: string; groupName: string },
) {
  await tx
    .update(courses)
    .set({ authorId: values.instructorId, title: contentTitle(values.trainingTitle, values.groupName) })
    .where(eq(courses.id, contentCourseId));
}
