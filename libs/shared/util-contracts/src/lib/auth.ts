import { z } from 'zod';
import { loginSchema } from '@akademi-siber/util-validation';

/** A corporate program batch as the client sees it (spec §3). */
export const programBatchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  is_full_access: z.boolean(),
});
export type ProgramBatch = z.infer<typeof programBatchSchema>;

/** The signed-in user as `GET /api/auth/user` returns it (spec §3 field names). */
export const authUserSchema = z.object({
  id: z.number().int(),
  id_role: z.number().int().min(1).max(5),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  avatarUrl: z.string().nullable(),
  point: z.number().int(),
  xp: z.number().int(),
  subscribtion_course_end_date: z.string().nullable(),
  program: z.object({ corporate_id: z.number().int(), batches: z.array(programBatchSchema) }).nullable(),
  teacher: z.object({ is_access_course: z.boolean(), is_access_lab: z.boolean() }).nullable(),
  campus: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  scope: z.array(z.string()),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const loginRequestSchema = loginSchema;
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** Strategy 1 (spec §7): the token is in the top-level field `token`. */
export interface LoginResponse {
  success: boolean;
  message: string;
  token: string;
  data: { token_type: 'Bearer'; expires_at: string };
}

/** Strategy 1 (spec §7): the user is in the top-level field `user`. */
export interface UserResponse {
  success: boolean;
  message: string;
  user: AuthUser;
  data: AuthUser;
}
