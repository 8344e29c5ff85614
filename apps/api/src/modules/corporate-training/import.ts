// Importing a group's participants from a CSV file (decision 0044). Every row is checked first — the name, the email,
// a repeated email, an address that belongs to a staff account — and any bad row refuses the whole file with each
// problem by its line; otherwise one transaction enrols the existing members and makes the new ones (unverified, with
// a set-password invitation), so a file is applied whole or not at all. The invitations are emailed once, after the
// commit; everyone enrolled gets a notification that leads to the group.
import type { GroupImportResult } from '@akademi-siber/util-contracts';
import { GROUP_IMPORT_LIMITS, importProblemLine, memberGroupPagePath, ROLE_IDS } from '@akademi-siber/util-contracts';
import { emailSchema } from '@akademi-siber/util-validation';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { trainingGroupParticipants, trainingGroups, users } from '../../db/schema';
import { ApiError } from '../../plugins/errors';
import { createInvitedMembers, sendInvitations } from '../accounts';
import { notifyMany } from '../notifications';
import { readParticipantsCsv, type CsvRow } from './csv';

export const IMPORT_MESSAGES = {
  refused: (count: number) =>
    `Berkas tidak diimpor: ${count.toLocaleString('id-ID')} baris bermasalah. Perbaiki lalu unggah lagi; ` +
    'tidak ada peserta yang ditambahkan.',
  nameRequired: 'Nama wajib diisi.',
  nameTooLong: `Nama terlalu panjang (maksimal ${GROUP_IMPORT_LIMITS.nameMaxLength} karakter).`,
  nameInvalid: 'Nama berisi karakter yang tidak diizinkan.',
  duplicate: (line: number) => `Email ini sudah ada di baris ${line}.`,
  notMember: 'Email ini dipakai akun staf (bukan member); hanya akun member yang dapat menjadi peserta.',
  raced: 'Sebagian email baru saja didaftarkan di tempat lain. Unggah berkas yang sama sekali lagi.',
  done: (result: GroupImportResult) =>
    `Impor selesai: ${result.enrolled} akun terdaftar ditambahkan, ${result.invited} akun baru dibuat dan diundang` +
    (result.alreadyInGroup > 0 ? `, ${result.alreadyInGroup} sudah menjadi peserta.` : '.'),
} as const;

interface Problem {
  path: string;
  message: string;
}

interface CheckedRow {
  line: number;
  name: string;
  email: string;
}

// eslint-disable-next-line no-control-regex -- control characters are exactly what a name must not hold
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/** The row's own problems (name, email), and its email when that one is valid. */
function checkRow(row: CsvRow): { problems: Problem[]; name: string; email?: string } {
  const path = `line.${row.line}`;
  const problems: Problem[] = [];
  const name = row.name.trim();
  if (name === '') problems.push({ path, message: IMPORT_MESSAGES.nameRequired });
  else if (name.length > GROUP_IMPORT_LIMITS.nameMaxLength)
    problems.push({ path, message: IMPORT_MESSAGES.nameTooLong });
  else if (CONTROL_CHARACTERS.test(name)) problems.push({ path, message: IMPORT_MESSAGES.nameInvalid });
  const email = emailSchema().safeParse(row.email);
  if (!email.success) problems.push({ path, message: `${email.error.issues[0]?.message ?? 'Email tidak valid'}.` });
  return { problems, name, email: email.success ? email.data : undefined };
}

export interface ImportTarget {
  groupId: number;
  trainingSlug: string;
  groupSlug: string;
  trainingTitle: string;
  groupName: string;
  companyName: string;
}

export function createParticipantsImport(app: Pick<FastifyInstance, 'db' | 'mailer' | 'config'>) {
  /** Everything in one transaction: the checks that read accounts, then every write. */
  async function apply(tx: Transaction, target: ImportTarget, rows: readonly CsvRow[]) {
    // One import of a group at a time: a second waits here, then sees the first one's participants.
    await tx
      .select({ id: trainingGroups.id })
      .from(trainingGroups)
      .where(eq(trainingGroups.id, target.groupId))
      .for('update');
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
      if (result.problems.length === 0) checked.push({ line: row.line, name: result.name, email: result.email });
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

    const existingIds = checked.flatMap((row) => accountOf.get(row.email)?.id ?? []);
    const already = new Set(
      existingIds.length === 0
        ? []
        : (
            await tx
              .select({ userId: trainingGroupParticipants.userId })
              .from(trainingGroupParticipants)
              .where(
                and(
                  eq(trainingGroupParticipants.groupId, target.groupId),
                  inArray(trainingGroupParticipants.userId, existingIds),
                ),
              )
          ).map((row) => row.userId),
    );
    const toEnrol = existingIds.filter((id) => !already.has(id));
    const now = new Date();
    const invited = await createInvitedMembers(
      tx,
      checked.filter((row) => !accountOf.has(row.email)),
      app.config.links.invitationDays,
      now,
    );
    const newRows = [
      ...toEnrol.map((userId) => ({ groupId: target.groupId, userId, invitedAt: null, enrolledAt: now })),
      ...invited.map((account) => ({
        groupId: target.groupId,
        userId: account.userId,
        invitedAt: now,
        enrolledAt: now,
      })),
    ];
    if (newRows.length > 0) await tx.insert(trainingGroupParticipants).values(newRows);
    await notifyMany(
      tx,
      newRows.map((row) => row.userId),
      `Kamu terdaftar di pelatihan ${target.trainingTitle}`,
      `${target.companyName} mendaftarkanmu di grup ${target.groupName}. Buka grupnya untuk mulai belajar.`,
      memberGroupPagePath(target.trainingSlug, target.groupSlug),
    );
    const result: GroupImportResult = {
      rows: rows.length,
      enrolled: toEnrol.length,
      invited: invited.length,
      alreadyInGroup: already.size,
    };
    return { result, invited };
  }

  return {
    /** Reads the file and applies it whole (or throws 422 with every problem, having written nothing). */
    async run(target: ImportTarget, bytes: Buffer): Promise<GroupImportResult> {
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
      sendInvitations(
        app,
        outcome.invited,
        { companyName: target.companyName, trainingTitle: target.trainingTitle, groupName: target.groupName },
        memberGroupPagePath(target.trainingSlug, target.groupSlug),
      );
      return outcome.result;
    },
  };
}
