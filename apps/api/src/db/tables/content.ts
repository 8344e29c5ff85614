// Blog posts and Cybercast episodes with their categories (docs/product.md, "Content"). One pair of tables for both
// products, told apart by `kind`: they share slug, category, author, cover, summary and publication date, and
// an episode adds its duration and where it is played.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { users } from './users';

export const contentKind = pgEnum('content_kind', ['blog', 'cybercast']);

export const contentCategories = pgTable(
  'content_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: contentKind('kind').notNull(),
    slug: varchar('slug', { length: 80 }).notNull(),
    // Spelled as the client reads it (`data[].category`, spec §7).
    category: varchar('category', { length: 80 }).notNull(),
    order: integer('order').notNull().default(0),
  },
  (table) => [unique('content_categories_kind_slug_key').on(table.kind, table.slug)],
);

export const contentPosts = pgTable(
  'content_posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: contentKind('kind').notNull(),
    slug: varchar('slug', { length: 150 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    summary: varchar('summary', { length: 400 }).notNull(),
    // Plain text: paragraphs separated by a blank line, `## ` starts a subheading. Rendered as text, never HTML.
    body: text('body').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => contentCategories.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    coverUrl: text('cover_url'),
    // Cybercast only: length of the episode and where it is streamed.
    durationSeconds: integer('duration_seconds'),
    mediaUrl: text('media_url'),
    // Cybercast uploads (decision 0049): storage keys (`cybercast/…`, or `demo/…` for the seed's bundled files),
    // with the audio's size and type kept for the feed's enclosure. The cover key is where `cover_url` comes from.
    audioKey: varchar('audio_key', { length: 200 }),
    audioBytes: integer('audio_bytes'),
    audioType: varchar('audio_type', { length: 40 }),
    videoKey: varchar('video_key', { length: 200 }),
    videoType: varchar('video_type', { length: 40 }),
    coverKey: varchar('cover_key', { length: 200 }),
    // Null while a draft; only published items are listed.
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('content_posts_kind_slug_key').on(table.kind, table.slug),
    index('content_posts_kind_published_idx').on(table.kind, table.publishedAt),
    index('content_posts_category_id_idx').on(table.categoryId),
    check('content_posts_duration_check', sql`${table.durationSeconds} is null or ${table.durationSeconds} >= 0`),
  ],
);

/**
 * The company and legal pages (decision 0052): about us, privacy, terms and the affiliate policy, one row each,
 * written by the migration with the text the site showed before and edited by the admins at /admin/halaman. The public
 * page shows `updated_at` as "Terakhir diperbarui".
 */
export const staticPages = pgTable('static_pages', {
  slug: varchar('slug', { length: 80 }).primaryKey(),
  title: varchar('title', { length: 200 }).notNull(),
  // Markdown, rendered by the shared sanitised renderer (decision 0048).
  body: text('body').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
