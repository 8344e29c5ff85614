// Corporate-training group routes: params, queries and response schemas (types in util-contracts
// corporate-training.ts, bodies in corporate-training-schemas.ts).
import { companyInputSchema, groupInputSchema } from '@akademi-siber/util-contracts';
import { z } from 'zod';
import { envelopeSchema, pageEnvelopeSchema } from '../../plugins/envelope';
import { idParamSchema, paginationQuerySchema, searchTermSchema } from '../../plugins/request-schemas';
import { memberLearningSchema, memberScheduleShape } from '../sessions';

export { companyInputSchema, groupInputSchema };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slug = (message: string) =>
  z.string({ error: message }).max(150, { error: message }).regex(SLUG, { error: message });

// The parameter names say whose object it is (authorization suites): `trainingGroupId` and `companyId` are the
// platform's (admins manage every one); the member's own group is `groupSlug`.
export const trainingParamsSchema = z.object({ trainingSlug: slug('Alamat pelatihan tidak valid') });
export const adminGroupParamsSchema = trainingParamsSchema.extend({
  trainingGroupId: idParamSchema('trainingGroupId'),
});
export const participantParamsSchema = adminGroupParamsSchema.extend({
  username: z
    .string({ error: 'Username tidak valid' })
    .min(1, { error: 'Username tidak valid' })
    .max(100, { error: 'Username tidak valid' }),
});
export const companyParamsSchema = z.object({ companyId: idParamSchema('companyId') });
export const memberGroupParamsSchema = trainingParamsSchema.extend({ groupSlug: slug('Alamat grup tidak valid') });

export const searchQuerySchema = paginationQuerySchema.extend({ q: searchTermSchema });
export const instructorsQuerySchema = z.object({ q: searchTermSchema });
export const groupsQuerySchema = searchQuerySchema.extend({
  training: slug('Alamat pelatihan tidak valid').optional(),
  company: idParamSchema('company').optional(),
});
export const participantsQuerySchema = searchQuerySchema.extend({
  sort: z.enum(['name', 'progress'], { error: 'Urutan harus name atau progress' }).default('name'),
});

const progress = z.object({
  completedMaterials: z.number().int(),
  totalMaterials: z.number().int(),
  percent: z.number().int(),
});
const person = z.object({ username: z.string(), name: z.string() });

export const companySchema = z.object({ id: z.number().int(), name: z.string(), groups: z.number().int() });
export const trainingSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  durationDays: z.number().int(),
  published: z.boolean(),
  groups: z.number().int(),
  participants: z.number().int(),
});
export const groupSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  training: z.object({ slug: z.string(), title: z.string() }),
  company: z.object({ id: z.number().int(), name: z.string() }),
  startsAt: z.string(),
  endsAt: z.string(),
  instructor: person.nullable(),
  participants: z.number().int(),
  contentSlug: z.string().nullable(),
});
export const groupDetailSchema = groupSummarySchema.extend({
  rules: z.object({
    lateAfterMinutes: z.number().int(),
    finalAfterMinutes: z.number().int(),
    thresholdPercent: z.number().int(),
  }),
  completion: z.object({
    participants: z.number().int(),
    started: z.number().int(),
    completed: z.number().int(),
    averagePercent: z.number().int(),
    totalMaterials: z.number().int(),
    awaitingActivation: z.number().int(),
  }),
});
export const participantSchema = z.object({
  username: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(['active', 'invited']),
  invitedAt: z.string().nullable(),
  enrolledAt: z.string(),
  progress,
});
export const importResultSchema = z.object({
  rows: z.number().int(),
  enrolled: z.number().int(),
  invited: z.number().int(),
  alreadyInGroup: z.number().int(),
});

const memberGroup = {
  group: z.object({ slug: z.string(), name: z.string(), startsAt: z.string(), endsAt: z.string() }),
  companyName: z.string(),
  progress,
};
export const memberGroupSummarySchema = z.object({
  training: z.object({ slug: z.string(), title: z.string() }),
  ...memberGroup,
});
export const memberGroupHomeSchema = z.object({
  training: z.object({
    slug: z.string(),
    title: z.string(),
    summary: z.string(),
    topics: z.array(z.string()),
    durationDays: z.number().int(),
  }),
  ...memberGroup,
  instructor: z.object({ name: z.string(), username: z.string(), avatarUrl: z.string().nullable() }).nullable(),
  contentSlug: z.string().nullable(),
  participants: z.number().int(),
  enrolledAt: z.string(),
  ...memberScheduleShape,
  learning: memberLearningSchema.nullable(),
});
export const authorGroupSchema = z.object({
  id: z.number().int(),
  training: z.object({ slug: z.string(), title: z.string() }),
  group: z.object({ slug: z.string(), name: z.string(), startsAt: z.string(), endsAt: z.string() }),
  companyName: z.string(),
  participants: z.number().int(),
  contentSlug: z.string().nullable(),
});

export const trainingsResponseSchema = pageEnvelopeSchema(trainingSummarySchema);
export const groupsResponseSchema = pageEnvelopeSchema(groupSummarySchema);
export const companiesResponseSchema = pageEnvelopeSchema(companySchema);
export const companyResponseSchema = envelopeSchema(companySchema);
export const instructorsResponseSchema = envelopeSchema(z.array(person));
export const groupDetailResponseSchema = envelopeSchema(groupDetailSchema);
export const participantsResponseSchema = pageEnvelopeSchema(participantSchema);
export const importResponseSchema = envelopeSchema(importResultSchema);
export const memberGroupsResponseSchema = pageEnvelopeSchema(memberGroupSummarySchema);
export const memberGroupResponseSchema = envelopeSchema(memberGroupHomeSchema);
export const emptyResponseSchema = envelopeSchema(z.null());
export const authorGroupsResponseSchema = envelopeSchema(z.array(authorGroupSchema));
