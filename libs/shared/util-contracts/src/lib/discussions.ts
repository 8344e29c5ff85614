// Course discussions (docs/product.md, "Learning"; docs/decisions/0021-discussions.md): what the member's and the
// staff's pages read, and the paths a notification links to.

/** Who wrote a thread or a reply, as the pages show it (staff get a badge). */
export interface DiscussionPerson {
  name: string;
  username: string;
  /** `author` and `admin` answer as staff ("Instruktur", "Admin"). */
  role: 'member' | 'author' | 'admin';
}

/** One thread in a course's list. */
export interface DiscussionSummary {
  hashId: string;
  courseSlug: string;
  courseTitle: string;
  title: string;
  /** The start of the question, for the list. */
  excerpt: string;
  author: DiscussionPerson;
  pinned: boolean;
  closed: boolean;
  replyCount: number;
  /** The course's author or an admin has replied. */
  answeredByStaff: boolean;
  /** The signed-in user started it. */
  mine: boolean;
  createdAt: string;
  lastActivityAt: string;
}

export interface DiscussionReply {
  id: number;
  body: string;
  author: DiscussionPerson;
  mine: boolean;
  edited: boolean;
  createdAt: string;
}

/** A thread with its replies, oldest first. */
export interface DiscussionDetail extends Omit<DiscussionSummary, 'excerpt'> {
  body: string;
  edited: boolean;
  replies: DiscussionReply[];
  /** The signed-in member may still delete it (their own, and nobody else has replied yet). */
  canDelete: boolean;
}

/** `status` of the staff's list: every thread, or those no staff member has answered yet. */
export type DiscussionStatusFilter = 'all' | 'unanswered';

/** The member's page of a thread (what a notification links to). */
export const memberDiscussionPath = (courseSlug: string, hashId: string) =>
  `/member/kelas/${encodeURIComponent(courseSlug)}/diskusi/${encodeURIComponent(hashId)}`;

/** One course's line in the admins' discussion overview: its live threads and those still waiting for staff. */
export interface DiscussionCourseCount {
  slug: string;
  title: string;
  total: number;
  unanswered: number;
}

/** The author's page of a thread. */
export const authorDiscussionPath = (courseSlug: string, hashId: string) =>
  `/author/kelas/${encodeURIComponent(courseSlug)}/diskusi/${encodeURIComponent(hashId)}`;

/** The admins' page of a thread (any course). */
export const adminDiscussionPath = (hashId: string) => `/admin/diskusi/${encodeURIComponent(hashId)}`;
