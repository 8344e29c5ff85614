// The account calls beyond login (spec §2 auth pages, §7 strategies 2 and 3): paths, request bodies and answers
// shared by the API (which validates with these schemas) and the web apps (whose forms validate with the same
// ones). Every answer is the envelope `{ success, message, data }`; `message` is Indonesian and safe to show.
import { z } from 'zod';
import { newPasswordSchema, personalInfoIssue } from '@akademi-siber/util-validation';
import { authUserSchema } from './auth';
import { isReservedUsername, USERNAME_PATTERN } from './public-routes';

const email = z.string().trim().toLowerCase().max(254, 'Email maksimal 254 karakter').email('Email tidak valid');

const confirmed = <T extends { password: string; password_confirmation: string }>(value: T, ctx: z.RefinementCtx) => {
  if (value.password !== value.password_confirmation) {
    ctx.addIssue({
      code: 'custom',
      path: ['password_confirmation'],
      message: 'Konfirmasi Password tidak sama dengan Password',
    });
  }
};

/** A username someone picks (registration, the member's profile): its format, and not a page path. */
export const usernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(3, 'Username minimal 3 karakter')
  .max(30, 'Username maksimal 30 karakter')
  .regex(USERNAME_PATTERN, 'Username hanya boleh huruf kecil, angka, titik, garis bawah atau strip')
  // `/{username}` is the public profile: a name that is also a page path would never be reachable.
  .refine((username) => !isReservedUsername(username), 'Username ini tidak dapat digunakan');

export const registerRequestSchema = z
  .object({
    name: z.string().trim().min(1, 'Nama wajib diisi').max(100, 'Nama maksimal 100 karakter'),
    username: usernameSchema,
    email,
    password: newPasswordSchema('Password'),
    password_confirmation: z.string(),
  })
  .superRefine(confirmed)
  .superRefine((value, ctx) => {
    // Reset and change know the owner only on the server, which checks the same rule there.
    const issue = personalInfoIssue(value.password, value, 'Password');
    if (issue) ctx.addIssue({ code: 'custom', path: ['password'], message: issue });
  });
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const emailRequestSchema = z.object({ email });
export type EmailRequest = z.infer<typeof emailRequestSchema>;

/** Single-use tokens from emailed links (verification, reset, unsubscribe). */
export const linkTokenSchema = z.string().trim().min(16, 'Tautan tidak valid').max(512, 'Tautan tidak valid');
export const tokenRequestSchema = z.object({ token: linkTokenSchema });
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

export const resetPasswordRequestSchema = z
  .object({ token: linkTokenSchema, password: newPasswordSchema('Password Baru'), password_confirmation: z.string() })
  .superRefine(confirmed);
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const changePasswordRequestSchema = z
  .object({
    current_password: z.string().min(1, 'Password Lama wajib diisi').max(1024, 'Password Lama tidak valid'),
    password: newPasswordSchema('Password Baru'),
    password_confirmation: z.string(),
  })
  .superRefine(confirmed);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

export const googleValidateRequestSchema = z.object({
  credential: z.string().trim().min(20, 'Token Google tidak valid').max(8192, 'Token Google tidak valid'),
});
export type GoogleValidateRequest = z.infer<typeof googleValidateRequestSchema>;

/** Strategy 2 and 3 answer: the user fields in `data`, plus `data.token`. */
export const tokenInDataSchema = authUserSchema.extend({
  token: z.string(),
  token_type: z.literal('Bearer'),
  expires_at: z.string(),
});
export type TokenInData = z.infer<typeof tokenInDataSchema>;

/** 403 answer of a login whose email is not verified yet: the client goes to /email-verification. */
export interface UnverifiedEmailData {
  email_verification_required: true;
  email: string;
}
