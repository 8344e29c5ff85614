// A member's corporate-training groups and an instructor's (decision 0044): the groups a member learns in with their
// progress, one group's home, and the groups an instructor teaches.
import type {
  AuthorGroupSummary,
  ContentProgress,
  MemberGroupHome,
  MemberGroupSummary,
} from '@akademi-siber/util-contracts';
import type { Database } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import type { PageRequest } from '../../plugins/request-schemas';
import { progressPercent } from '../learning';
import { createSessionsService } from '../sessions';
import { createMemberGroupsRepository } from './member-repository';

export const GROUP_NOT_FOUND = 'Grup pelatihan tidak ditemukan.';

export const progressOf = (done: number, total: number): ContentProgress => ({
  completedMaterials: Math.min(done, total),
  totalMaterials: total,
  percent: progressPercent(done, total),
});

const dates = (row: { slug: string; name: string; startsAt: Date; endsAt: Date }) => ({
  slug: row.slug,
  name: row.name,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
});

export function createMemberGroupsService(db: Database, publicUrl: string) {
  const repository = createMemberGroupsRepository(db);
  const sessions = createSessionsService(db, publicUrl);
  return {
    async memberGroups(userId: number, page: PageRequest): Promise<{ items: MemberGroupSummary[]; total: number }> {
      const { rows, total } = await repository.memberGroups(userId, page);
      return {
        items: rows.map((row) => ({
          training: { slug: row.trainingSlug, title: row.trainingTitle },
          group: dates(row),
          companyName: row.companyName,
          progress: progressOf(Number(row.done), Number(row.total)),
        })),
        total,
      };
    },

    async memberGroup(userId: number, trainingSlug: string, groupSlug: string): Promise<MemberGroupHome> {
      const row = await repository.memberGroup(userId, trainingSlug, groupSlug);
      if (!row) throw new ApiError(404, GROUP_NOT_FOUND);
      const schedule = await sessions.memberGroupSchedule(userId, trainingSlug, groupSlug);
      return {
        ...schedule,
        training: {
          slug: row.trainingSlug,
          title: row.trainingTitle,
          summary: row.trainingSummary,
          topics: row.topics,
          durationDays: row.durationDays,
        },
        group: dates(row),
        companyName: row.companyName,
        progress: progressOf(Number(row.done), Number(row.total)),
        instructor:
          row.instructorName !== null && row.instructorUsername !== null
            ? { name: row.instructorName, username: row.instructorUsername, avatarUrl: row.instructorAvatarUrl }
            : null,
        contentSlug: row.contentSlug,
        participants: Number(row.participants),
        enrolledAt: row.enrolledAt.toISOString(),
      };
    },

    async authorGroups(instructorId: number): Promise<AuthorGroupSummary[]> {
      const rows = await repository.authorGroups(instructorId);
      return rows.map((row) => ({
        id: row.id,
        training: { slug: row.trainingSlug, title: row.trainingTitle },
        group: dates(row),
        companyName: row.companyName,
        participants: Number(row.participants),
        contentSlug: row.contentSlug,
      }));
    },
  };
}
