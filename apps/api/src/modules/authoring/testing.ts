// What the authoring tests share: a member's submitted attempt at an assessment (what makes it undeletable).
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { assessmentAttempts, users } from '../../db/schema';

export async function submittedAttempt(db: Database, assessmentId: number, username = 'member.demo') {
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  const startedAt = new Date(Date.now() - 60_000);
  await db.insert(assessmentAttempts).values({
    userId: member.id,
    assessmentId,
    startedAt,
    deadline: new Date(startedAt.getTime() + 600_000),
    submittedAt: new Date(),
    score: 50,
    passed: false,
    layout: [],
    answers: {},
  });
}
