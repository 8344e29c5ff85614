// Online courses (Belajar Online): course → module → material, and who is enrolled (docs/product.md, "Learning").
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users';

export const materialKind = pgEnum('material_kind', ['video', 'article', 'file', 'link']);
export const enrollmentSource = pgEnum('enrollment_source', [
  'purchase',
  'subscription',
  'activation_token',
  'corporate',
  'classroom',
]);

/**
 * What a course record is (decision 0041): a course on sale, or the content (modules, materials, quizzes, tests,
 * discussions) a live-class batch or a corporate-training group owns. Only `course` is ever listed or sold.
 */
// 'program': a learning item of the corporate cybersecurity-culture program (decision 0046). 'revision': the hidden
// working copy of a published course while its next version is edited (decision 0053); never listed or opened.
export const contentOwner = pgEnum('content_owner', ['course', 'batch', 'group', 'program', 'revision']);
export type ContentOwner = (typeof contentOwner.enumValues)[number];

export const courses = pgTable(
  'courses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: varchar('slug', { length: 150 }).notNull().unique(),
    title: varchar('title', { length: 200 }).notNull(),
    level: varchar('level', { length: 30 }).notNull(),
    category: varchar('category', { length: 60 }).notNull(),
    description: text('description').notNull().default(''),
    thumbnailUrl: text('thumbnail_url'),
    // Integer rupiah, no decimals.
    price: integer('price').notNull().default(0),
    salePrice: integer('sale_price'),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    includedInSubscription: boolean('included_in_subscription').notNull().default(false),
    published: boolean('published').notNull().default(false),
    owner: contentOwner('owner').notNull().default('course'),
    // The uploaded thumbnail's storage key (`course-thumbnails/…`), where `thumbnail_url` comes from (decision 0053).
    thumbnailKey: varchar('thumbnail_key', { length: 200 }),
    // A working copy (owner 'revision'): the published course it is the next version of; one copy per course.
    sourceId: integer('source_id')
      .unique()
      .references((): AnyPgColumn => courses.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('courses_author_id_idx').on(table.authorId),
    check('courses_price_check', sql`${table.price} >= 0`),
    check(
      'courses_sale_price_check',
      sql`${table.salePrice} is null or ${table.salePrice} between 0 and ${table.price}`,
    ),
  ],
);

/** A course of the catalogue that may be listed, sold and opened: published, and not a batch's or group's content. */
export const isCatalogCourse = () => sql`(${courses.published} and ${courses.owner} = 'course')`;

export const courseModules = pgTable(
  'course_modules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    slug: varchar('slug', { length: 150 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    order: integer('order').notNull(),
    // In a working copy: the published module this one is the copy of (null: added in the copy). Decision 0053.
    sourceId: integer('source_id').references((): AnyPgColumn => courseModules.id, { onDelete: 'set null' }),
  },
  (table) => [unique('course_modules_course_slug_key').on(table.courseId, table.slug)],
);

export const materials = pgTable(
  'materials',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    moduleId: integer('module_id')
      .notNull()
      .references(() => courseModules.id, { onDelete: 'cascade' }),
    // The id the client sees in URLs (`materi/{idHashMaterial}`), so sequential ids are not exposed.
    hashId: varchar('hash_id', { length: 32 }).notNull().unique(),
    title: varchar('title', { length: 200 }).notNull(),
    kind: materialKind('kind').notNull(),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    order: integer('order').notNull(),
    isFreePreview: boolean('is_free_preview').notNull().default(false),
    // Article text (plain paragraphs separated by blank lines); null for other kinds (migration 0006).
    body: text('body'),
    // A video material's file: a path inside the API's bundled media folder (apps/api/media), e.g. the demo
    // preview; null when the video has none yet. Streamed only for free previews (migration 0007).
    videoFile: varchar('video_file', { length: 200 }),
    // The enrolled member's stream: an HLS playlist inside the media folder, its segments beside it (migration 0010).
    hlsPlaylist: varchar('hls_playlist', { length: 200 }),
    // A file material's download: a file inside the media folder (migration 0010).
    filePath: varchar('file_path', { length: 200 }),
    // A link material's address (migration 0010).
    linkUrl: varchar('link_url', { length: 500 }),
    // A video upload on its way to HLS (decision 0051): the uploaded original in storage until it is transcoded;
    // the stream in `hls_playlist` keeps playing meanwhile. Status null: no upload went through the queue.
    videoSource: varchar('video_source', { length: 200 }),
    videoStatus: varchar('video_status', { length: 12, enum: ['uploaded', 'processing', 'ready', 'failed'] }),
    videoProgress: smallint('video_progress').notNull().default(0),
    // Why the last transcoding failed, in Indonesian, for the author.
    videoError: varchar('video_error', { length: 300 }),
    // A frame of the video as JPEG in storage.
    videoThumbnail: varchar('video_thumbnail', { length: 200 }),
    // In a working copy: the published material this one is the copy of (null: added in the copy). Decision 0053.
    sourceId: integer('source_id').references((): AnyPgColumn => materials.id, { onDelete: 'set null' }),
  },
  (table) => [index('materials_module_id_idx').on(table.moduleId)],
);

export const enrollments = pgTable(
  'enrollments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    source: enrollmentSource('source').notNull(),
    progress: smallint('progress').notNull().default(0),
    completedMaterials: integer('completed_materials').notNull().default(0),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
    lastAccessedAt: timestamp('last_accessed_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    // Where the member left off (resume on any device); the position inside it is in material_progress.
    lastMaterialId: integer('last_material_id').references(() => materials.id, { onDelete: 'set null' }),
  },
  (table) => [
    unique('enrollments_user_course_key').on(table.userId, table.courseId),
    index('enrollments_course_id_idx').on(table.courseId),
    check('enrollments_progress_check', sql`${table.progress} between 0 and 100`),
  ],
);

/** One member's state in one material: the last video position and when it was done (docs/product.md, "Learning"). */
export const materialProgress = pgTable(
  'material_progress',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    materialId: integer('material_id')
      .notNull()
      .references(() => materials.id, { onDelete: 'cascade' }),
    positionSeconds: integer('position_seconds').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('material_progress_user_material_key').on(table.userId, table.materialId),
    index('material_progress_material_id_idx').on(table.materialId),
    check('material_progress_position_check', sql`${table.positionSeconds} >= 0`),
  ],
);
