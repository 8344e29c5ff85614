// Importing people from a CSV file into a destination — a training group's participants (decision 0044) or a company's
// employees in a program batch (decision 0046). Every row is checked first — the name, the email, the department, a
// repeated email, an address that belongs to a staff account — and any bad row refuses the whole file with each
// problem by its line; otherwise one transaction enrols the existing members and makes the new ones (unverified, with
// a set-password invitation), so a file is applied whole or not at all. The invitations are emailed once, after the
// commit; everyone enrolled gets a notification that leads to the destination.
import { GROUP_IMPORT_LIMITS, importProblemLine, ROLE_IDS } from '@akademi-siber/util-contracts';
import { emailSchema } from '@akademi-siber/util-validation';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { users } from '../../db/schema';
import { ApiError } from '../../plugins/errors';
import { createInvitedMembers, sendInvitations, type InvitationContext } from '../accounts';
import { notifyMany } from '../notifications';
import { readParticipantsCsv, type CsvRow } from './csv';

/** A department or group name, when the file has the column. */
const DEPARTMENT_MAX_LENGTH = 100;

export const IMPORT_MESSAGES = {
  refused: (count: number) =>
    `Berkas tidak diimpor: ${count.toLocaleString('id-ID')} baris bermasalah. Perbaiki lalu unggah lagi; ` +
    'tidak ada peserta yang ditambahkan.',
  nameRequired: 'Nama wajib diisi.',
  nameTooLong: `Nama terlalu panjang (maksimal ${GROUP_IMPORT_LIMITS.nameMaxLength} karakter).`,
  nameInvalid: 'Nama berisi karakter yang tidak diizinkan.',
  departmentTooLong: `Departemen terlalu panjang (maksimal ${DEPARTMENT_MAX_LENGTH} karakter).`,
  departmentInvalid: 'Departemen berisi karakter yang tidak diizinkan.',
  duplicate: (line: number) => `Email ini sudah ada di baris ${line}.`,
  notMember: 'Email ini dipakai akun staf (bukan member); hanya akun member yang dapat menjadi peserta.',
  raced: 'Sebagian email baru saja didaftarkan di tempat lain. Unggah berkas yang sama sekali lagi.',
  done: (result: Pick<ImportOutcome, 'enrolled' | 'invited' | 'already'>, alreadyText = 'sudah menjadi peserta') =>
    `Impor selesai: ${result.enrolled} akun terdaftar ditambahkan, ${result.invited} akun baru dibuat dan diundang` +
    (result.already > 0 ? `, ${result.already} ${alreadyText}.` : '.'),
} as const;

interface Problem {
  path: string;
  message: string;
}

