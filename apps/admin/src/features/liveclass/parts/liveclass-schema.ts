/**
 * The live class form: the text as typed (the syllabus one topic a line, the picture's address blank for none),
 * reshaped and piped into the API's own schema (`liveClassInputSchema`, util-contracts), so the form's messages and
 * fields are the API's (decision 0034).
 */
import { z } from 'zod';
import { COURSE_LEVELS, liveClassInputSchema, type AdminLiveClass } from '@akademi-siber/util-contracts';

/** The API's limits on the syllabus, said on the one box that holds it. */
const SYLLABUS_TOPICS_MAX = 30;
const SYLLABUS_TOPIC = { min: 2, max: 200 };

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export const liveClassFormSchema = z
  .object({
    title: z.string(),
    slug: z.string(),
    level: z.enum(COURSE_LEVELS),
    category: z.string(),
    description: z.string(),
    syllabus: z.string(),
    thumbnailUrl: z.string(),
    instructorUsername: z.string().trim().min(1, { error: 'Pengajar wajib dipilih' }),
    published: z.boolean(),
  })
  .superRefine((form, ctx) => {
    const topics = lines(form.syllabus);
    const problem =
      topics.length > SYLLABUS_TOPICS_MAX
        ? `Silabus maksimal ${SYLLABUS_TOPICS_MAX} topik`
        : topics.some((topic) => topic.length < SYLLABUS_TOPIC.min)
          ? `Setiap topik silabus minimal ${SYLLABUS_TOPIC.min} karakter`
          : topics.some((topic) => topic.length > SYLLABUS_TOPIC.max)
            ? `Setiap topik silabus maksimal ${SYLLABUS_TOPIC.max} karakter`
            : null;
    if (problem) ctx.addIssue({ code: 'custom', path: ['syllabus'], message: problem });
  })
  .transform((form) => ({
    ...form,
    slug: form.slug.trim().toLowerCase(),
    syllabus: lines(form.syllabus),
    thumbnailUrl: form.thumbnailUrl.trim() === '' ? null : form.thumbnailUrl.trim(),
  }))
  .pipe(liveClassInputSchema);

export type LiveClassFormValues = z.input<typeof liveClassFormSchema>;

export const NEW_LIVE_CLASS: LiveClassFormValues = {
  title: '',
  slug: '',
  level: 'Pemula',
  category: '',
  description: '',
  syllabus: '',
  thumbnailUrl: '',
  instructorUsername: '',
  published: false,
};

export const liveClassValues = (liveClass: Omit<AdminLiveClass, 'batches'>): LiveClassFormValues => ({
  title: liveClass.title,
  slug: liveClass.slug,
  level: liveClass.level,
  category: liveClass.category,
  description: liveClass.description,
  syllabus: liveClass.syllabus.join('\n'),
  thumbnailUrl: liveClass.thumbnailUrl ?? '',
  instructorUsername: liveClass.instructor.username,
  published: liveClass.published,
});

/** A readable address from the title, as the admin may keep it: `Incident Response Live` → `incident-response-live`. */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 150)
    .replace(/-+$/g, '');
}
