// The admin's corporate trainings (decision 0044): trainings, companies and groups (schedule, instructor,
// participants and their completion, the CSV import).
import type {
  AdminGroupDetail,
  AdminGroupParticipant,
  AdminGroupSummary,
  CompanyInputBody,
  CorporateCompany,
  GroupImportResult,
  GroupInputBody,
} from '@akademi-siber/util-contracts';
import { memberGroupPagePath } from '@akademi-siber/util-contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { corporates, trainingGroupParticipants, trainingGroups } from '../../db/schema';
import { renewInvitation, sendInvitations } from '../accounts';
import { fitCohortDates } from '../sessions';
import { ApiError } from '../../plugins/errors';
import type { PageRequest } from '../../plugins/request-schemas';
import { progressPercent } from '../learning';
import { ensureGroupContent, syncGroupContent } from './content';
import { createPeopleImport } from './import';
import { GROUP_NOT_FOUND, progressOf } from './member-service';
import type { GroupRow } from './queries';
import { createCorporateTrainingRepository, type GroupFilter } from './repository';

export const CORPORATE_MESSAGES = {
  trainingNotFound: 'Pelatihan tidak ditemukan.',
  groupNotFound: GROUP_NOT_FOUND,
  companyNotFound: 'Perusahaan tidak ditemukan.',
  companyTaken: 'Perusahaan dengan nama ini sudah ada.',
  slugTaken: 'Slug sudah dipakai grup lain di pelatihan ini.',
  instructorInvalid: 'Instruktur harus akun author yang aktif.',
  companyCreated: 'Perusahaan ditambahkan.',
  companyRenamed: 'Nama perusahaan disimpan.',
  groupCreated: 'Grup pelatihan dibuat.',
  groupSaved: 'Grup pelatihan disimpan.',
  participantNotFound: 'Peserta tidak ditemukan di grup ini.',
  participantRemoved: (name: string) =>
    `${name} dikeluarkan dari grup. Progres dan kehadirannya tetap tersimpan bila ia didaftarkan lagi.`,
  invitationResent: (email: string) => `Undangan baru dikirim ke ${email}. Tautan sebelumnya tidak berlaku lagi.`,
  alreadyActive: 'Akun ini sudah aktif (kata sandinya sudah dibuat), jadi tidak perlu diundang lagi.',
} as const;

const fieldError = (path: string, message: string) => new ApiError(422, message, {}, { errors: [{ path, message }] });

function summary(row: GroupRow): AdminGroupSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    training: { slug: row.trainingSlug, title: row.trainingTitle },
    company: { id: row.companyId, name: row.companyName },
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    instructor:
      row.instructorUsername !== null && row.instructorName !== null
        ? { username: row.instructorUsername, name: row.instructorName }
        : null,
    participants: Number(row.participants),
    contentSlug: row.contentSlug,
  };
}

