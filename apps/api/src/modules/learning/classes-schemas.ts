// GET /api/member/kelas-saya: one row per enrollment (type `MemberClass` in util-contracts).
import { z } from 'zod';
import { pageEnvelopeSchema } from '../../plugins/envelope';
import { paginationQuerySchema } from '../../plugins/request-schemas';

export const memberClassSchema = z.object({
  slug: z.string(),
  title: z.string(),
  kind: z.enum(['course', 'liveclass', 'corporate-training']),
  level: z.string(),
  thumbnailUrl: z.string().nullable(),
  progress: z.number().int().min(0).max(100),
  totalMaterials: z.number().int(),
  completedMaterials: z.number().int(),
  enrolledAt: z.string().describe('ISO 8601'),
  batchSlug: z.string().nullable().describe('Batch live class; null untuk kelas online'),
});

export const memberClassesQuerySchema = paginationQuerySchema;
export const memberClassesResponseSchema = pageEnvelopeSchema(memberClassSchema);
