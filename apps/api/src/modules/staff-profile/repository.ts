// Queries of the staff's own profile (decision 0050): the author's or admin's row and the fields of the byline.
import type { StaffLink, StaffProfile, StaffProfileUpdate } from '@akademi-siber/util-contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';

/** Authors and admins have a staff profile; the roles are checked again here, not only by the route. */
const STAFF_ROLE_IDS = [2, 3];

export function createStaffProfileRepository(db: Database) {
  const live = (userId: number) =>
    and(eq(users.id, userId), isNull(users.deletedAt), inArray(users.idRole, STAFF_ROLE_IDS));
  return {
    async find(userId: number): Promise<StaffProfile | null> {
      const [row] = await db
        .select({
          username: users.username,
          name: users.name,
          email: users.email,
          avatarUrl: users.avatarUrl,
          bio: users.bio,
          expertise: users.expertise,
          links: users.links,
        })
        .from(users)
        .where(live(userId))
        .limit(1);
      return row ? { ...row, links: row.links as StaffLink[] } : null;
    },

    async update(userId: number, input: StaffProfileUpdate): Promise<void> {
      await db
        .update(users)
        .set({
          name: input.name,
          bio: input.bio === '' ? null : input.bio,
          expertise: input.expertise,
          links: input.links,
        })
        .where(live(userId));
    },
  };
}
