// Course discussions (docs/product.md, "Learning"; decision 0021). Members take part in the courses they may learn in
// (the course player's access rule: enrolled, or a subscriber in a subscription course); the course's author and
// every admin answer and moderate. The asker hears of every reply that is not their own.
import {
  adminDiscussionPath,
  authorDiscussionPath,
  memberDiscussionPath,
  type DiscussionBody,
  type DiscussionCourseCount,
  type DiscussionDetail,
  type DiscussionPerson,
  type DiscussionReply,
  type DiscussionReplyBody,
  type DiscussionSummary,
} from '@akademi-siber/util-contracts';
import { randomBytes } from 'node:crypto';
import type { Database, Executor, Transaction } from '../../db/client';
import { ApiError } from '../../plugins/errors';
import { requiredBody, type PageRequest } from '../../plugins/request-schemas';
import { createLearningService } from '../learning';
import { notify } from '../notifications';
import { createDiscussionRepository } from './repository';
import { discussionBodySchema, discussionReplySchema, MESSAGES } from './schemas';

export type StaffRole = 'author' | 'admin';

const EXCERPT_LENGTH = 160;
/** An edit is shown as one when the row changed more than this after it was written. */
const EDIT_SLACK_MS = 1000;

const roleOf = (idRole: number): DiscussionPerson['role'] =>
  idRole === 2 ? 'author' : idRole === 3 ? 'admin' : 'member';
const iso = (value: string | Date) => new Date(value).toISOString();
const edited = (createdAt: Date, updatedAt: Date) => updatedAt.getTime() - createdAt.getTime() > EDIT_SLACK_MS;
const person = (row: { authorName: string; authorUsername: string; authorRoleId: number }): DiscussionPerson => ({
  name: row.authorName,
  username: row.authorUsername,
  role: roleOf(row.authorRoleId),
});
const excerpt = (body: string) => (body.length > EXCERPT_LENGTH ? `${body.slice(0, EXCERPT_LENGTH).trimEnd()}…` : body);
const newHashId = () => randomBytes(8).toString('hex');

/** A body the route let through as "missing" (the member's writes check ownership first), validated now. */
const required = requiredBody;

