// Course discussions' requests and answers (types in util-contracts discussions.ts; form bodies in
// discussion-schemas.ts, shared with the pages).
import { discussionBodySchema, discussionRemovalSchema, discussionReplySchema } from '@akademi-siber/util-contracts';
import { z } from 'zod';
import { envelopeSchema, pageEnvelopeSchema } from '../../plugins/envelope';
import { idParamSchema, paginationQuerySchema, searchTermSchema } from '../../plugins/request-schemas';
import { courseSlugParamsSchema, slugSchema } from '../catalog';

export { courseSlugParamsSchema, discussionBodySchema, discussionRemovalSchema, discussionReplySchema };

export const MESSAGES = {
  courseNotFound: 'Kelas tidak ditemukan.',
  discussionNotFound: 'Diskusi tidak ditemukan.',
  replyNotFound: 'Balasan tidak ditemukan.',
  notYours: 'Kamu hanya bisa mengubah atau menghapus tulisanmu sendiri.',
  closedNoReply: 'Diskusi ini sudah ditutup dan tidak menerima balasan baru.',
  closedNoEdit: 'Diskusi ini sudah ditutup sehingga tidak bisa diubah lagi.',
  answeredNoDelete: 'Diskusi yang sudah dibalas orang lain tidak bisa dihapus. Kamu masih bisa mengubah isinya.',
  created: 'Diskusi berhasil dibuat.',
  updated: 'Diskusi berhasil diperbarui.',
  deleted: 'Diskusi berhasil dihapus.',
  replied: 'Balasan terkirim.',
  replyUpdated: 'Balasan berhasil diperbarui.',
  replyDeleted: 'Balasan berhasil dihapus.',
  pinned: 'Diskusi disematkan di atas daftar.',
  unpinned: 'Sematan diskusi dilepas.',
  closed: 'Diskusi ditutup.',
  reopened: 'Diskusi dibuka kembali.',
} as const;

export const discussionParamsSchema = z.object({
  idHashDiscussion: z
    .string({ error: 'Alamat diskusi tidak valid' })
    .regex(/^[A-Za-z0-9]{1,32}$/, { error: 'Alamat diskusi tidak valid' }),
});
export const replyParamsSchema = discussionParamsSchema.extend({ replyId: idParamSchema('ID balasan') });

export const memberListQuerySchema = paginationQuerySchema.extend({
  q: searchTermSchema.describe('Cari pada judul atau isi diskusi'),
});
export const staffListQuerySchema = memberListQuerySchema.extend({
  status: z
    .enum(['all', 'unanswered'], { error: 'Status harus all atau unanswered' })
    .default('all')
    .describe('unanswered: belum dijawab instruktur atau admin'),
});

export const adminListQuerySchema = staffListQuerySchema.extend({
  kelas: slugSchema('Kelas yang dipilih tidak valid').optional().describe('Hanya diskusi kelas ini (slug kelas)'),
});

// A member's writes on a thread or reply may come without a body: ownership is checked first (403/404), then the
// missing body is the 422 (so another member never learns more than "not yours").
export const optionalDiscussionBodySchema = discussionBodySchema.nullish();
export const optionalReplyBodySchema = discussionReplySchema.nullish();

export const pinBodySchema = z.object(
  { pinned: z.boolean({ error: 'Sematan harus true atau false' }) },
  { error: 'Data sematan tidak valid' },
);
export const closeBodySchema = z.object(
  { closed: z.boolean({ error: 'Status tutup harus true atau false' }) },
  { error: 'Data status tidak valid' },
);

const personSchema = z.object({ name: z.string(), username: z.string(), role: z.enum(['member', 'author', 'admin']) });
const summaryFields = {
  hashId: z.string(),
  courseSlug: z.string(),
  courseTitle: z.string(),
  title: z.string(),
  author: personSchema,
  pinned: z.boolean(),
  closed: z.boolean(),
  replyCount: z.number().int(),
  answeredByStaff: z.boolean(),
  mine: z.boolean(),
  createdAt: z.string(),
  lastActivityAt: z.string(),
};
export const discussionSummarySchema = z.object({ ...summaryFields, excerpt: z.string() });
export const discussionReplySchemaOut = z.object({
  id: z.number().int(),
  body: z.string(),
  author: personSchema,
  mine: z.boolean(),
  edited: z.boolean(),
  createdAt: z.string(),
});
export const discussionDetailSchema = z.object({
  ...summaryFields,
  body: z.string(),
  edited: z.boolean(),
  canDelete: z.boolean(),
  replies: z.array(discussionReplySchemaOut),
});

export const discussionListResponseSchema = pageEnvelopeSchema(discussionSummarySchema);
export const discussionDetailResponseSchema = envelopeSchema(discussionDetailSchema);
export const replyResponseSchema = envelopeSchema(discussionReplySchemaOut);
export const removedResponseSchema = envelopeSchema(z.object({ hashId: z.string() }));
export const replyRemovedResponseSchema = envelopeSchema(z.object({ id: z.number().int() }));
export const courseCountsResponseSchema = envelopeSchema(
  z.array(z.object({ slug: z.string(), title: z.string(), total: z.number().int(), unanswered: z.number().int() })),
);
