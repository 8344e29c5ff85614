// GET /api/member/points (the member's ledger) and GET /api/leaderboards (types PointEntry, LeaderboardEntry).
import { LEADERBOARD_PERIODS } from '@akademi-siber/util-contracts';
import { z } from 'zod';
import { pageEnvelopeSchema } from '../../plugins/envelope';
import { paginationQuerySchema } from '../../plugins/request-schemas';

export const pointEntrySchema = z.object({
  id: z.number().int(),
  source: z.string(),
  description: z.string(),
  points: z.number().int(),
  xp: z.number().int(),
  createdAt: z.iso.datetime(),
});
export const pointEntriesResponseSchema = pageEnvelopeSchema(pointEntrySchema);

export const leaderboardQuerySchema = paginationQuerySchema.extend({
  period: z
    .enum(LEADERBOARD_PERIODS, { error: 'Periode harus all atau month' })
    .default('all')
    .describe('all = sepanjang waktu; month = bulan kalender ini (WIB)'),
});
export type LeaderboardQuery = z.infer<typeof leaderboardQuerySchema>;

export const leaderboardEntrySchema = z.object({
  rank: z.number().int(),
  username: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  xp: z.number().int(),
});
export const leaderboardResponseSchema = pageEnvelopeSchema(leaderboardEntrySchema);
