// The admin's live classes and batches (decision 0043; types in util-contracts liveclass-admin.ts): the path
// parameters, the list queries and the answers. The bodies' schemas are util-contracts' (the admin's forms use them).
// The parameters are named `managed…`: live classes and batches are the platform's, every admin manages every one,
// and the authorization suites know each parameter name's owner (the member's `liveclassSlug`, the instructor's
// `taughtBatchId`).
import { COURSE_LEVELS, ORDER_STATUSES } from '@akademi-siber/util-contracts';
import { z } from 'zod';
import { envelopeSchema, pageEnvelopeSchema } from '../../plugins/envelope';
import { idParamSchema, paginationQuerySchema, searchTermSchema } from '../../plugins/request-schemas';
import { slugSchema } from '../catalog';

export const liveClassParamsSchema = z.object({
  managedLiveclassSlug: slugSchema('Alamat live class tidak valid'),
});
export const batchParamsSchema = liveClassParamsSchema.extend({ managedBatchId: idParamSchema('ID batch') });

export const liveClassesQuerySchema = paginationQuerySchema.extend({
  search: searchTermSchema.describe('Cari pada judul dan alamat (slug)'),
});
export const membersQuerySchema = paginationQuerySchema.extend({
  search: searchTermSchema.describe('Cari pada nama, username, dan email'),
});
export const ordersQuerySchema = paginationQuerySchema.extend({
  status: z
    .enum(ORDER_STATUSES, {
      error: 'Status harus pending, waiting_verification, paid, expired, rejected, atau cancelled',
    })
    .optional(),
});
export const certificatesQuerySchema = paginationQuerySchema;
export const instructorsQuerySchema = paginationQuerySchema.extend({
  search: searchTermSchema.describe('Cari pada nama, username, dan email'),
});

// ---------------------------------------------------------------- answers

const iso = () => z.string().describe('ISO 8601');

export const instructorSchema = z.object({
  username: z.string(),
  name: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
});

export const adminBatchSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  price: z.number().int(),
  salePrice: z.number().int().nullable(),
  quota: z.number().int(),
  members: z.number().int(),
  heldSeats: z.number().int(),
  seatsLeft: z.number().int(),
  orders: z.number().int(),
  sessions: z.number().int(),
  registrationOpensAt: iso(),
  registrationClosesAt: iso(),
  startsAt: iso(),
  endsAt: iso(),
  registrationStatus: z.enum(['open', 'upcoming', 'closed', 'full']),
  published: z.boolean(),
  lateAfterMinutes: z.number().int(),
  attendanceFinalAfterMinutes: z.number().int(),
  attendanceThresholdPercent: z.number().int(),
  contentSlug: z.string().nullable(),
  slugLocked: z.boolean(),
});

const liveClassFields = {
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  level: z.enum(COURSE_LEVELS),
  category: z.string(),
  description: z.string(),
  syllabus: z.array(z.string()),
  thumbnailUrl: z.string().nullable(),
  instructor: instructorSchema,
  published: z.boolean(),
  createdAt: iso(),
  slugLocked: z.boolean(),
};
export const adminLiveClassSchema = z.object({ ...liveClassFields, batches: z.array(adminBatchSchema) });

export const liveClassesResponseSchema = pageEnvelopeSchema(adminLiveClassSchema);
export const liveClassResponseSchema = envelopeSchema(adminLiveClassSchema);
export const batchResponseSchema = envelopeSchema(adminBatchSchema);
export const batchDetailResponseSchema = envelopeSchema(
  z.object({ liveClass: z.object(liveClassFields), batch: adminBatchSchema, certificates: z.number().int() }),
);

export const membersResponseSchema = pageEnvelopeSchema(
  z.object({
    username: z.string(),
    name: z.string(),
    email: z.string(),
    avatarUrl: z.string().nullable(),
    source: z.string(),
    enrolledAt: iso(),
    attendancePercent: z.number().int(),
    certificateNumber: z.string().nullable(),
  }),
);

export const ordersResponseSchema = pageEnvelopeSchema(
  z.object({
    idTransaction: z.string(),
    buyer: z.object({ username: z.string(), name: z.string(), email: z.string() }),
    status: z.enum(ORDER_STATUSES),
    itemPrice: z.number().int(),
    total: z.number().int(),
    createdAt: iso(),
    paidAt: iso().nullable(),
  }),
);

export const certificatesResponseSchema = pageEnvelopeSchema(
  z.object({
    number: z.string(),
    holder: z.object({ username: z.string(), name: z.string() }),
    title: z.string(),
    issuedAt: iso(),
    revokedAt: iso().nullable(),
  }),
);

export const instructorsResponseSchema = pageEnvelopeSchema(instructorSchema);
