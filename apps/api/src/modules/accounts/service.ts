// The account flows of the accounts contract: register, verify the email, resend the link, forgot and reset the
// password, unsubscribe, change the password. Answers that could tell whether an email is registered (resend,
// forgot) are the same either way and do their lookup and sending after the answer (mailer.defer), so neither
// the text nor the time of the answer depends on it. Registration itself must say "Email sudah terdaftar" (the
// contract's field error); its per-address rate limit keeps that from being used to test addresses in bulk.
import { ROLE_IDS, statusMessage } from '@akademi-siber/util-contracts';
import { FIELD_NAMES, personalInfoIssue, type PasswordOwner } from '@akademi-siber/util-validation';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../plugins/errors';
import {
  accountSubject,
  createRateLimiter,
  hashPassword,
  hashToken,
  type RateLimit,
  type SessionUser,
  verifyPassword,
} from '../auth';
import { emailChangedNotice } from './email-change-emails';
import { resetPasswordEmail, verificationEmail, welcomeEmail } from './emails';
import { checkUnsubscribeToken, linkUrls, newLinkToken, signUnsubscribeToken, type LinkPurpose } from './links';
import { createAccountsRepository } from './repository';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

export const ACCOUNT_LIMITS = {
  /** New accounts from one address: generous, since a classroom may sign up together behind one NAT. */
  registerPerAddress: { scope: 'register:ip', limit: 50, windowMs: 60 * 60 * 1000 },
  /** Emailed links (resend verification, forgot password) asked from one address: over it, 429. */
  mailLinksPerAddress: { scope: 'mail-link:ip', limit: 50, windowMs: FIFTEEN_MINUTES },
  /** Emails to one inbox: over it the answer stays the same, but nothing is sent (no mail bombing). */
  mailLinksPerInbox: { scope: 'mail-link:inbox', limit: 5, windowMs: FIFTEEN_MINUTES },
} as const satisfies Record<string, RateLimit>;

export const MESSAGES = {
  registered: 'Pendaftaran berhasil. Kami sudah mengirim tautan verifikasi ke email kamu.',
  emailTaken: 'Email sudah terdaftar',
  usernameTaken: 'Username sudah dipakai',
  resendSent: 'Jika email terdaftar dan belum diverifikasi, kami sudah mengirim tautan verifikasi baru.',
  verified: 'Email berhasil diverifikasi. Silakan login.',
  emailChanged: 'Email akun berhasil diganti. Gunakan email baru untuk login.',
  emailChangeTaken: 'Email ini sudah dipakai akun lain. Minta ganti email lagi dengan alamat lain.',
  verifyInvalid: 'Tautan verifikasi tidak valid.',
  verifyExpired: 'Tautan verifikasi sudah tidak berlaku. Minta tautan baru.',
  forgotSent: 'Jika email terdaftar, kami sudah mengirim tautan untuk mengatur ulang password.',
  resetDone: 'Password berhasil diatur ulang. Silakan login dengan password baru.',
  resetInvalid: 'Tautan atur ulang password tidak valid.',
  resetExpired: 'Tautan atur ulang password sudah tidak berlaku. Minta tautan baru.',
  unsubscribed: 'Kamu tidak akan menerima email pemberitahuan lagi dari Akademi Siber.',
  unsubscribeInvalid: 'Tautan berhenti berlangganan tidak valid.',
  unsubscribeExpired: 'Tautan berhenti berlangganan sudah tidak berlaku.',
  passwordChanged: 'Password berhasil diganti.',
  wrongCurrentPassword: 'Password Lama salah',
  sameAsCurrent: 'Password Baru tidak boleh sama dengan Password Lama',
} as const;

function fieldError(path: string, message: string): ApiError {
  return new ApiError(422, message, {}, { errors: [{ path, message }] });
}

/**
 * A new password (reset, change) must not contain the owner's username or email; registration checks it in its schema.
 */
function assertNotPersonal(password: string, owner: PasswordOwner): void {
  const issue = personalInfoIssue(password, owner, FIELD_NAMES.newPassword);
  if (issue) throw fieldError('password', issue);
}

export type AccountsService = ReturnType<typeof createAccountsService>;

