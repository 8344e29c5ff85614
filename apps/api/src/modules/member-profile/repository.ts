// Queries of the member's profile (decision 0023): the profile row, username and email checks, the avatar, the
// pending email change, the old platform's profile, and the anonymisation that deletes an account.
import type { LegacyProfile, MemberProfile, ProfileUpdateRequest } from '@akademi-siber/util-contracts';
import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountLinkTokens, cartItems, certificates, notifications, users } from '../../db/schema';

const profileColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  email: users.email,
  avatarUrl: users.avatarUrl,
  bio: users.bio,
  phone: users.phone,
  city: users.city,
  institution: users.institution,
  showBio: users.showBio,
  showLocation: users.showLocation,
  showFinishedCourses: users.showFinishedCourses,
  showCertificates: users.showCertificates,
  showXp: users.showXp,
  hasPassword: users.hasPassword,
  googleSub: users.googleSub,
  passwordHash: users.passwordHash,
  avatarKey: users.avatarKey,
};

export type ProfileRow = Awaited<ReturnType<ReturnType<typeof createMemberProfileRepository>['findById']>>;

const nullIfEmpty = (value: string) => (value === '' ? null : value);

export function createMemberProfileRepository(db: Database) {
  return {
    async findById(userId: number) {
      const [row] = await db
        .select(profileColumns)
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)))
        .limit(1);
      return row;
    },

    /** The address of the newest unused, unexpired email-change link, if any. */
    async pendingEmail(userId: number): Promise<string | null> {
      const [row] = await db
        .select({ newEmail: accountLinkTokens.newEmail })
        .from(accountLinkTokens)
        .where(
          and(
            eq(accountLinkTokens.userId, userId),
            eq(accountLinkTokens.purpose, 'change_email'),
            isNull(accountLinkTokens.usedAt),
            gt(accountLinkTokens.expiresAt, new Date()),
          ),
        )
        .orderBy(desc(accountLinkTokens.id))
        .limit(1);
      return row?.newEmail ?? null;
    },

    async usernameTakenByOther(userId: number, username: string): Promise<boolean> {
      return (
        (await db.$count(users, and(sql`lower(${users.username}) = ${username.toLowerCase()}`, ne(users.id, userId)))) >
        0
      );
    },

    async emailTakenByOther(userId: number, email: string): Promise<boolean> {
      return (
        (await db.$count(users, and(sql`lower(${users.email}) = ${email.toLowerCase()}`, ne(users.id, userId)))) > 0
      );
    },

    async update(userId: number, input: ProfileUpdateRequest) {
      await db
        .update(users)
        .set({
          name: input.name,
          username: input.username,
          bio: nullIfEmpty(input.bio),
          phone: nullIfEmpty(input.phone),
          city: nullIfEmpty(input.city),
          institution: nullIfEmpty(input.institution),
          showBio: input.showBio,
          showLocation: input.showLocation,
          showFinishedCourses: input.showFinishedCourses,
          showCertificates: input.showCertificates,
          showXp: input.showXp,
        })
        .where(and(eq(users.id, userId), isNull(users.deletedAt)));
    },

    /** Points the profile at a new avatar (or none) and returns the storage key it replaced. */
    async replaceAvatar(userId: number, avatar: { key: string; url: string } | null): Promise<string | null> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ key: users.avatarKey })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        await tx
          .update(users)
          .set({ avatarKey: avatar?.key ?? null, avatarUrl: avatar?.url ?? null })
          .where(eq(users.id, userId));
        return before?.key ?? null;
      });
    },

    /** The storage key behind a served avatar URL, only while a live account uses it. */
    async avatarKeyByUrl(url: string): Promise<string | null> {
      const [row] = await db
        .select({ key: users.avatarKey })
        .from(users)
        .where(and(eq(users.avatarUrl, url), isNull(users.deletedAt)))
        .limit(1);
      return row?.key ?? null;
    },

    async legacyProfile(userId: number) {
      const [row] = await db.select({ legacy: users.legacyProfile }).from(users).where(eq(users.id, userId)).limit(1);
      return row?.legacy ?? null;
    },

    /** A new email-change link; the member's earlier unused ones stop working. */
    async replaceEmailChangeLink(userId: number, link: { tokenHash: string; expiresAt: Date; newEmail: string }) {
      await db.transaction(async (tx) => {
        await tx
          .update(accountLinkTokens)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(accountLinkTokens.userId, userId),
              eq(accountLinkTokens.purpose, 'change_email'),
              isNull(accountLinkTokens.usedAt),
            ),
          );
        await tx.insert(accountLinkTokens).values({ userId, purpose: 'change_email', ...link });
      });
    },

    async cancelEmailChange(userId: number) {
      await db
        .update(accountLinkTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(accountLinkTokens.userId, userId),
            eq(accountLinkTokens.purpose, 'change_email'),
            isNull(accountLinkTokens.usedAt),
          ),
        );
    },

    /**
     * Deletes an account by anonymising it (decision 0023), in one transaction: the certificates keep the holder's
     * name, personal fields are emptied, the username and email are freed, links, notifications and the cart go.
     * Orders, enrollments, progress, points and certificates stay, tied to the anonymous row.
     */
    async anonymise(userId: number, unusablePasswordHash: string, now: Date) {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .select({ name: users.name, avatarKey: users.avatarKey })
          .from(users)
          .where(and(eq(users.id, userId), isNull(users.deletedAt)))
          .for('update');
        if (!user) return null;
        await tx
          .update(certificates)
          .set({ holderName: user.name })
          .where(and(eq(certificates.userId, userId), isNull(certificates.holderName)));
        await tx
          .update(users)
          .set({
            username: `terhapus-${userId}`,
            name: 'Akun Terhapus',
            email: `terhapus-${userId}@akun-terhapus.invalid`,
            passwordHash: unusablePasswordHash,
            hasPassword: false,
            googleSub: null,
            avatarUrl: null,
            avatarKey: null,
            bio: null,
            phone: null,
            city: null,
            institution: null,
            legacyProfile: null,
            showBio: false,
            showLocation: false,
            showFinishedCourses: false,
            showCertificates: false,
            showXp: false,
            emailOptOutAt: now,
            deletedAt: now,
          })
          .where(eq(users.id, userId));
        await tx.delete(accountLinkTokens).where(eq(accountLinkTokens.userId, userId));
        await tx.delete(notifications).where(eq(notifications.userId, userId));
        await tx.delete(cartItems).where(eq(cartItems.userId, userId));
        return { avatarKey: user.avatarKey };
      });
    },
  };
}

export function toMemberProfile(row: NonNullable<ProfileRow>, pendingEmail: string | null): MemberProfile {
  return {
    username: row.username,
    name: row.name,
    email: row.email,
    pendingEmail,
    avatarUrl: row.avatarUrl || null,
    bio: row.bio || null,
    phone: row.phone,
    city: row.city,
    institution: row.institution,
    showBio: row.showBio,
    showLocation: row.showLocation,
    showFinishedCourses: row.showFinishedCourses,
    showCertificates: row.showCertificates,
    showXp: row.showXp,
    hasPassword: row.hasPassword,
    googleLinked: row.googleSub !== null,
  };
}

export function toLegacyProfile(stored: Record<string, string | null> | null): LegacyProfile | null {
  if (!stored) return null;
  const text = (key: string) => (typeof stored[key] === 'string' && stored[key] !== '' ? stored[key] : null);
  return {
    importedAt: text('importedAt'),
    fields: {
      occupation: text('occupation'),
      company: text('company'),
      education: text('education'),
      major: text('major'),
      birthDate: text('birthDate'),
      gender: text('gender'),
      address: text('address'),
      linkedin: text('linkedin'),
      github: text('github'),
      website: text('website'),
    },
  };
}
