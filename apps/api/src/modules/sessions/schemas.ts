// Batch sessions and attendance routes: params, queries and response schemas (types in util-contracts sessions.ts).
import {
  ATTENDANCE_STATUSES,
  attendanceCorrectionSchema,
  BATCH_TEST_KINDS,
  sessionInputSchema,
} from '@akademi-siber/util-contracts';
import { z } from 'zod';
import { envelopeSchema } from '../../plugins/envelope';
import { idParamSchema } from '../../plugins/request-schemas';

export { attendanceCorrectionSchema, sessionInputSchema };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slug = (message: string) =>
  z.string({ error: message }).max(150, { error: message }).regex(SLUG, { error: message });

export const memberBatchParamsSchema = z.object({
  liveclassSlug: slug('Alamat live class tidak valid'),
  batchSlug: slug('Alamat batch tidak valid'),
});
export const memberSessionParamsSchema = memberBatchParamsSchema.extend({ sessionId: idParamSchema('sessionId') });
export const staffBatchParamsSchema = z.object({
  taughtLiveclassSlug: slug('Alamat live class tidak valid'),
  taughtBatchId: idParamSchema('batchId'),
});
export const staffSessionParamsSchema = staffBatchParamsSchema.extend({ taughtSessionId: idParamSchema('sessionId') });
const username = z
  .string({ error: 'Username tidak valid' })
  .min(1, { error: 'Username tidak valid' })
  .max(100, { error: 'Username tidak valid' });
export const staffRecordParamsSchema = staffBatchParamsSchema.extend({
  taughtSessionId: idParamSchema('sessionId'),
  username,
});

// A corporate-training group's (decision 0045): the member addresses it by slugs, the staff by id.
export const memberGroupSessionParamsSchema = z.object({
  trainingSlug: slug('Alamat pelatihan tidak valid'),
  groupSlug: slug('Alamat grup tidak valid'),
  groupSessionId: idParamSchema('sessionId'),
});
export const memberGroupCalendarParamsSchema = memberGroupSessionParamsSchema.omit({ groupSessionId: true });
export const staffGroupParamsSchema = z.object({
  trainingSlug: slug('Alamat pelatihan tidak valid'),
  taughtGroupId: idParamSchema('groupId'),
});
export const staffGroupSessionParamsSchema = staffGroupParamsSchema.extend({
  taughtGroupSessionId: idParamSchema('sessionId'),
});
export const staffGroupRecordParamsSchema = staffGroupSessionParamsSchema.extend({ username });

const status = z.enum(ATTENDANCE_STATUSES);
const phase = z.enum(['upcoming', 'open', 'ended']);
const rules = z.object({
  lateAfterMinutes: z.number().int(),
  finalAfterMinutes: z.number().int(),
  thresholdPercent: z.number().int(),
});
const attendance = z.object({ status, joinedAt: z.string().nullable() });
const batch = z.object({ slug: z.string(), name: z.string(), startsAt: z.string(), endsAt: z.string() });

const testKind = z.enum(BATCH_TEST_KINDS);
export const memberLearningSchema = z.object({
  contentSlug: z.string(),
  progress: z.object({
    completedMaterials: z.number().int(),
    totalMaterials: z.number().int(),
    percent: z.number().int(),
  }),
  tests: z.array(
    z.object({
      kind: testKind,
      title: z.string(),
      opensAt: z.string().nullable(),
      closesAt: z.string().nullable(),
      locked: z.string().nullable(),
      passingScore: z.number().int(),
      bestScore: z.number().int().nullable(),
      passed: z.boolean(),
    }),
  ),
  certificate: z.object({
    number: z.string().nullable(),
    attendance: z.object({ percent: z.number().int(), thresholdPercent: z.number().int(), met: z.boolean() }),
    test: z.object({ kind: z.enum(['final_test', 'post_test']), title: z.string(), passed: z.boolean() }).nullable(),
  }),
  leaderboard: z.array(
    z.object({
      rank: z.number().int(),
      username: z.string(),
      name: z.string(),
      avatarUrl: z.string().nullable(),
      xp: z.number().int(),
      me: z.boolean(),
    }),
  ),
});

