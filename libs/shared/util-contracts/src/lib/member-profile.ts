// The member's own profile (decision 0023): `/member/profil` (edit, avatar, email change), `/member/profil/hapus-akun`
// (account deletion) and `/member/profil-old-cda` (the old platform's profile, read-only). The API validates with
// these schemas and the pages' forms validate with the same ones.
import { z } from 'zod';
import { emailRequestSchema, usernameSchema } from './accounts';

export const MEMBER_PROFILE_PATHS = {
  profile: '/api/member/profile',
  avatar: '/api/member/profile/avatar',
  email: '/api/member/profile/email',
  legacy: '/api/member/profile/legacy',
  account: '/api/member/account',
} as const;

/** Avatars: JPEG, PNG or WebP (decided by the file's bytes), at most this many bytes. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

const optionalText = (max: number, label: string) => z.string().trim().max(max, `${label} maksimal ${max} karakter`);

/** Indonesian and international numbers: digits with an optional leading +, spaces and dashes allowed. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 -]{6,18}[0-9]$/;

export const profileUpdateRequestSchema = z.object({
  name: z.string().trim().min(1, 'Nama wajib diisi').max(100, 'Nama maksimal 100 karakter'),
  username: usernameSchema,
  bio: optionalText(500, 'Bio'),
  phone: z
    .string()
    .trim()
    .max(20, 'Nomor HP maksimal 20 karakter')
    .refine(
      (value) => value === '' || PHONE_PATTERN.test(value),
      'Nomor HP hanya boleh angka, spasi, strip dan + di depan',
    ),
  city: optionalText(100, 'Kota'),
  institution: optionalText(150, 'Instansi'),
  showBio: z.boolean(),
  showLocation: z.boolean(),
  showFinishedCourses: z.boolean(),
  showCertificates: z.boolean(),
  showXp: z.boolean(),
});
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequestSchema>;

export const memberProfileSchema = z.object({
  username: z.string(),
  name: z.string(),
  email: z.string(),
  /** An address waiting for its verification link to be used; the account still uses `email` until then. */
  pendingEmail: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  bio: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  institution: z.string().nullable(),
  showBio: z.boolean(),
  showLocation: z.boolean(),
  showFinishedCourses: z.boolean(),
  showCertificates: z.boolean(),
  showXp: z.boolean(),
  /** False for an account made by Google sign-in that never set a password: deletion asks only for the typed phrase. */
  hasPassword: z.boolean(),
  googleLinked: z.boolean(),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

export const changeEmailRequestSchema = z.object({
  email: emailRequestSchema.shape.email,
  current_password: z.string().min(1, 'Password wajib diisi').max(1024, 'Password tidak valid'),
});
export type ChangeEmailRequest = z.infer<typeof changeEmailRequestSchema>;

/** What the member types to confirm that the account is to be deleted. */
export const DELETE_ACCOUNT_PHRASE = 'HAPUS AKUN SAYA';

/**
 * The typed phrase always, and the password when the account has one (an account made by Google sign-in that never
 * set a password has only the phrase).
 */
export const deleteAccountRequestSchema = z.object({
  password: z.string().max(1024, 'Password tidak valid').optional(),
  confirmation: z
    .string()
    .trim()
    .max(100, 'Konfirmasi tidak valid')
    .refine(
      (value) => value.toUpperCase() === DELETE_ACCOUNT_PHRASE,
      `Ketik ${DELETE_ACCOUNT_PHRASE} untuk mengonfirmasi`,
    ),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/** The profile the old platform (CDA) kept, shown read-only; fields it never had stay null. */
export const LEGACY_PROFILE_FIELDS = [
  ['occupation', 'Pekerjaan'],
  ['company', 'Perusahaan / instansi'],
  ['education', 'Pendidikan terakhir'],
  ['major', 'Jurusan'],
  ['birthDate', 'Tanggal lahir'],
  ['gender', 'Jenis kelamin'],
  ['address', 'Alamat'],
  ['linkedin', 'LinkedIn'],
  ['github', 'GitHub'],
  ['website', 'Situs web'],
] as const;
export type LegacyProfileField = (typeof LEGACY_PROFILE_FIELDS)[number][0];

export const legacyProfileSchema = z.object({
  /** When the old platform's profile was imported (ISO 8601), if known. */
  importedAt: z.string().nullable(),
  fields: z.object(
    Object.fromEntries(LEGACY_PROFILE_FIELDS.map(([key]) => [key, z.string().nullable()])) as Record<
      LegacyProfileField,
      z.ZodNullable<z.ZodString>
    >,
  ),
});
export type LegacyProfile = z.infer<typeof legacyProfileSchema>;
