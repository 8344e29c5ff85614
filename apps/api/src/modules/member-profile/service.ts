// The member's profile (decision 0023): read and edit it, the avatar, an email change confirmed from the new inbox,
// the old platform's profile, and deleting the account.
import { randomBytes } from 'node:crypto';
import type { ChangeEmailRequest, DeleteAccountRequest, ProfileUpdateRequest } from '@akademi-siber/util-contracts';
import { statusMessage } from '@akademi-siber/util-contracts';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../plugins/errors';
import { ACCOUNT_LIMITS, confirmNewEmail, emailChangeRequestedNotice, linkUrls, newLinkToken } from '../accounts';
import { accountSubject, createRateLimiter, hashPassword, verifyPassword } from '../auth';
import type { FileStorage, UploadedFile } from '../storage';
import { createAvatars } from './avatars';
import { createMemberProfileRepository, toLegacyProfile, toMemberProfile } from './repository';

export const PROFILE_MESSAGES = {
  saved: 'Profil berhasil disimpan.',
  usernameTaken: 'Username sudah dipakai',
  emailTaken: 'Email sudah terdaftar',
  sameEmail: 'Email baru sama dengan email kamu sekarang',
  wrongPassword: 'Password salah',
  noPassword: 'Akun Google belum punya password. Atur password dulu lewat "Lupa Password", lalu ganti email.',
  emailLinkSent: 'Tautan konfirmasi dikirim ke email baru. Email akun baru berganti setelah tautan itu dibuka.',
  emailChangeCancelled: 'Permintaan ganti email dibatalkan.',
  avatarSaved: 'Foto profil diperbarui.',
  avatarRemoved: 'Foto profil dihapus.',
  deleted: 'Akun kamu sudah dihapus. Semua sesi login diakhiri.',
} as const;

function fieldError(path: string, message: string): ApiError {
  return new ApiError(422, message, {}, { errors: [{ path, message }] });
}

export function createMemberProfileService(app: FastifyInstance, storage: FileStorage) {
  const { config, mailer, auth } = app;
  const repository = createMemberProfileRepository(app.db);
  const avatars = createAvatars(app.db, storage);
  const limiter = createRateLimiter(app.db);
  const urls = linkUrls(config.publicUrl);

  async function account(userId: number) {
    const row = await repository.findById(userId);
    if (!row) throw new ApiError(401, statusMessage(401));
    return row;
  }

  async function profile(userId: number) {
    const row = await account(userId);
    return toMemberProfile(row, await repository.pendingEmail(userId));
  }

  /** The current password, guessed no faster than a login (same throttle and cap as change password). */
  async function checkPassword(row: { id: number; email: string; passwordHash: string }, password: string, ip: string) {
    return auth.throttle.checkPassword(accountSubject(row.id, row.email), ip, () =>
      verifyPassword(row.passwordHash, password),
    );
  }

  return {
    profile,

    async update(userId: number, input: ProfileUpdateRequest) {
      await account(userId);
      if (await repository.usernameTakenByOther(userId, input.username))
        throw fieldError('username', PROFILE_MESSAGES.usernameTaken);
      try {
        await repository.update(userId, input);
      } catch (error) {
        // Two members racing for one username: the loser gets the same field error.
        if (await repository.usernameTakenByOther(userId, input.username))
          throw fieldError('username', PROFILE_MESSAGES.usernameTaken);
        throw error;
      }
      return profile(userId);
    },

    async setAvatar(userId: number, file: UploadedFile) {
      await account(userId);
      await avatars.set(userId, file);
      return profile(userId);
    },

    async removeAvatar(userId: number) {
      await account(userId);
      await avatars.remove(userId);
      return profile(userId);
    },

    /** Null when no live account uses that avatar (replaced, removed, deleted). */
    async avatarFile(file: string): Promise<Buffer | null> {
      const key = await repository.avatarKeyByUrl(`/api/avatars/${file}`);
      return key ? storage.get(key) : null;
    },

    /**
     * Sends a link to the new address and tells the old one; the account keeps its email until the link is used
     * (accounts service `verifyEmail`).
     */
    async requestEmailChange(userId: number, input: ChangeEmailRequest, ip: string) {
      const row = await account(userId);
      if (!row.hasPassword) throw fieldError('current_password', PROFILE_MESSAGES.noPassword);
      if (!(await checkPassword(row, input.current_password, ip)))
        throw fieldError('current_password', PROFILE_MESSAGES.wrongPassword);
      if (input.email === row.email.toLowerCase()) throw fieldError('email', PROFILE_MESSAGES.sameEmail);
      if (await repository.emailTakenByOther(userId, input.email))
        throw fieldError('email', PROFILE_MESSAGES.emailTaken);
      await limiter.consume(ip, ACCOUNT_LIMITS.mailLinksPerAddress);
      const allowed = await limiter.withinLimit(input.email, ACCOUNT_LIMITS.mailLinksPerInbox);
      const link = newLinkToken();
      const hours = config.links.emailVerificationHours;
      await repository.replaceEmailChangeLink(userId, {
        tokenHash: link.tokenHash,
        expiresAt: new Date(Date.now() + hours * 60 * 60 * 1000),
        newEmail: input.email,
      });
      mailer.defer('change_email', async () => {
        if (allowed)
          await mailer.send(
            confirmNewEmail({ email: input.email, name: row.name }, urls.verifyEmail(link.token), hours),
            'change_email',
          );
        await mailer.send(
          emailChangeRequestedNotice({ email: row.email, name: row.name }, input.email, urls.forgotPassword()),
          'change_email_notice',
        );
      });
      return profile(userId);
    },

    async cancelEmailChange(userId: number) {
      await account(userId);
      await repository.cancelEmailChange(userId);
      return profile(userId);
    },

    async legacy(userId: number) {
      await account(userId);
      return toLegacyProfile(await repository.legacyProfile(userId));
    },

    /** Anonymises the account (decision 0023), removes its avatar file and ends every session at once. */
    async deleteAccount(userId: number, input: DeleteAccountRequest, ip: string) {
      const row = await account(userId);
      // The schema has already checked the typed phrase.
      if (row.hasPassword && (!input.password || !(await checkPassword(row, input.password, ip)))) {
        throw fieldError('password', PROFILE_MESSAGES.wrongPassword);
      }
      const done = await repository.anonymise(
        userId,
        await hashPassword(randomBytes(32).toString('base64url')),
        new Date(),
      );
      if (!done) throw new ApiError(401, statusMessage(401));
      if (done.avatarKey) await storage.delete(done.avatarKey);
      await auth.endAllSessions(userId, 'revoked');
    },
  };
}
