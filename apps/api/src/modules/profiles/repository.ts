// Which accounts have a public page, and what it shows. The one-origin server asks it too, so that
// `/{username}` answers 404 exactly when this finds nothing.
import { PUBLIC_PROFILE_ROLES, ROLE_IDS, roleNameOf, USERNAME_PATTERN, type PublicProfile } from '@akademi-siber/util-contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

const PUBLIC_ROLE_IDS = PUBLIC_PROFILE_ROLES.map((role) => ROLE_IDS[role]);

export function createProfileRepository(db: Database) {
  return {
    async findPublic(username: string): Promise<PublicProfile | null> {
      // Usernames are stored lower-case, so the unique index answers the lookup.
      const normalized = username.trim().toLowerCase();
      if (!USERNAME_PATTERN.test(normalized)) return null;
      const [row] = await db
        .select({
          username: users.username,
          name: users.name,
          avatarUrl: users.avatarUrl,
          bio: users.bio,
          xp: users.xp,
          idRole: users.idRole,
          createdAt: users.createdAt,
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
        bio: row.bio || null,
        xp: row.xp,
        role: role as PublicProfile['role'],
        joinedAt: row.createdAt.toISOString(),
      };
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
