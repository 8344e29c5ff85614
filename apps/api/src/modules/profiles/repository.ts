// Which accounts have a public page, and what it shows. The one-origin server asks it too, so that
// `/{username}` answers 404 exactly when this finds nothing. Bio, city/institution, finished courses, certificates
// and XP appear only when the member chose to show them (decision 0023).
import {
  PUBLIC_PROFILE_ROLES,
  ROLE_IDS,
  roleNameOf,
  USERNAME_PATTERN,
  type PublicProfile,
} from '@akademi-siber/util-contracts';
import { and, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { certificates, courses, enrollments, users } from '../../db/schema';

const PUBLIC_ROLE_IDS = PUBLIC_PROFILE_ROLES.map((role) => ROLE_IDS[role]);
/** Enough for a profile page; the member's own pages list everything. */
const LIST_LIMIT = 50;

export function createProfileRepository(db: Database) {
  async function finishedCourses(userId: number): Promise<NonNullable<PublicProfile['finishedCourses']>> {
    const rows = await db
      .select({ slug: courses.slug, title: courses.title, completedAt: enrollments.completedAt })
      .from(enrollments)
      .innerJoin(courses, eq(courses.id, enrollments.courseId))
      .where(and(eq(enrollments.userId, userId), isNotNull(enrollments.completedAt), eq(courses.owner, 'course')))
      .orderBy(desc(enrollments.completedAt))
      .limit(LIST_LIMIT);
    return rows.map((row) => ({
      slug: row.slug,
      title: row.title,
      completedAt: (row.completedAt as Date).toISOString(),
    }));
  }

  async function validCertificates(userId: number): Promise<NonNullable<PublicProfile['certificates']>> {
    const rows = await db
      .select({
        number: certificates.number,
        title: certificates.title,
        kind: certificates.kind,
        issuedAt: certificates.issuedAt,
      })
      .from(certificates)
      .where(and(eq(certificates.userId, userId), isNull(certificates.revokedAt)))
      .orderBy(desc(certificates.issuedAt))
      .limit(LIST_LIMIT);
    return rows.map((row) => ({ ...row, issuedAt: row.issuedAt.toISOString() }));
  }

  return {
    async findPublic(username: string): Promise<PublicProfile | null> {
      // Usernames are stored lower-case, so the unique index answers the lookup.
      const normalized = username.trim().toLowerCase();
      if (!USERNAME_PATTERN.test(normalized)) return null;
      const [row] = await db
        .select({
          id: users.id,
          username: users.username,
          name: users.name,
          avatarUrl: users.avatarUrl,
          bio: users.bio,
          city: users.city,
          institution: users.institution,
          xp: users.xp,
          idRole: users.idRole,
          createdAt: users.createdAt,
          showBio: users.showBio,
          showLocation: users.showLocation,
          showFinishedCourses: users.showFinishedCourses,
          showCertificates: users.showCertificates,
          showXp: users.showXp,
        })
        .from(users)
        .where(and(eq(users.username, normalized), isNull(users.deletedAt), inArray(users.idRole, PUBLIC_ROLE_IDS)))
        .limit(1);
      const role = row ? roleNameOf(row.idRole) : null;
      if (!row || !role || !(PUBLIC_PROFILE_ROLES as readonly string[]).includes(role)) return null;
      return {
        username: row.username,
        name: row.name,
        avatarUrl: row.avatarUrl || null,
        bio: (row.showBio && row.bio) || null,
        city: (row.showLocation && row.city) || null,
        institution: (row.showLocation && row.institution) || null,
        xp: row.showXp ? row.xp : null,
        role: role as PublicProfile['role'],
        joinedAt: row.createdAt.toISOString(),
        finishedCourses: row.showFinishedCourses ? await finishedCourses(row.id) : null,
        certificates: row.showCertificates ? await validCertificates(row.id) : null,
      };
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
