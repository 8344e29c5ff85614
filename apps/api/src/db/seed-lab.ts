// Seeds the demo lab of seed-lab-data.ts (issue 17): challenges with their hashed flags, hints and files, exercise
// labs, the solves (with their submissions, attempts and first bloods, valued as the API would value them), the demo
// member's hint and lab progress, the demo teacher's assignments and the demo member's VPN peer. Called by seedDemo
// after the classrooms and before seedPointHistory, which then explains whatever the solves' ledger rows do not.
import {
  LAB_FIRST_BLOOD_XP,
  LAB_XP_PER_POINT,
  labDynamicValue,
  type LabValueType,
} from '@akademi-siber/util-contracts';
import { and, eq } from 'drizzle-orm';
import { answerHash, flagHash } from '../modules/lab/flags';
import { peerAddress } from '../modules/lab/wireguard';
import type { Transaction } from './client';
import {
  classrooms,
  labAssignments,
  labAttachments,
  labAttempts,
  labChallenges,
  labExerciseProgress,
  labExercises,
  labExerciseSteps,
  labFlags,
  labHints,
  labHintUnlocks,
  labSolves,
  labStepAnswers,
  labSubmissions,
  labVpnConfigs,
  pointLedger,
} from './schema';
import { MEMBER_POINT_HISTORY } from './seed-data';
import {
  LAB_DEMO_FILES,
  SEED_ASSIGNMENTS,
  SEED_CHALLENGES,
  SEED_EXERCISE_PROGRESS,
  SEED_EXERCISES,
  SEED_HINT_UNLOCK,
  SEED_SOLVES,
  SEED_VPN_PUBLIC_KEY,
} from './seed-lab-data';

const DAY = 24 * 60 * 60 * 1000;
const MINUTE = 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

interface LabPeople {
  member: number;
  extra: Record<string, number>;
}

export async function seedLab(tx: Transaction, people: LabPeople, flagSecret: string): Promise<void> {
  const userId = (username: string) => (username === 'member.demo' ? people.member : people.extra[username]);
  const challengeIds = await seedChallenges(tx, flagSecret);
  const exerciseIds = await seedExercises(tx, flagSecret);

  // The hint first: it was unlocked before the solve it lowered.
  const [hint] = await tx
    .select({ id: labHints.id, cost: labHints.cost })
    .from(labHints)
    .where(
      and(
        eq(labHints.challengeId, challengeIds[SEED_HINT_UNLOCK.slug]),
        eq(labHints.position, SEED_HINT_UNLOCK.position),
      ),
    );
  const hintSolve = SEED_SOLVES.find(
    (solve) => solve.username === SEED_HINT_UNLOCK.username && solve.slug === SEED_HINT_UNLOCK.slug,
  );
  await tx.insert(labHintUnlocks).values({
    hintId: hint.id,
    userId: userId(SEED_HINT_UNLOCK.username),
    cost: hint.cost,
    unlockedAt: new Date(daysAgo(hintSolve?.daysAgo ?? 1).getTime() - 20 * MINUTE),
  });

  const solvesSoFar = new Map<string, number>();
  for (const solve of SEED_SOLVES) {
    const challenge = SEED_CHALLENGES.find((candidate) => candidate.slug === solve.slug);
    if (!challenge) throw new Error(`seedLab: no challenge ${solve.slug}`);
    const user = userId(solve.username);
    const prior = solvesSoFar.get(solve.slug) ?? 0;
    solvesSoFar.set(solve.slug, prior + 1);
    const hintCost =
      solve.username === SEED_HINT_UNLOCK.username && solve.slug === SEED_HINT_UNLOCK.slug ? hint.cost : 0;
    const value = labDynamicValue(
      {
        valueType: (challenge.valueType ?? 'static') as LabValueType,
        initialValue: challenge.initialValue,
        minimumValue: challenge.minimumValue ?? 0,
        decay: challenge.decay ?? 1,
      },
      prior,
    );
    const points = Math.max(0, value - hintCost);
    const firstBlood = prior === 0;
    const xp = points * LAB_XP_PER_POINT + (firstBlood ? LAB_FIRST_BLOOD_XP : 0);
    const solvedAt = daysAgo(solve.daysAgo);
    const challengeId = challengeIds[solve.slug];
    const wrong = solve.wrongFirst ?? 0;
    await tx.insert(labSubmissions).values([
      ...Array.from({ length: wrong }, (_, index) => ({
        userId: user,
        challengeId,
        correct: false,
        ip: '192.0.2.50',
        submittedAt: new Date(solvedAt.getTime() - (wrong - index) * 3 * MINUTE),
      })),
      { userId: user, challengeId, correct: true, ip: '192.0.2.50', submittedAt: solvedAt },
    ]);
    await tx.insert(labAttempts).values({ userId: user, challengeId, attempts: wrong + 1, updatedAt: solvedAt });
    await tx.insert(labSolves).values({ userId: user, challengeId, points, xp, firstBlood, solvedAt });

    const reference = `ctf-${solve.slug}`;
    const description = `Menyelesaikan tantangan CTF ${challenge.title}`;
    if (user === people.member) {
      // Already in the demo member's history (seed-data.ts): the two must agree.
      const entry = MEMBER_POINT_HISTORY.find((candidate) => candidate.reference === reference);
      if (!entry || entry.points !== points || entry.xp !== xp || entry.description !== description)
        throw new Error(`seedLab: the demo member's ${reference} does not match MEMBER_POINT_HISTORY`);
    } else {
      await tx
        .insert(pointLedger)
        .values({ userId: user, source: 'ctf', reference, description, points, xp, createdAt: solvedAt });
    }
  }

  const progress = SEED_EXERCISE_PROGRESS;
  const steps = await tx
    .select({ id: labExerciseSteps.id })
    .from(labExerciseSteps)
    .where(eq(labExerciseSteps.exerciseId, exerciseIds[progress.slug]))
    .orderBy(labExerciseSteps.position)
    .limit(progress.answered);
  await tx.insert(labExerciseProgress).values({
    userId: userId(progress.username),
    exerciseId: exerciseIds[progress.slug],
    startedAt: daysAgo(3),
    lastActivityAt: daysAgo(2),
  });
  await tx.insert(labStepAnswers).values(
    steps.map((step, index) => ({
      userId: userId(progress.username),
      stepId: step.id,
      answeredAt: new Date(daysAgo(3).getTime() + (index + 1) * 10 * MINUTE),
    })),
  );

  const classroomRows = await tx.select({ id: classrooms.id, slug: classrooms.slug }).from(classrooms);
  const classroomIds = Object.fromEntries(classroomRows.map((row) => [row.slug, row.id]));
  await tx.insert(labAssignments).values(
    SEED_ASSIGNMENTS.map((assignment) => ({
      classroomId: classroomIds[assignment.classroom],
      kind: assignment.kind,
      challengeId: assignment.kind === 'challenge' ? challengeIds[assignment.slug] : null,
      exerciseId: assignment.kind === 'exercise' ? exerciseIds[assignment.slug] : null,
      dueAt: assignment.dueInDays === null ? null : daysAgo(-assignment.dueInDays),
      assignedAt: daysAgo(14),
    })),
  );

  // Id 1 on a fresh database; later configurations get their ids (and addresses) from the sequence.
  const [vpn] = await tx
    .insert(labVpnConfigs)
    .values({ userId: people.member, publicKey: SEED_VPN_PUBLIC_KEY, address: 'pending', createdAt: daysAgo(4) })
    .returning({ id: labVpnConfigs.id });
  await tx
    .update(labVpnConfigs)
    .set({ address: peerAddress(vpn.id) })
    .where(eq(labVpnConfigs.id, vpn.id));
}

