// "Kelas Saya": what the signed-in member is enrolled in, most recently studied first.
import type { MemberClass } from '@akademi-siber/util-contracts';
import type { Database } from '../../db/client';
import type { PageRequest } from '../../plugins/request-schemas';
import { createMemberRepository } from './repository';

export function createMemberService(db: Database) {
  const repository = createMemberRepository(db);
  return {
    async myClasses(userId: number, page: PageRequest): Promise<{ items: MemberClass[]; total: number }> {
      const { rows, total } = await repository.listEnrollments(userId, page);
      const items = rows.map((row) => ({
        slug: row.slug,
        title: row.title,
        // Live classes and corporate training arrive with their own enrollments; today only courses exist.
        kind: 'course' as const,
        level: row.level,
        thumbnailUrl: row.thumbnailUrl,
        progress: row.progress,
        totalMaterials: row.totalMaterials,
        completedMaterials: row.completedMaterials,
        enrolledAt: row.enrolledAt.toISOString(),
      }));
      return { items, total };
    },
  };
}
