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
  /** Null when empty or when the member keeps it off the public page (decision 0023); likewise below. */
  bio: z.string().nullable(),
  city: z.string().nullable(),
  institution: z.string().nullable(),
  xp: z.number().int().nullable(),
  role: z.enum(PUBLIC_PROFILE_ROLES),
  /** ISO 8601. */
  joinedAt: z.string(),
  /** Courses finished, newest first; null = not shown. */
  finishedCourses: z.array(z.object({ slug: z.string(), title: z.string(), completedAt: z.string() })).nullable(),
  /** Certificates that are not revoked; each number opens `/certificate/{number}`. Null = not shown. */
  certificates: z
    .array(
      z.object({
        number: z.string(),
        title: z.string(),
        kind: z.enum(['completion', 'attendance']),
        issuedAt: z.string(),
      }),
    )
    .nullable(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;
