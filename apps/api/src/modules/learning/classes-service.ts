// "Kelas Saya": what the signed-in member is enrolled in (courses and live-class batches), most recent activity first.
import type { MemberClass } from '@akademi-siber/util-contracts';
import type { Database } from '../../db/client';
import type { PageRequest } from '../../plugins/request-schemas';
import { createMyClassesRepository } from './classes-repository';

export function createMyClassesService(db: Database) {
  const repository = createMyClassesRepository(db);
  return {
    async myClasses(userId: number, page: PageRequest): Promise<{ items: MemberClass[]; total: number }> {
      const { rows, total } = await repository.listEnrollments(userId, page);
      const items = rows.map((row) => ({
        slug: row.slug,
        title: row.title,
        kind: row.kind,
        level: row.level,
        thumbnailUrl: row.thumbnail_url,
        progress: Number(row.progress),
        totalMaterials: Number(row.total_materials),
        completedMaterials: Number(row.completed_materials),
        enrolledAt: new Date(row.enrolled_at).toISOString(),
        batchSlug: row.batch_slug,
      }));
      return { items, total };
    },
  };
}