export function createAccountsService(app: FastifyInstance) {
  const { config, mailer, auth } = app;
  const repository = createAccountsRepository(app.db);
  const limiter = createRateLimiter(app.db);
  const urls = linkUrls(config.publicUrl);
  const lifetimeMs = {
    verify_email: config.links.emailVerificationHours * 60 * 60 * 1000,
    reset_password: config.links.passwordResetMinutes * 60 * 1000,
    change_email: config.links.emailVerificationHours * 60 * 60 * 1000,
  } satisfies Record<LinkPurpose, number>;
  const expiresAt = (purpose: LinkPurpose) => new Date(Date.now() + lifetimeMs[purpose]);

  /** Sends an emailed link when the inbox has not had too many already; the caller's answer does not change. */
  async function mayMail(email: string): Promise<boolean> {
    return limiter.withinLimit(email.toLowerCase(), ACCOUNT_LIMITS.mailLinksPerInbox);
  }

  /** A single-use link token that exists, is unused and unexpired, claimed for this use; else 404/410. */
  async function claimLink(token: string, purpose: LinkPurpose, messages: { invalid: string; expired: string }) {
    const now = new Date();
    const link = await repository.findLinkToken(hashToken(token), purpose);
    if (!link) throw new ApiError(404, messages.invalid);
    if (link.usedAt || link.expiresAt.getTime() <= now.getTime()) throw new ApiError(410, messages.expired);
    if (!(await repository.claimLinkToken(link.id, now))) throw new ApiError(410, messages.expired);
    return { userId: link.userId, now, newEmail: link.newEmail };
  }

  /** The new address becomes the account's; the old one is told. Sessions stay: the owner proved both inboxes. */
  async function confirmEmailChange(token: string) {
    const hash = hashToken(token);
    const pending = await repository.findLinkToken(hash, 'change_email');
    if (
      pending?.newEmail &&
      !pending.usedAt &&
      (await repository.emailTakenByOther(pending.userId, pending.newEmail))
    ) {
      throw new ApiError(409, MESSAGES.emailChangeTaken);
    }
    const { userId, now, newEmail } = await claimLink(token, 'change_email', {
      invalid: MESSAGES.verifyInvalid,
      expired: MESSAGES.verifyExpired,
    });
    const before = await repository.findById(userId);
    if (!before || !newEmail) throw new ApiError(404, MESSAGES.verifyInvalid);
    try {
      await repository.applyEmailChange(userId, newEmail, now);
    } catch (error) {
      // Another account took the address between the check and the change (unique email).
      if (await repository.emailTakenByOther(userId, newEmail)) throw new ApiError(409, MESSAGES.emailChangeTaken);
      throw error;
    }
    mailer.defer('change_email_done', () => mailer.enqueue(emailChangedNotice(before, newEmail), 'change_email_done'));
    return { email: newEmail, message: MESSAGES.emailChanged };
  }

  return {
    async register(input: { name: string; username: string; email: string; password: string }, ip: string) {
      await limiter.consume(ip, ACCOUNT_LIMITS.registerPerAddress);
      const assertFree = async () => {
        const taken = await repository.takenFields(input.email, input.username);
        const errors = [
          ...(taken.email ? [{ path: 'email', message: MESSAGES.emailTaken }] : []),
          ...(taken.username ? [{ path: 'username', message: MESSAGES.usernameTaken }] : []),
        ];
        if (errors.length > 0) throw new ApiError(422, errors[0].message, {}, { errors });
      };
      await assertFree();
      const link = newLinkToken();
      const passwordHash = await hashPassword(input.password);
      let member: { id: number; name: string; email: string };
      try {
        member = await repository.createMember(
          { ...input, passwordHash },
          { tokenHash: link.tokenHash, expiresAt: expiresAt('verify_email') },
        );
      } catch (error) {
        // Two registrations racing for one email or username: the loser gets the same field error.
        await assertFree();
        throw error;
      }
      // The first verification mail counts towards the inbox's limit like any resend.
      await limiter.withinLimit(member.email, ACCOUNT_LIMITS.mailLinksPerInbox);
      mailer.defer('verify_email', () =>
        mailer.enqueue(
          verificationEmail(member, urls.verifyEmail(link.token), config.links.emailVerificationHours),
          'verify_email',
        ),
      );
      return { email: member.email };
    },

    async resendVerification(email: string, ip: string): Promise<void> {
      await limiter.consume(ip, ACCOUNT_LIMITS.mailLinksPerAddress);
      const allowed = await mayMail(email);
      mailer.defer('verify_email', async () => {
        const user = await repository.findByEmail(email);
        // Only an unverified member has anything to verify; the answer is the same for everyone else.
        if (!allowed || !user || user.emailVerifiedAt || user.idRole !== ROLE_IDS.member) return;
        const link = newLinkToken();
        await repository.replaceLinkToken(user.id, 'verify_email', {
          tokenHash: link.tokenHash,
          expiresAt: expiresAt('verify_email'),
        });
        await mailer.enqueue(
          verificationEmail(user, urls.verifyEmail(link.token), config.links.emailVerificationHours),
          'verify_email',
        );
      });
    },

    /** A verification link, or an email-change link (decision 0023): both open `/auth-verification/{token}`. */
    async verifyEmail(token: string): Promise<{ email: string; message: string }> {
      if (await repository.findLinkToken(hashToken(token), 'change_email')) return confirmEmailChange(token);
      const { userId, now } = await claimLink(token, 'verify_email', {
        invalid: MESSAGES.verifyInvalid,
        expired: MESSAGES.verifyExpired,
      });
      await repository.markEmailVerified(userId, now);
      const user = await repository.findById(userId);
      if (!user) throw new ApiError(404, MESSAGES.verifyInvalid);
      mailer.defer('welcome', () =>
        mailer.enqueueToUser(
          userId,
          (recipient) => welcomeEmail(recipient, urls.login(), urls.unsubscribe(signUnsubscribeToken(userId, config))),
          'notice',
          'welcome',
        ),
      );
      return { email: user.email, message: MESSAGES.verified };
    },

    async forgotPassword(email: string, ip: string): Promise<void> {
      await limiter.consume(ip, ACCOUNT_LIMITS.mailLinksPerAddress);
      const allowed = await mayMail(email);
      mailer.defer('reset_password', async () => {
        const user = await repository.findByEmail(email);
        if (!allowed || !user) return;
        const link = newLinkToken();
        await repository.replaceLinkToken(user.id, 'reset_password', {
          tokenHash: link.tokenHash,
          expiresAt: expiresAt('reset_password'),
        });
        await mailer.enqueue(
          resetPasswordEmail(user, urls.resetPassword(link.token), config.links.passwordResetMinutes),
          'reset_password',
        );
      });
    },

    /** The link proves the inbox: the account's login cap starts over for the owner (login-throttle.ts). */
    async resetPassword(token: string, password: string, ip: string): Promise<void> {
      // Checked before the link is used up, so that the owner can try another password with the same link.
      const pending = await repository.findLinkToken(hashToken(token), 'reset_password');
      const owner = pending && !pending.usedAt ? await repository.findById(pending.userId) : undefined;
      if (owner) assertNotPersonal(password, owner);
      const { userId, now } = await claimLink(token, 'reset_password', {
        invalid: MESSAGES.resetInvalid,
        expired: MESSAGES.resetExpired,
      });
      await repository.setPasswordFromReset(userId, await hashPassword(password), now);
      await auth.endAllSessions(userId, 'password_changed');
      await auth.throttle.afterPasswordReset(accountSubject(userId, ''), ip, now);
    },

    async unsubscribe(token: string) {
      const check = checkUnsubscribeToken(token, config.appSecret);
      if (check.status === 'expired') throw new ApiError(410, MESSAGES.unsubscribeExpired);
      const user = check.status === 'valid' ? await repository.findById(check.userId) : undefined;
      if (!user) throw new ApiError(404, MESSAGES.unsubscribeInvalid);
      await repository.optOutOfEmail(user.id, new Date());
      return { email: user.email };
    },

    /** Every role; the current password is guessed no faster than a login (same throttle and cap). */
    async changePassword(
      session: SessionUser,
      input: { current_password: string; password: string },
      ip: string,
    ): Promise<void> {
      const user = await repository.findById(session.id);
      if (!user) throw new ApiError(401, statusMessage(401));
      const valid = await auth.throttle.checkPassword(accountSubject(user.id, user.email), ip, () =>
        verifyPassword(user.passwordHash, input.current_password),
      );
      if (!valid) throw fieldError('current_password', MESSAGES.wrongCurrentPassword);
      if (input.password === input.current_password) throw fieldError('password', MESSAGES.sameAsCurrent);
      assertNotPersonal(input.password, user);
      await repository.setPassword(user.id, await hashPassword(input.password));
      await auth.endOtherSessions(session, 'password_changed');
    },
  };
}
