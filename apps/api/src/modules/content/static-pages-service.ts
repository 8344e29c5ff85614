// The company and legal pages (decision 0052): read by anyone, listed and changed by the admins; a change stamps the
// date the public page shows as "Terakhir diperbarui" and who made it.
import {
  STATIC_PAGE_PATHS,
  type AdminStaticPage,
  type StaticPage,
  type StaticPageInput,
} from '@akademi-siber/util-contracts';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { staticPages, users } from '../../db/schema';
import { ApiError } from '../../plugins/errors';

export const STATIC_PAGE_NOT_FOUND = 'Halaman tidak ditemukan';

const columns = {
  slug: staticPages.slug,
  title: staticPages.title,
  body: staticPages.body,
  updatedAt: staticPages.updatedAt,
  updatedByName: users.name,
};
type Row = { slug: string; title: string; body: string; updatedAt: Date; updatedByName: string | null };

const toPage = (row: Row): StaticPage => ({
  slug: row.slug,
  title: row.title,
  body: row.body,
  updatedAt: row.updatedAt.toISOString(),
});

const toAdminPage = (row: Row): AdminStaticPage => ({
  ...toPage(row),
  path: STATIC_PAGE_PATHS[row.slug as keyof typeof STATIC_PAGE_PATHS] ?? `/${row.slug}`,
  updatedBy: row.updatedByName === null ? null : { name: row.updatedByName },
});

export function createStaticPageService(db: Database) {
  const select = () => db.select(columns).from(staticPages).leftJoin(users, eq(users.id, staticPages.updatedBy));

  async function found(slug: string): Promise<Row> {
    const [row] = await select().where(eq(staticPages.slug, slug));
    if (!row) throw new ApiError(404, STATIC_PAGE_NOT_FOUND);
    return row;
  }

  return {
    page: async (slug: string) => toPage(await found(slug)),
    adminPage: async (slug: string) => toAdminPage(await found(slug)),
    async list(): Promise<AdminStaticPage[]> {
      return (await select().orderBy(asc(staticPages.title))).map(toAdminPage);
    },
    async update(slug: string, input: StaticPageInput, userId: number): Promise<AdminStaticPage> {
      const updated = await db
        .update(staticPages)
        .set({ title: input.title, body: input.body, updatedAt: sql`now()`, updatedBy: userId })
        .where(eq(staticPages.slug, slug))
        .returning({ slug: staticPages.slug });
      if (updated.length === 0) throw new ApiError(404, STATIC_PAGE_NOT_FOUND);
      return toAdminPage(await found(slug));
    },
  };
}
