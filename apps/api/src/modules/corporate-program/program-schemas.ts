// The corporate program's learning (decision 0046): the member's and the admin's parameters and answers. The
// parameter names say whose object it is (authorization suites): `memberProgramBatchId` is the employee's own batch;
// `programBatchId`, `programCorporateId` and `programItemId` are the platform's (every admin manages every one).
import { z } from 'zod';
import { envelopeSchema, pageEnvelopeSchema } from '../../plugins/envelope';
import { idParamSchema, paginationQuerySchema, searchTermSchema } from '../../plugins/request-schemas';

export const memberBatchParamsSchema = z.object({ memberProgramBatchId: idParamSchema('ID batch') });
export const adminBatchParamsSchema = z.object({ programBatchId: idParamSchema('ID batch') });
export const adminCompanyParamsSchema = adminBatchParamsSchema.extend({
  programCorporateId: idParamSchema('ID perusahaan'),
});
export const adminItemParamsSchema = adminCompanyParamsSchema.extend({ programItemId: idParamSchema('ID materi') });
export const adminManagerParamsSchema = adminCompanyParamsSchema.extend({
  username: z
    .string({ error: 'Username tidak valid' })
    .min(1, { error: 'Username tidak valid' })
    .max(100, { error: 'Username tidak valid' }),
});
export const searchQuerySchema = paginationQuerySchema.extend({ q: searchTermSchema });

const batchRef = {
  id: z.number().int(),
  name: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
};
const summaryShape = {
  batch: z.object(batchRef),
  company: z.object({ id: z.number().int(), name: z.string() }),
  items: z.number().int(),
  completedItems: z.number().int(),
  progress: z.number().int(),
  points: z.number().int(),
};
const status = z.enum(['belum_mulai', 'berjalan', 'selesai', 'terlambat']);
export const memberProgramsResponseSchema = envelopeSchema(z.array(z.object(summaryShape)));
export const memberBatchResponseSchema = envelopeSchema(
  z.object({
    ...summaryShape,
    learningItems: z.array(
      z.object({
        id: z.number().int(),
        title: z.string(),
        contentSlug: z.string(),
        order: z.number().int(),
        dueAt: z.string().nullable(),
        points: z.number().int(),
        progress: z.number().int(),
        quizScore: z.number().int().nullable(),
        completedAt: z.string().nullable(),
        status,
      }),
    ),
  }),
);

const adminBatch = z.object({
  ...batchRef,
  isFullAccess: z.boolean(),
  inactiveAfterDays: z.number().int(),
  companies: z.number().int(),
  employees: z.number().int(),
});
export const adminBatchesResponseSchema = pageEnvelopeSchema(adminBatch);
export const adminBatchResponseSchema = envelopeSchema(adminBatch);
export const adminBatchDetailResponseSchema = envelopeSchema(
  adminBatch.extend({
    companyRows: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        items: z.number().int(),
        employees: z.number().int(),
        managers: z.number().int(),
        averageProgress: z.number().int(),
      }),
    ),
  }),
);
const item = z.object({
  id: z.number().int(),
  title: z.string(),
  contentSlug: z.string(),
  order: z.number().int(),
  dueAt: z.string().nullable(),
  points: z.number().int(),
  started: z.number().int(),
  completed: z.number().int(),
});
const personStatus = z.enum(['active', 'invited']);
const manager = z.object({ username: z.string(), name: z.string(), email: z.string(), status: personStatus });
export const adminCompanyResponseSchema = envelopeSchema(
  z.object({
    batch: adminBatch,
    company: z.object({ id: z.number().int(), name: z.string() }),
    items: z.array(item),
    managers: z.array(manager),
    employees: z.number().int(),
  }),
);
export const adminItemResponseSchema = envelopeSchema(item);
export const adminItemsResponseSchema = envelopeSchema(z.array(item));
export const adminManagerResponseSchema = envelopeSchema(manager);
export const adminEmployeesResponseSchema = pageEnvelopeSchema(
  z.object({
    username: z.string(),
    name: z.string(),
    email: z.string(),
    department: z.string().nullable(),
    status: personStatus,
    progress: z.number().int(),
    points: z.number().int(),
    lastActiveAt: z.string().nullable(),
  }),
);
export const importResponseSchema = envelopeSchema(
  z.object({
    rows: z.number().int(),
    enrolled: z.number().int(),
    invited: z.number().int(),
    alreadyInProgram: z.number().int(),
  }),
);
export const emptyResponseSchema = envelopeSchema(z.null());
