// GET /api/corporate/member/… and /api/corporate/point/… (type `CorporateParticipant` in util-contracts).
import { z } from 'zod';
import { pageEnvelopeSchema } from '../../plugins/envelope';
import { paginationQuerySchema, searchTermSchema } from '../../plugins/request-schemas';

export const participantSchema = z.object({
  rank: z.number().int().describe('Peringkat poin di corporate dan batch ini (1 = tertinggi)'),
  username: z.string(),
  name: z.string(),
  joinedAt: z.string().describe('ISO 8601'),
  progress: z.number().int().nullable().describe('Null bila batch tanpa akses penuh'),
  point: z.number().int().nullable().describe('Null bila batch tanpa akses penuh'),
});

export const participantsQuerySchema = paginationQuerySchema.extend({
  q: searchTermSchema.describe('Cari pada nama atau username'),
});
export type ParticipantsQuery = z.infer<typeof participantsQuerySchema>;

export const participantsResponseSchema = pageEnvelopeSchema(participantSchema);
