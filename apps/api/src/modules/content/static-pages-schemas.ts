// What the static pages' routes accept and answer (types `StaticPage`, `AdminStaticPage`); the body is util-contracts'.
import { z } from 'zod';
import { envelopeSchema } from '../../plugins/envelope';

export const pageSlugParamsSchema = z.object({
  pageSlug: z
    .string({ error: 'Alamat halaman tidak valid' })
    .max(80, { error: 'Alamat halaman tidak valid' })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'Alamat halaman tidak valid' }),
});

export const staticPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  body: z.string().describe('Markdown'),
  updatedAt: z.string().describe('ISO 8601: "Terakhir diperbarui"'),
});
export const adminStaticPageSchema = staticPageSchema.extend({
  path: z.string().describe('Alamat publik halaman'),
  updatedBy: z.object({ name: z.string() }).nullable(),
});

export const staticPageResponseSchema = envelopeSchema(staticPageSchema);
export const adminStaticPageResponseSchema = envelopeSchema(adminStaticPageSchema);
export const adminStaticPagesResponseSchema = envelopeSchema(z.array(adminStaticPageSchema));