export function createDiscussionService(db: Database) {
  const repository = createDiscussionRepository(db);
  const learning = createLearningService(db);

  type Thread = NonNullable<Awaited<ReturnType<typeof repository.thread>>>;

  // Inside a transaction, reads go through it: PGlite has one connection, and a read beside an open transaction waits
  // for it forever.
  async function nameOf(userId: number, executor: Executor = db): Promise<string> {
    return (await repository.userName(userId, executor)) ?? 'Seseorang';
  }

  async function liveThread(hashId: string): Promise<Thread> {
    const thread = await repository.thread(hashId);
    if (!thread) throw new ApiError(404, MESSAGES.discussionNotFound);
    return thread;
  }

  async function detailOf(thread: Thread, viewerId: number, staffView: boolean): Promise<DiscussionDetail> {
    const replies = await repository.replies(thread.id);
    const items: DiscussionReply[] = replies.map((reply) => ({
      id: reply.id,
      body: reply.body,
      author: person(reply),
      mine: reply.userId === viewerId,
      edited: edited(reply.createdAt, reply.updatedAt),
      createdAt: reply.createdAt.toISOString(),
    }));
    const last = replies.at(-1)?.createdAt ?? thread.createdAt;
    const othersReplied = replies.some((reply) => reply.userId !== thread.userId);
    return {
      hashId: thread.hashId,
      courseSlug: thread.courseSlug,
      courseTitle: thread.courseTitle,
      title: thread.title,
      body: thread.body,
      author: person(thread),
      pinned: thread.pinned,
      closed: thread.closed,
      replyCount: items.length,
      answeredByStaff: items.some((reply) => reply.author.role !== 'member'),
      mine: thread.userId === viewerId,
      edited: edited(thread.createdAt, thread.updatedAt),
      createdAt: thread.createdAt.toISOString(),
      lastActivityAt: (last > thread.createdAt ? last : thread.createdAt).toISOString(),
      canDelete: staffView || (thread.userId === viewerId && !othersReplied),
      replies: items,
    };
  }

  async function listOf(viewerId: number, filter: Parameters<typeof repository.list>[0], page: PageRequest) {
    const { rows, total } = await repository.list(filter, page);
    const items: DiscussionSummary[] = rows.map((row) => {
      const lastReply = row.lastReplyAt ? new Date(row.lastReplyAt) : null;
      return {
        hashId: row.hashId,
        courseSlug: row.courseSlug,
        courseTitle: row.courseTitle,
        title: row.title,
        excerpt: excerpt(row.body),
        author: person(row),
        pinned: row.pinned,
        closed: row.closed,
        replyCount: row.replyCount,
        answeredByStaff: row.staffReplied,
        mine: row.userId === viewerId,
        createdAt: row.createdAt.toISOString(),
        lastActivityAt: iso(lastReply && lastReply > row.createdAt ? lastReply : row.createdAt),
      };
    });
    return { items, total };
  }

  /** A member's thread: in the course player, or under the page of what owns the content (batch, group, item). */
  async function memberThreadPath(tx: Transaction, thread: Thread) {
    const owner = await repository.ownerPageOfContent(tx, thread.courseSlug);
    return owner
      ? `${owner}/diskusi/${encodeURIComponent(thread.hashId)}`
      : memberDiscussionPath(thread.courseSlug, thread.hashId);
  }

  /** Tells the asker about a reply (never about their own); the link opens the thread in the asker's area. */
  async function notifyAsker(tx: Transaction, thread: Thread, replierId: number) {
    if (thread.userId === replierId) return;
    const replier = await nameOf(replierId, tx);
    const link =
      thread.authorRoleId === 2
        ? authorDiscussionPath(thread.courseSlug, thread.hashId)
        : thread.authorRoleId === 3
          ? adminDiscussionPath(thread.hashId)
          : await memberThreadPath(tx, thread);
    await notify(
      tx,
      thread.userId,
      `Balasan baru di diskusi "${thread.title}"`,
      `${replier} membalas diskusimu di kelas ${thread.courseTitle}.`,
      link,
    );
  }

  async function addReply(thread: Thread, userId: number, body: DiscussionReplyBody): Promise<DiscussionReply> {
    if (thread.closed) throw new ApiError(409, MESSAGES.closedNoReply);
    const id = await db.transaction(async (tx) => {
      const replyId = await repository.insertReply(tx, { discussionId: thread.id, userId, body: body.body });
      await notifyAsker(tx, thread, userId);
      return replyId;
    });
    const created = (await repository.replies(thread.id)).find((reply) => reply.id === id);
    if (!created) throw new ApiError(404, MESSAGES.replyNotFound);
    return {
      id,
      body: created.body,
      author: person(created),
      mine: true,
      edited: false,
      createdAt: created.createdAt.toISOString(),
    };
  }

  async function replyOf(thread: Thread, replyId: number) {
    const reply = await repository.reply(thread.id, replyId);
    if (!reply) throw new ApiError(404, MESSAGES.replyNotFound);
    return reply;
  }

  const member = {
    async list(userId: number, slug: string, search: string | undefined, page: PageRequest) {
      const { course } = await learning.access(userId, slug);
      return listOf(userId, { courseId: course.id, search }, page);
    },

    async create(userId: number, slug: string, body: DiscussionBody): Promise<DiscussionDetail> {
      const { course } = await learning.access(userId, slug);
      const owner = await repository.courseBySlug(course.slug);
      const hashId = newHashId();
      await db.transaction(async (tx) => {
        await repository.insertThread(tx, { hashId, courseId: course.id, userId, title: body.title, body: body.body });
        // The course's author hears of every new question in their course.
        if (owner && owner.authorId !== userId) {
          await notify(
            tx,
            owner.authorId,
            `Pertanyaan baru di kelas ${course.title}`,
            `${await nameOf(userId, tx)} bertanya: "${body.title}"`,
            authorDiscussionPath(course.slug, hashId),
          );
        }
      });
      return detailOf(await liveThread(hashId), userId, false);
    },

    /** A thread of a course the member may learn in; anybody else's course is 403, like the player. */
    async thread(userId: number, hashId: string): Promise<Thread> {
      const thread = await liveThread(hashId);
      await learning.access(userId, thread.courseSlug);
      return thread;
    },

    async detail(userId: number, hashId: string) {
      return detailOf(await member.thread(userId, hashId), userId, false);
    },

    async update(userId: number, hashId: string, input: DiscussionBody | null | undefined) {
      const thread = await member.thread(userId, hashId);
      if (thread.userId !== userId) throw new ApiError(403, MESSAGES.notYours);
      const body = required(discussionBodySchema, input);
      if (thread.closed) throw new ApiError(409, MESSAGES.closedNoEdit);
      await repository.updateThread(thread.id, { title: body.title, body: body.body, updatedAt: new Date() });
      return detailOf(await liveThread(hashId), userId, false);
    },

    async remove(userId: number, hashId: string) {
      const thread = await member.thread(userId, hashId);
      if (thread.userId !== userId) throw new ApiError(403, MESSAGES.notYours);
      // Once someone else answered, the thread is theirs too (their answer would vanish with it).
      if ((await repository.replies(thread.id)).some((reply) => reply.userId !== userId))
        throw new ApiError(409, MESSAGES.answeredNoDelete);
      await repository.updateThread(thread.id, { deletedAt: new Date() });
      return { hashId };
    },

    async reply(userId: number, hashId: string, input: DiscussionReplyBody | null | undefined) {
      const thread = await member.thread(userId, hashId);
      return addReply(thread, userId, required(discussionReplySchema, input));
    },

    async updateReply(userId: number, hashId: string, replyId: number, input: DiscussionReplyBody | null | undefined) {
      const thread = await member.thread(userId, hashId);
      const reply = await replyOf(thread, replyId);
      if (reply.userId !== userId) throw new ApiError(403, MESSAGES.notYours);
      const body = required(discussionReplySchema, input);
      if (thread.closed) throw new ApiError(409, MESSAGES.closedNoEdit);
      await repository.updateReply(reply.id, { body: body.body, updatedAt: new Date() });
      const updated = (await detailOf(thread, userId, false)).replies.find((item) => item.id === reply.id);
      if (!updated) throw new ApiError(404, MESSAGES.replyNotFound);
      return updated;
    },

    async removeReply(userId: number, hashId: string, replyId: number) {
      const thread = await member.thread(userId, hashId);
      const reply = await replyOf(thread, replyId);
      if (reply.userId !== userId) throw new ApiError(403, MESSAGES.notYours);
      await repository.updateReply(reply.id, { deletedAt: new Date() });
      return { id: reply.id };
    },
  };

  /** The staff's side: the course's author (their own courses only; any other is "not found") or any admin. */
  function staff(role: StaffRole) {
    async function course(userId: number, slug: string) {
      const found = await repository.courseBySlug(slug);
      if (!found || (role === 'author' && found.authorId !== userId)) throw new ApiError(404, MESSAGES.courseNotFound);
      return found;
    }
    async function thread(userId: number, hashId: string) {
      const found = await liveThread(hashId);
      if (role === 'author' && found.courseAuthorId !== userId) throw new ApiError(404, MESSAGES.discussionNotFound);
      return found;
    }
    return {
      async list(userId: number, slug: string, search: string | undefined, unansweredOnly: boolean, page: PageRequest) {
        const found = await course(userId, slug);
        return listOf(userId, { courseId: found.id, search, unansweredOnly }, page);
      },
      async create(userId: number, slug: string, body: DiscussionBody) {
        const found = await course(userId, slug);
        const hashId = newHashId();
        await repository.insertThread(db, { hashId, courseId: found.id, userId, title: body.title, body: body.body });
        return detailOf(await liveThread(hashId), userId, true);
      },
      async detail(userId: number, hashId: string) {
        return detailOf(await thread(userId, hashId), userId, true);
      },
      async reply(userId: number, hashId: string, body: DiscussionReplyBody) {
        return addReply(await thread(userId, hashId), userId, body);
      },
      async pin(userId: number, hashId: string, pinned: boolean) {
        const found = await thread(userId, hashId);
        await repository.updateThread(found.id, { pinned });
        return detailOf(await liveThread(hashId), userId, true);
      },
      async close(userId: number, hashId: string, closed: boolean) {
        const found = await thread(userId, hashId);
        await repository.updateThread(found.id, { closed });
        return detailOf(await liveThread(hashId), userId, true);
      },
      async remove(userId: number, hashId: string, reason: string) {
        const found = await thread(userId, hashId);
        await db.transaction(async (tx) => {
          await repository.updateThread(found.id, { deletedAt: new Date() }, tx);
          if (found.userId !== userId) {
            const by = role === 'author' ? 'instruktur kelas' : 'admin';
            await notify(
              tx,
              found.userId,
              `Diskusi "${found.title}" dihapus`,
              `Diskusimu di kelas ${found.courseTitle} dihapus oleh ${by}. Alasan: ${reason}`,
            );
          }
        });
        return { hashId };
      },
      async removeReply(userId: number, hashId: string, replyId: number) {
        const reply = await replyOf(await thread(userId, hashId), replyId);
        await repository.updateReply(reply.id, { deletedAt: new Date() });
        return { id: reply.id };
      },
    };
  }

  /** The admins' overview across every course (an author has the per-course list of their own courses). */
  const adminOverview = {
    async list(
      userId: number,
      filter: { courseSlug?: string; search?: string; unansweredOnly: boolean },
      page: PageRequest,
    ) {
      let courseId: number | undefined;
      if (filter.courseSlug) {
        const found = await repository.courseBySlug(filter.courseSlug);
        if (!found) throw new ApiError(404, MESSAGES.courseNotFound);
        courseId = found.id;
      }
      return listOf(userId, { courseId, search: filter.search, unansweredOnly: filter.unansweredOnly }, page);
    },
    courses: (): Promise<DiscussionCourseCount[]> => repository.courseCounts(),
  };

  return { member, author: staff('author'), admin: staff('admin'), adminOverview };
}
