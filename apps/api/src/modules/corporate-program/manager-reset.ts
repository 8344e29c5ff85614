// Reset Password (spec §2, decision 0047): a manager picks one of their companies' employees; the old password stops
// working, the employee's sessions all end, and the employee gets a single-use link to set a new one (the accounts
// module's set-password link, living as long as an invitation). The manager never sees or chooses a password. Each
// reset is audited (program_password_resets: who, whom, for which company, when) and an employee gets at most
// RESET_LIMIT of them an hour, so a manager cannot flood an inbox or keep someone signed out by accident.
import { EMPLOYEE_PROGRAMS_PAGE_PATH, type ResetCandidate } from '@akademi-siber/util-contracts';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../plugins/errors';
import { invitationLink, linkUrls, replaceSetPasswordLink } from '../accounts';
import { createRateLimiter, hashPassword, type RateLimit } from '../auth';
import { resetEmail } from './manager-emails';
import { createResetRepository } from './manager-reset-repository';

const CANDIDATES = 10;
/** The picker searches from this many characters on. */
export const RESET_SEARCH_MIN = 3;

export const RESET_LIMIT: RateLimit = { scope: 'program-reset:employee', limit: 3, windowMs: 60 * 60 * 1000 };

export const RESET_MESSAGES = {
  notFound: 'Karyawan tidak ditemukan di perusahaan yang Anda kelola.',
  sent: (name: string, email: string) =>
    `Tautan untuk membuat password baru sudah dikirim ke ${email}. Semua sesi login ${name} sudah diakhiri.`,
} as const;

export function createPasswordResets(app: FastifyInstance) {
  const repository = createResetRepository(app.db);
  const limiter = createRateLimiter(app.db);

  return {
    async candidates(managerId: number, term: string): Promise<ResetCandidate[]> {
      if (term.length < RESET_SEARCH_MIN) return [];
      const rows = await repository.search(managerId, term, CANDIDATES);
      return rows.map(({ username, name, email, company }) => ({ username, name, email, company }));
    },

    async reset(managerId: number, username: string, now = new Date()): Promise<string> {
      const target = await repository.find(managerId, username);
      if (!target) throw new ApiError(404, RESET_MESSAGES.notFound);
      await limiter.consume(String(target.userId), RESET_LIMIT, now);
      const unknownPassword = await hashPassword(randomBytes(32).toString('base64url'));
      const { config, mailer, auth } = app;
      const token = await app.db.transaction(async (tx) => {
        await repository.recordReset(tx, target, managerId, unknownPassword, now);
        return replaceSetPasswordLink(tx, target.userId, config.links.invitationDays, now);
      });
      await auth.endAllSessions(target.userId, 'password_changed');
      const links = {
        setPassword: invitationLink(config.publicUrl, token, EMPLOYEE_PROGRAMS_PAGE_PATH),
        forgotPassword: linkUrls(config.publicUrl).forgotPassword(),
      };
      mailer.defer('program_password_reset', () =>
        mailer.enqueue(
          resetEmail(target, target.company, links, config.links.invitationDays),
          'program_password_reset',
        ),
      );
      return RESET_MESSAGES.sent(target.name, target.email);
    },
  };
}
