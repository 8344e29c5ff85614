// The staff's own profile (decisions 0049, 0050): `/author/profil` and `/admin/profil` edit what learners see in a
// course's byline — name, photo, bio, expertise (a few short tags) and public links (https only, with a host). The
// API validates with these schemas and the shared form validates with the same ones.
import { z } from 'zod';
import { isPublicHttpsUrl, STAFF_LINK_KINDS, STAFF_LINK_URL_MESSAGE, STAFF_PROFILE_LIMITS } from './staff-profile';

export const staffLinkSchema = z.object({
  kind: z.enum(STAFF_LINK_KINDS, { error: 'Pilih jenis tautan' }),
  url: z
    .string({ error: STAFF_LINK_URL_MESSAGE })
    .trim()
    .min(1, { error: 'Tautan wajib diisi' })
    .max(STAFF_PROFILE_LIMITS.linkLength, { error: `Tautan maksimal ${STAFF_PROFILE_LIMITS.linkLength} karakter` })
    .refine(isPublicHttpsUrl, { error: STAFF_LINK_URL_MESSAGE }),
});
export type StaffLink = z.infer<typeof staffLinkSchema>;

const expertiseTag = z
  .string({ error: 'Keahlian harus berupa teks' })
  .trim()
  .min(2, { error: 'Keahlian minimal 2 karakter' })
  .max(STAFF_PROFILE_LIMITS.expertiseLength, {
    error: `Keahlian maksimal ${STAFF_PROFILE_LIMITS.expertiseLength} karakter`,
  });

const sameText = (value: string) => value.trim().toLowerCase();

export const staffProfileUpdateSchema = z
  .strictObject(
    {
      name: z
        .string({ error: 'Nama wajib diisi' })
        .trim()
        .min(1, { error: 'Nama wajib diisi' })
        .max(100, { error: 'Nama maksimal 100 karakter' }),
      bio: z
        .string({ error: 'Bio harus berupa teks' })
        .trim()
        .max(STAFF_PROFILE_LIMITS.bio, { error: `Bio maksimal ${STAFF_PROFILE_LIMITS.bio} karakter` }),
      expertise: z
        .array(expertiseTag, { error: 'Keahlian harus berupa daftar' })
        .max(STAFF_PROFILE_LIMITS.expertise, { error: `Keahlian maksimal ${STAFF_PROFILE_LIMITS.expertise}` }),
      links: z
        .array(staffLinkSchema, { error: 'Tautan harus berupa daftar' })
        .max(STAFF_PROFILE_LIMITS.links, { error: `Tautan maksimal ${STAFF_PROFILE_LIMITS.links}` }),
    },
    { error: 'Data profil tidak valid' },
  )
  .superRefine((profile, context) => {
    const tags = profile.expertise.map(sameText);
    if (new Set(tags).size !== tags.length)
      context.addIssue({ code: 'custom', path: ['expertise'], message: 'Keahlian tidak boleh sama' });
    const urls = profile.links.map((link) => sameText(link.url));
    urls.forEach((url, index) => {
      if (urls.indexOf(url) !== index)
        context.addIssue({ code: 'custom', path: ['links', index, 'url'], message: 'Tautan ini sudah ada di atas' });
    });
  });
export type StaffProfileUpdate = z.infer<typeof staffProfileUpdateSchema>;

export const staffProfileSchema = z.object({
  username: z.string(),
  name: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  bio: z.string().nullable(),
  expertise: z.array(z.string()),
  links: z.array(z.object({ kind: z.enum(STAFF_LINK_KINDS), url: z.string() })),
});
export type StaffProfile = z.infer<typeof staffProfileSchema>;