async function seedChallenges(tx: Transaction, flagSecret: string): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const [index, challenge] of SEED_CHALLENGES.entries()) {
    const [row] = await tx
      .insert(labChallenges)
      .values({
        slug: challenge.slug,
        title: challenge.title,
        category: challenge.category,
        difficulty: challenge.difficulty,
        description: challenge.description,
        connectionInfo: challenge.connectionInfo ?? null,
        published: true,
        visibleFrom: challenge.visibleInDays ? daysAgo(-challenge.visibleInDays) : null,
        valueType: challenge.valueType ?? 'static',
        initialValue: challenge.initialValue,
        minimumValue: challenge.minimumValue ?? 0,
        decay: challenge.decay ?? 1,
        maxAttempts: challenge.maxAttempts ?? null,
        createdAt: daysAgo(30 - index),
        updatedAt: daysAgo(30 - index),
      })
      .returning({ id: labChallenges.id });
    ids[challenge.slug] = row.id;
    await tx.insert(labFlags).values(
      challenge.flags.map((flag) => ({
        challengeId: row.id,
        kind: flag.kind,
        caseInsensitive: flag.caseInsensitive ?? false,
        flagHash: flag.kind === 'static' ? flagHash(flagSecret, flag.value ?? '', flag.caseInsensitive ?? false) : null,
        pattern: flag.kind === 'regex' ? (flag.value ?? null) : null,
      })),
    );
    if (challenge.hints?.length)
      await tx
        .insert(labHints)
        .values(challenge.hints.map((hint, position) => ({ challengeId: row.id, position: position + 1, ...hint })));
    if (challenge.files?.length)
      await tx.insert(labAttachments).values(
        challenge.files.map((file) => ({
          challengeId: row.id,
          fileName: file.fileName,
          contentType: file.contentType,
          size: LAB_DEMO_FILES[file.key]().length,
          storageKey: file.key,
          perUser: file.perUser ?? false,
        })),
      );
  }
  for (const challenge of SEED_CHALLENGES.filter((candidate) => candidate.prerequisite)) {
    await tx
      .update(labChallenges)
      .set({ prerequisiteId: ids[challenge.prerequisite ?? ''] })
      .where(eq(labChallenges.id, ids[challenge.slug]));
  }
  return ids;
}

async function seedExercises(tx: Transaction, flagSecret: string): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const [index, exercise] of SEED_EXERCISES.entries()) {
    const { steps, ...fields } = exercise;
    const [row] = await tx
      .insert(labExercises)
      .values({ ...fields, published: true, createdAt: daysAgo(25 - index), updatedAt: daysAgo(25 - index) })
      .returning({ id: labExercises.id });
    ids[exercise.slug] = row.id;
    const stepRows = await tx
      .insert(labExerciseSteps)
      .values(
        steps.map((step, position) => ({
          exerciseId: row.id,
          position: position + 1,
          title: step.title,
          body: step.body,
          answerKind: step.answerKind,
          answerHash: answerHash(flagSecret, step.answer, true),
          caseInsensitive: true,
          answerFormat: step.answerFormat,
        })),
      )
      .returning({ id: labExerciseSteps.id, position: labExerciseSteps.position });
    const hints = stepRows.flatMap((stepRow) =>
      (steps[stepRow.position - 1].hints ?? []).map((hint, position) => ({
        stepId: stepRow.id,
        position: position + 1,
        ...hint,
      })),
    );
    if (hints.length > 0) await tx.insert(labHints).values(hints);
  }
  return ids;
}