export function createCorporateTrainingService(app: Pick<FastifyInstance, 'db' | 'mailer' | 'config'>) {
  const { db } = app;
  const repository = createCorporateTrainingRepository(db);
  const participantsImport = createPeopleImport(app);

  async function findGroup(trainingSlug: string, groupId: number) {
    const row = await repository.group(db, trainingSlug, groupId);
    if (!row) throw new ApiError(404, CORPORATE_MESSAGES.groupNotFound);
    return row;
  }

  async function participantOf(trainingSlug: string, groupId: number, username: string) {
    const group = await findGroup(trainingSlug, groupId);
    const person = await repository.participant(db, group.id, username);
    if (!person) throw new ApiError(404, CORPORATE_MESSAGES.participantNotFound);
    return { group, person };
  }

  async function detail(trainingSlug: string, groupId: number): Promise<AdminGroupDetail> {
    const row = await findGroup(trainingSlug, groupId);
    const [rows, totalMaterials] = await Promise.all([
      repository.completionRows({ id: row.id, contentCourseId: row.contentCourseId }),
      repository.totalMaterials(row.contentCourseId),
    ]);
    const percents = rows.map((entry) => progressPercent(Number(entry.done), totalMaterials));
    return {
      ...summary(row),
      rules: {
        lateAfterMinutes: row.lateAfterMinutes,
        finalAfterMinutes: row.finalAfterMinutes,
        thresholdPercent: row.thresholdPercent,
      },
      completion: {
        participants: rows.length,
        started: rows.filter((entry) => Number(entry.done) > 0).length,
        completed: totalMaterials === 0 ? 0 : percents.filter((percent) => percent === 100).length,
        averagePercent:
          rows.length === 0 ? 0 : Math.round(percents.reduce((sum, percent) => sum + percent, 0) / rows.length),
        totalMaterials,
        awaitingActivation: rows.filter((entry) => entry.awaiting).length,
      },
    };
  }

  /** The company and instructor the input names, checked as the form's fields. */
  async function resolveInput(tx: Transaction, trainingId: number, input: GroupInputBody, groupId?: number) {
    const [company, instructor, slugTaken] = [
      await repository.company(tx, input.companyId),
      await repository.authorByUsername(tx, input.instructorUsername),
      await repository.slugTaken(tx, trainingId, input.slug, groupId),
    ];
    if (!company) throw fieldError('companyId', CORPORATE_MESSAGES.companyNotFound);
    if (!instructor) throw fieldError('instructorUsername', CORPORATE_MESSAGES.instructorInvalid);
    if (slugTaken) throw fieldError('slug', CORPORATE_MESSAGES.slugTaken);
    return {
      trainingId,
      slug: input.slug,
      name: input.name,
      corporateId: company.id,
      instructorId: instructor.id,
      startsAt: new Date(input.startsAt),
      endsAt: new Date(input.endsAt),
      // Left out of the input: a new group takes the column defaults, a change keeps what was set.
      ...(input.lateAfterMinutes === undefined ? {} : { lateAfterMinutes: input.lateAfterMinutes }),
      ...(input.attendanceFinalAfterMinutes === undefined
        ? {}
        : { attendanceFinalAfterMinutes: input.attendanceFinalAfterMinutes }),
      ...(input.attendanceThresholdPercent === undefined
        ? {}
        : { attendanceThresholdPercent: input.attendanceThresholdPercent }),
    };
  }

  /** A write that may lose a race for the slug (unique per training): answered like the check would. */
  async function slugSafe<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error, 'training_groups_training_slug_key')) {
        throw fieldError('slug', CORPORATE_MESSAGES.slugTaken);
      }
      throw error;
    }
  }

  return {
    trainings: (page: PageRequest) => repository.trainings(page),

    async groups(filter: GroupFilter, page: PageRequest) {
      const { rows, total } = await repository.groups(filter, page);
      return { items: rows.map(summary), total };
    },

    detail,

    async createGroup(trainingSlug: string, input: GroupInputBody): Promise<AdminGroupDetail> {
      const id = await slugSafe(() =>
        db.transaction(async (tx) => {
          const training = await repository.trainingBySlug(tx, trainingSlug);
          if (!training) throw new ApiError(404, CORPORATE_MESSAGES.trainingNotFound);
          const values = await resolveInput(tx, training.id, input);
          const [group] = await tx.insert(trainingGroups).values(values).returning({ id: trainingGroups.id });
          // The content is made with the group, so reading the group never writes.
          await ensureGroupContent(tx, group.id);
          return group.id;
        }),
      );
      return detail(trainingSlug, id);
    },

    async updateGroup(trainingSlug: string, groupId: number, input: GroupInputBody): Promise<AdminGroupDetail> {
      const before = await findGroup(trainingSlug, groupId);
      await slugSafe(() =>
        db.transaction(async (tx) => {
          const values = await resolveInput(tx, before.trainingId, input, groupId);
          await tx.update(trainingGroups).set(values).where(eq(trainingGroups.id, groupId));
          // A group with sessions runs from the first to the last (decision 0045), whatever dates the form sent.
          await fitCohortDates(tx, { owner: 'group', id: groupId });
          const content = await ensureGroupContent(tx, groupId);
          if (content) {
            await syncGroupContent(tx, content.courseId, {
              instructorId: values.instructorId,
              trainingTitle: before.trainingTitle,
              groupName: values.name,
            });
          }
        }),
      );
      return detail(trainingSlug, groupId);
    },

    async companies(
      search: string | undefined,
      page: PageRequest,
    ): Promise<{ items: CorporateCompany[]; total: number }> {
      const { rows, total } = await repository.companies(search, page);
      return { items: rows, total };
    },

    async createCompany(input: CompanyInputBody): Promise<CorporateCompany> {
      if (await repository.companyNameTaken(db, input.name)) throw fieldError('name', CORPORATE_MESSAGES.companyTaken);
      try {
        const [row] = await db
          .insert(corporates)
          .values({ name: input.name })
          .returning({ id: corporates.id, name: corporates.name });
        return { ...row, groups: 0 };
      } catch (error) {
        if (isUniqueViolation(error)) throw fieldError('name', CORPORATE_MESSAGES.companyTaken);
        throw error;
      }
    },

    async renameCompany(companyId: number, input: CompanyInputBody): Promise<CorporateCompany> {
      const company = await repository.company(db, companyId);
      if (!company) throw new ApiError(404, CORPORATE_MESSAGES.companyNotFound);
      if (await repository.companyNameTaken(db, input.name, companyId)) {
        throw fieldError('name', CORPORATE_MESSAGES.companyTaken);
      }
      try {
        await db.update(corporates).set({ name: input.name }).where(eq(corporates.id, companyId));
      } catch (error) {
        if (isUniqueViolation(error)) throw fieldError('name', CORPORATE_MESSAGES.companyTaken);
        throw error;
      }
      return { ...company, name: input.name };
    },

    instructors: (search: string | undefined) => repository.instructors(search),

    async participants(
      trainingSlug: string,
      groupId: number,
      options: { search?: string; sort: 'name' | 'progress' },
      page: PageRequest,
    ): Promise<{ items: AdminGroupParticipant[]; total: number }> {
      const group = await findGroup(trainingSlug, groupId);
      const [{ rows, total }, totalMaterials] = await Promise.all([
        repository.participants({ id: group.id, contentCourseId: group.contentCourseId }, options, page),
        repository.totalMaterials(group.contentCourseId),
      ]);
      return {
        items: rows.map((row) => ({
          username: row.username,
          name: row.name,
          email: row.email,
          status: row.invitedAt !== null && row.emailVerifiedAt === null ? 'invited' : 'active',
          invitedAt: row.invitedAt?.toISOString() ?? null,
          enrolledAt: row.enrolledAt.toISOString(),
          progress: progressOf(Number(row.done), totalMaterials),
        })),
        total,
      };
    },

    async importParticipants(trainingSlug: string, groupId: number, bytes: Buffer): Promise<GroupImportResult> {
      const group = await findGroup(trainingSlug, groupId);
      const page = memberGroupPagePath(group.trainingSlug, group.slug);
      const outcome = await participantsImport.run(
        {
          // One import of a group at a time: a second waits here, then sees the first one's participants.
          lock: async (tx) => {
            await tx
              .select({ id: trainingGroups.id })
              .from(trainingGroups)
              .where(eq(trainingGroups.id, group.id))
              .for('update');
          },
          alreadyIn: async (tx, userIds) =>
            new Set(
              (
                await tx
                  .select({ userId: trainingGroupParticipants.userId })
                  .from(trainingGroupParticipants)
                  .where(
                    and(
                      eq(trainingGroupParticipants.groupId, group.id),
                      inArray(trainingGroupParticipants.userId, [...userIds]),
                    ),
                  )
              ).map((row) => row.userId),
            ),
          enrol: async (tx, people, now) => {
            await tx.insert(trainingGroupParticipants).values(
              people.map((person) => ({
                groupId: group.id,
                userId: person.userId,
                invitedAt: person.invitedAt,
                enrolledAt: now,
              })),
            );
          },
          notice: {
            title: `Kamu terdaftar di pelatihan ${group.trainingTitle}`,
            body: `${group.companyName} mendaftarkanmu di grup ${group.name}. Buka grupnya untuk mulai belajar.`,
            link: page,
          },
          invitation: {
            context: { companyName: group.companyName, trainingTitle: group.trainingTitle, groupName: group.name },
            landingPath: page,
          },
        },
        bytes,
      );
      return {
        rows: outcome.rows,
        enrolled: outcome.enrolled,
        invited: outcome.invited,
        alreadyInGroup: outcome.already,
      };
    },

    /**
     * Takes a participant out of the group: they no longer see it or its content. Their progress, attempts,
     * attendance and certificate rows stay (audit, and a return to the group finds them).
     */
    async removeParticipant(trainingSlug: string, groupId: number, username: string): Promise<string> {
      const { group, person } = await participantOf(trainingSlug, groupId, username);
      await repository.removeParticipant(db, group.id, person.id);
      return CORPORATE_MESSAGES.participantRemoved(person.name);
    },

    /** A new set-password link for a participant whose account is still waiting for its password. */
    async resendInvitation(trainingSlug: string, groupId: number, username: string): Promise<string> {
      const { group, person } = await participantOf(trainingSlug, groupId, username);
      const invited = await db.transaction(async (tx) => {
        const renewed = await renewInvitation(tx, person.id, app.config.links.invitationDays);
        if (renewed) {
          await tx
            .update(trainingGroupParticipants)
            .set({ invitedAt: new Date() })
            .where(
              and(eq(trainingGroupParticipants.groupId, group.id), eq(trainingGroupParticipants.userId, person.id)),
            );
        }
        return renewed;
      });
      if (!invited) throw new ApiError(409, CORPORATE_MESSAGES.alreadyActive);
      sendInvitations(
        app,
        [invited],
        { companyName: group.companyName, trainingTitle: group.trainingTitle, groupName: group.name },
        memberGroupPagePath(group.trainingSlug, group.slug),
      );
      return CORPORATE_MESSAGES.invitationResent(invited.email);
    },

    /** Fails before the file is read: a missing group answers 404 whatever was sent. */
    findGroup,
  };
}