interface CheckedRow {
  line: number;
  name: string;
  email: string;
  department: string | null;
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what a name must not hold
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** The row's own problems (name, email, department), and its email when that one is valid. */
function checkRow(row: CsvRow): { problems: Problem[]; name: string; department: string | null; email?: string } {
  const path = `line.${row.line}`;
  const problems: Problem[] = [];
  const name = row.name.trim();
  if (name === '') problems.push({ path, message: IMPORT_MESSAGES.nameRequired });
  else if (name.length > GROUP_IMPORT_LIMITS.nameMaxLength)
    problems.push({ path, message: IMPORT_MESSAGES.nameTooLong });
  else if (CONTROL_CHARACTERS.test(name)) problems.push({ path, message: IMPORT_MESSAGES.nameInvalid });
  const email = emailSchema().safeParse(row.email);
  if (!email.success) problems.push({ path, message: `${email.error.issues[0]?.message ?? 'Email tidak valid'}.` });
  const department = row.department.trim();
  if (department.length > DEPARTMENT_MAX_LENGTH) problems.push({ path, message: IMPORT_MESSAGES.departmentTooLong });
  else if (CONTROL_CHARACTERS.test(department)) problems.push({ path, message: IMPORT_MESSAGES.departmentInvalid });
  return {
    problems,
    name,
    department: department === '' ? null : department,
    email: email.success ? email.data : undefined,
  };
}

/** One person the import puts in the destination. */
export interface ImportedPerson {
  userId: number;
  /** When a new account was made and invited; null for an account that existed. */
  invitedAt: Date | null;
  department: string | null;
}

/** Where the imported people go: a training group, or a company in a program batch. */
export interface ImportDestination {
  /** Locks the destination in `tx`, so one import of it applies at a time (a second waits, then sees the first's). */
  lock(tx: Transaction): Promise<void>;
  /** Of these accounts, the ones already in it. */
  alreadyIn(tx: Transaction, userIds: readonly number[]): Promise<ReadonlySet<number>>;
  enrol(tx: Transaction, people: readonly ImportedPerson[], now: Date): Promise<void>;
  /** The notification everyone enrolled gets. */
  notice: { title: string; body: string; link: string };
  /** What the invitation email says, and where its set-password link lands. */
  invitation: { context: InvitationContext; landingPath: string };
}

/** What an import did; `already`: rows whose account was in the destination already. */
export interface ImportOutcome {
  rows: number;
  enrolled: number;
  invited: number;
  already: number;
}

export function createPeopleImport(app: Pick<FastifyInstance, 'db' | 'mailer' | 'config'>) {
  /** Everything in one transaction: the checks that read accounts, then every write. */
  async function apply(tx: Transaction, target: ImportDestination, rows: readonly CsvRow[]) {
    await target.lock(tx);
    const problems: Problem[] = [];
    const checked: CheckedRow[] = [];
    const firstLineOf = new Map<string, number>();
    for (const row of rows) {
      const result = checkRow(row);
      problems.push(...result.problems);
      if (result.email === undefined) continue;
      // A repeated address is reported even when its first row has another problem: fixing that one keeps this one.
      const first = firstLineOf.get(result.email);
      if (first !== undefined) {
        problems.push({ path: `line.${row.line}`, message: IMPORT_MESSAGES.duplicate(first) });
        continue;
      }
      firstLineOf.set(result.email, row.line);
      if (result.problems.length === 0)
        checked.push({ line: row.line, name: result.name, email: result.email, department: result.department });
    }
    const emails = checked.map((row) => row.email);
    const accounts =
      emails.length === 0
        ? []
        : await tx
            .select({ id: users.id, email: sql<string>`lower(${users.email})`, idRole: users.idRole })
            .from(users)
            .where(sql`lower(${users.email}) in ${emails}`);
    const accountOf = new Map(accounts.map((account) => [account.email, account]));
    for (const row of checked) {
      const account = accountOf.get(row.email);
      if (account && account.idRole !== ROLE_IDS.member) {
        problems.push({ path: `line.${row.line}`, message: IMPORT_MESSAGES.notMember });
      }
    }
    if (problems.length > 0) {
      const lines = new Set(problems.map((problem) => problem.path)).size;
      const sorted = problems.sort((a, b) => (importProblemLine(a.path) ?? 0) - (importProblemLine(b.path) ?? 0));
      throw new ApiError(422, IMPORT_MESSAGES.refused(lines), {}, { errors: sorted });
    }

    const existing = checked.flatMap((row) => {
      const account = accountOf.get(row.email);
      return account ? [{ userId: account.id, department: row.department }] : [];
    });
    const already =
      existing.length === 0
        ? new Set<number>()
        : await target.alreadyIn(
            tx,
            existing.map((row) => row.userId),
          );
    const toEnrol = existing.filter((row) => !already.has(row.userId));
    const now = new Date();
    const newcomers = checked.filter((row) => !accountOf.has(row.email));
    const departmentOf = new Map(newcomers.map((row) => [row.email, row.department]));
    const invited = await createInvitedMembers(tx, newcomers, app.config.links.invitationDays, now);
    const people: ImportedPerson[] = [
      ...toEnrol.map((row) => ({ userId: row.userId, invitedAt: null, department: row.department })),
      ...invited.map((account) => ({
        userId: account.userId,
        invitedAt: now,
        department: departmentOf.get(account.email.toLowerCase()) ?? null,
      })),
    ];
    if (people.length > 0) await target.enrol(tx, people, now);
    await notifyMany(
      tx,
      people.map((row) => row.userId),
      target.notice.title,
      target.notice.body,
      target.notice.link,
    );
    const result: ImportOutcome = {
      rows: rows.length,
      enrolled: toEnrol.length,
      invited: invited.length,
      already: already.size,
    };
    return { result, invited };
  }

  return {
    /** Reads the file and applies it whole (or throws 422 with every problem, having written nothing). */
    async run(target: ImportDestination, bytes: Buffer): Promise<ImportOutcome> {
      const reading = readParticipantsCsv(bytes);
      if (!reading.ok) throw new ApiError(422, reading.problems[0].message, {}, { errors: reading.problems });
      let outcome: Awaited<ReturnType<typeof apply>>;
      try {
        outcome = await app.db.transaction((tx) => apply(tx, target, reading.rows));
      } catch (error) {
        // An address or username registered between the check and the insert: nothing was applied.
        if (isUniqueViolation(error)) throw new ApiError(409, IMPORT_MESSAGES.raced);
        throw error;
      }
      sendInvitations(app, outcome.invited, target.invitation.context, target.invitation.landingPath);
      return outcome.result;
    },
  };
}
