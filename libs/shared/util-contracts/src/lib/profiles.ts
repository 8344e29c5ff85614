/** `GET /api/profiles/{username}`: what anyone may see of an account at `/{username}` (spec §2). */
import { z } from 'zod';
import type { RoleName } from './roles';

/**
 * Roles whose accounts have a public page: learners, instructors and lecturers. Admin and corporate
 * manager accounts are staff accounts; their usernames are not published.
 */
export const PUBLIC_PROFILE_ROLES = ['member', 'author', 'teacher'] as const satisfies readonly RoleName[];

export const publicProfileSchema = z.object({
  username: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  bio: z.string().nullable(),
  xp: z.number().int(),
  role: z.enum(PUBLIC_PROFILE_ROLES),
  /** ISO 8601. */
  joinedAt: z.string(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;