/** A cohort's sessions with the member's attendance: a batch's home has them, and so has a group's. */
export const memberScheduleShape = {
  rules,
  sessions: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      startsAt: z.string(),
      endsAt: z.string(),
      joinOpensAt: z.string(),
      phase,
      attendance: attendance.nullable(),
      final: z.boolean(),
      meetingProvider: z.enum(['zoom', 'google-meet', 'bigbluebutton', 'lainnya']).nullable(),
    }),
  ),
  attendance: z.object({
    attended: z.number().int(),
    held: z.number().int(),
    total: z.number().int(),
    percent: z.number().int(),
  }),
};

export const memberBatchResponseSchema = envelopeSchema(
  z.object({
    liveClass: z.object({ slug: z.string(), title: z.string(), instructor: z.string() }),
    batch,
    ...memberScheduleShape,
    learning: memberLearningSchema,
  }),
);

export const joinResponseSchema = envelopeSchema(
  z.object({ meetingUrl: z.string(), attendance, recordedNow: z.boolean() }),
);

const staffBatch = batch.extend({ id: z.number().int() });

export const staffBatchesResponseSchema = envelopeSchema(
  z.array(
    z.object({
      liveClass: z.object({ slug: z.string(), title: z.string() }),
      contentSlug: z.string(),
      batch: staffBatch,
      members: z.number().int(),
      sessions: z.number().int(),
      nextSessionAt: z.string().nullable(),
    }),
  ),
);

const cell = z.object({
  sessionId: z.number().int(),
  status: status.nullable(),
  joinedAt: z.string().nullable(),
  corrected: z.boolean(),
});
const person = z.object({ username: z.string(), name: z.string() });
const correction = z.object({
  id: z.number().int(),
  session: z.object({ id: z.number().int(), title: z.string() }),
  member: person,
  from: status.nullable(),
  to: status,
  reason: z.string(),
  by: person,
  at: z.string(),
});

const staffSession = z.object({
  id: z.number().int(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  meetingUrl: z.string().nullable(),
  phase,
  final: z.boolean(),
  records: z.number().int(),
});
export const staffSessionResponseSchema = envelopeSchema(staffSession);
export const emptyResponseSchema = envelopeSchema(z.null());

export const sheetResponseSchema = envelopeSchema(
  z.object({
    owner: z.enum(['batch', 'group']),
    parent: z.object({ slug: z.string(), title: z.string() }),
    contentSlug: z.string().nullable(),
    cohort: staffBatch,
    rules,
    sessions: z.array(staffSession),
    members: z.array(
      z.object({
        username: z.string(),
        name: z.string(),
        avatarUrl: z.string().nullable(),
        cells: z.array(cell),
        percent: z.number().int(),
      }),
    ),
    corrections: z.array(correction),
  }),
);

export const correctionResponseSchema = envelopeSchema(z.object({ cell, correction }));

const nullableScore = z.number().int().nullable();
export const participantsResponseSchema = envelopeSchema(
  z.object({
    contentSlug: z.string(),
    modules: z.array(z.object({ slug: z.string(), title: z.string(), hasQuiz: z.boolean() })),
    participants: z.array(
      z.object({
        username: z.string(),
        name: z.string(),
        avatarUrl: z.string().nullable(),
        progress: z.number().int(),
        attendancePercent: z.number().int(),
        quizScores: z.record(z.string(), z.number().int()),
        preTest: nullableScore,
        postTest: nullableScore,
        finalTest: nullableScore,
        gain: z.number().nullable(),
        certificateNumber: z.string().nullable(),
        xp: z.number().int(),
      }),
    ),
    averageGain: z.number().nullable(),
    averagePreTest: z.number().nullable(),
    averagePostTest: z.number().nullable(),
  }),
);
