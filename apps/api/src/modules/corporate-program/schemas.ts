// GET /api/corporate/dashboard/:batchId/group/:corporateId (type `CorporateDashboard` in util-contracts).
import { z } from 'zod';
import { envelopeSchema } from '../../plugins/envelope';
import { idParamSchema } from '../../plugins/request-schemas';

export const dashboardParamsSchema = z.object({
  batchId: idParamSchema('ID batch'),
  corporateId: idParamSchema('ID corporate'),
});

export const corporateMemberRowSchema = z.object({
  username: z.string(),
  name: z.string(),
  progress: z.number(),
  point: z.number().int(),
});

export const corporateDashboardSchema = z.object({
  corporate: z.object({ id: z.number().int(), name: z.string() }),
  batch: z.object({ id: z.number().int(), name: z.string(), is_full_access: z.boolean() }),
  summary: z.object({
    members: z.number().int(),
    activeMembers: z.number().int().describe('Peserta dengan progres di atas 0'),
    averageProgress: z.number().describe('Rata-rata progres (0–100), dua desimal'),
    totalPoints: z.number().int(),
  }),
  members: z.array(corporateMemberRowSchema).describe('Peringkat poin teratas'),
});

export const corporateDashboardResponseSchema = envelopeSchema(corporateDashboardSchema);
