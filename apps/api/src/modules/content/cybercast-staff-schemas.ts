// Answers and parameters of the staff's Cybercast routes (type `AdminCybercastEpisode`); the body is util-contracts'.
import { z } from 'zod';
import { envelopeSchema, errorEnvelopeSchema, pageEnvelopeSchema } from '../../plugins/envelope';
import { idParamSchema, paginationQuerySchema, searchTermSchema } from '../../plugins/request-schemas';

export const adminEpisodeSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  showNotes: z.string().describe('Markdown'),
  category: z.object({ id: z.number().int(), slug: z.string(), category: z.string() }),
  status: z.enum(['draft', 'published']),
  publishedAt: z.string().nullable().describe('ISO 8601'),
  durationSeconds: z.number().int().nullable(),
  audioUrl: z.string().nullable(),
  coverUrl: z.string().nullable(),
  videoUrl: z.string().nullable().describe('MP4, diputar apa adanya'),
});

export const cybercastCategoryIdParamsSchema = z.object({ cybercastCategoryId: idParamSchema('ID kategori') });
export const episodeIdParamsSchema = z.object({ episodeId: idParamSchema('episodeId') });
export const adminEpisodesQuerySchema = paginationQuerySchema.extend({
  search: searchTermSchema.describe('Cari pada judul dan slug'),
});
export const adminEpisodeResponseSchema = envelopeSchema(adminEpisodeSchema);
export const adminEpisodesResponseSchema = pageEnvelopeSchema(adminEpisodeSchema);
export const uploadErrorResponses = {
  413: errorEnvelopeSchema.describe('File melebihi batas ukuran'),
  415: errorEnvelopeSchema.describe('Bukan multipart/form-data'),
};
