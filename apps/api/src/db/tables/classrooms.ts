// Campus classrooms run by a teacher: students join by code, courses are assigned (docs/product.md, "Labs and CTF").
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { courses } from './learning';
import { campuses, teachers } from './organisations';
import { users } from './users';

export const classrooms = pgTable(
  'classrooms',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    slug: varchar('slug', { length: 150 }).notNull().unique(),
    name: varchar('name', { length: 150 }).notNull(),
    campusId: integer('campus_id')
      .notNull()
      .references(() => campuses.id),
    teacherId: integer('teacher_id')
      .notNull()
      .references(() => teachers.id, { onDelete: 'cascade' }),
    joinCode: varchar('join_code', { length: 16 }).notNull().unique(),
    // Joining by code (decision 0037): the code stops working at this moment (null: never), and at most this many
    // students may join by code (null: no limit). Migration 0018.
    joinCodeExpiresAt: timestamp('join_code_expires_at', { withTimezone: true }),
    seatLimit: integer('seat_limit'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('classrooms_teacher_id_idx').on(table.teacherId),
    check('classrooms_seat_limit_check', sql`${table.seatLimit} is null or ${table.seatLimit} between 1 and 1000`),
  ],
);

export const classroomStudents = pgTable(
  'classroom_students',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    classroomId: integer('classroom_id')
      .notNull()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('classroom_students_classroom_user_key').on(table.classroomId, table.userId)],
);

export const classroomCourses = pgTable(
  'classroom_courses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    classroomId: integer('classroom_id')
      .notNull()
      .references(() => classrooms.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
  },
  (table) => [unique('classroom_courses_classroom_course_key').on(table.classroomId, table.courseId)],
);
