// The member's classes: course enrollments with each course's material count, and live-class batch seats with
// the batch's sessions (a session counts as done once it has ended), in one list by latest activity.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { PageRequest } from '../../plugins/request-schemas';

export interface MemberClassRow {
  kind: 'course' | 'liveclass';
  slug: string;
  title: string;
  level: string;
  thumbnail_url: string | null;
  progress: number;
  total_materials: number;
  completed_materials: number;
  enrolled_at: Date | string;
  batch_slug: string | null;
}

export function createMyClassesRepository(db: Database) {
  return {
    async listEnrollments(userId: number, page: PageRequest) {
      const classes = sql`
        select 'course' as kind, c.slug, c.title, c.level, c.thumbnail_url, e.progress::int as progress,
               coalesce(m.total, 0)::int as total_materials, e.completed_materials::int as completed_materials,
               e.enrolled_at, coalesce(e.last_accessed_at, e.enrolled_at) as last_activity, e.id as row_id,
               null::varchar as batch_slug
        from enrollments e
        join courses c on c.id = e.course_id
        left join (
          select cm.course_id, count(mt.id) as total
          from course_modules cm left join materials mt on mt.module_id = cm.id
          group by cm.course_id
        ) m on m.course_id = c.id
        where e.user_id = ${userId} and c.owner = 'course'
        union all
        select 'liveclass' as kind, lc.slug, lc.title || ' — ' || b.name, lc.level, lc.thumbnail_url,
               case when s.total = 0 then 0 else (100 * s.done / s.total)::int end,
               s.total::int, s.done::int, be.enrolled_at, be.enrolled_at, be.id, b.slug
        from batch_enrollments be
        join live_class_batches b on b.id = be.batch_id
        join live_classes lc on lc.id = b.live_class_id
        cross join lateral (
          select count(*) as total, count(*) filter (where bs.ends_at < now()) as done
          from batch_sessions bs where bs.batch_id = b.id
        ) s
        where be.user_id = ${userId}`;
      const [rows, counts] = await Promise.all([
        db.execute(
          sql`select * from (${classes}) classes order by last_activity desc, kind, row_id desc limit
            ${page.limit} offset ${page.offset}`,
        ),
        db.execute(sql`select count(*)::int as total from (${classes}) classes`),
      ]);
      const total = (counts as unknown as { rows: { total: number }[] }).rows[0]?.total ?? 0;
      return { rows: (rows as unknown as { rows: MemberClassRow[] }).rows, total: Number(total) };
    },
  };
}
