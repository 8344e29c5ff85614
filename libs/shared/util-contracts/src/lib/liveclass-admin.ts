// The admin's live classes and batches (issue 18, decision 0043): every live class with its batches, creating and
// changing them, and one batch's members, orders and attendance certificates. Types only; the request bodies'
// schemas are in liveclass-admin-schemas.ts (so a page reading these types does not pull zod in).
import type { CourseLevel, LiveClassBatch, OrderStatus } from './commerce';

const enc = encodeURIComponent;
const liveClassPath = (slug: string) => `/api/admin/liveclass/${enc(slug)}`;
const batchPath = (slug: string, batchId: number) => `${liveClassPath(slug)}/batches/${batchId}`;

export const ADMIN_LIVECLASS_PATHS = {
  /** GET: every live class (published or not) with its batches, newest first, `search` on title and slug; POST. */
  liveClasses: '/api/admin/liveclass',
  /** GET: one live class with its batches; PUT: changes it (LiveClassInput). */
  liveClass: liveClassPath,
  /** POST: a new batch of the live class (BatchInput); its content course is made at once. */
  batches: (slug: string) => `${liveClassPath(slug)}/batches`,
  /** GET: one batch with its live class and instructor; PUT: changes it (BatchInput). */
  batch: batchPath,
  /** GET (paged, `search`): the batch's members with their attendance and certificate. */
  batchMembers: (slug: string, batchId: number) => `${batchPath(slug, batchId)}/members`,
  /** GET (paged, `status`): the orders that bought this batch. */
  batchOrders: (slug: string, batchId: number) => `${batchPath(slug, batchId)}/orders`,
  /** GET (paged): the attendance certificates issued for the batch. */
  batchCertificates: (slug: string, batchId: number) => `${batchPath(slug, batchId)}/certificates`,
  /** GET (paged, `search`): the accounts with the author role, who may teach a live class. */
  instructors: '/api/admin/liveclass-instructors',
} as const;

/** The admin's pages (the admin remote). */
export const adminLiveClassesPagePath = '/admin/liveclass';
export const adminBatchPagePath = (liveclassSlug: string, batchId: number) =>
  `/admin/liveclass/${enc(liveclassSlug)}/batch/${batchId}`;

/** How a member came into a batch (the same words as a course enrollment's source). */
export const ENROLLMENT_SOURCE_LABELS: Readonly<Record<string, string>> = {
  purchase: 'Pembelian',
  subscription: 'Langganan',
  activation_token: 'Token aktivasi',
  corporate: 'Korporat',
  classroom: 'Kelas kampus',
};

/** An account with the author role, who may be a live class's instructor. */
export interface AdminInstructor {
  username: string;
  name: string;
  email: string;
  avatarUrl: string | null;
}

/** One batch as the admin sees it: what the catalogue shows, its attendance rules, and what it holds. */
export interface AdminBatch {
  id: number;
  slug: string;
  name: string;
  price: number;
  salePrice: number | null;
  quota: number;
  /** Members enrolled (any source). */
  members: number;
  /** Seats held by orders not paid yet (pending, waiting for verification, rejected but still open). */
  heldSeats: number;
  /** quota − members − heldSeats, never below 0: what the catalogue shows. */
  seatsLeft: number;
  /** Orders with this batch in them, any status. */
  orders: number;
  sessions: number;
  registrationOpensAt: string;
  registrationClosesAt: string;
  /** The first session's start and the last one's end once the batch has sessions (they follow the sessions). */
  startsAt: string;
  endsAt: string;
  registrationStatus: LiveClassBatch['registrationStatus'];
  published: boolean;
  lateAfterMinutes: number;
  attendanceFinalAfterMinutes: number;
  attendanceThresholdPercent: number;
  /** The course-player slug of the batch's content (modules, materials, tests, discussions). */
  contentSlug: string | null;
  /** The slug no longer changes once the batch has members or orders (their links and receipts name it). */
  slugLocked: boolean;
}

/** `GET /api/admin/liveclass` (paged) and one live class. */
export interface AdminLiveClass {
  id: number;
  slug: string;
  title: string;
  level: CourseLevel;
  category: string;
  description: string;
  syllabus: string[];
  thumbnailUrl: string | null;
  instructor: AdminInstructor;
  published: boolean;
  createdAt: string;
  /** Soonest start first. */
  batches: AdminBatch[];
  /** The slug no longer changes once any of its batches has members or orders. */
  slugLocked: boolean;
}

/** `GET /api/admin/liveclass/:liveclassSlug/batches/:batchId`. */
export interface AdminBatchDetail {
  liveClass: Omit<AdminLiveClass, 'batches'>;
  batch: AdminBatch;
  /** Attendance certificates issued (not revoked). */
  certificates: number;
}

/** A member of the batch (`…/members`). */
export interface AdminBatchMember {
  username: string;
  name: string;
  email: string;
  avatarUrl: string | null;
  /** purchase | activation_token | corporate | classroom | … (ENROLLMENT_SOURCE_LABELS). */
  source: string;
  enrolledAt: string;
  /** Hadir + Terlambat over all the batch's sessions, in whole percent (as the attendance sheet counts it). */
  attendancePercent: number;
  /** The member's attendance certificate for this batch, if one was issued. */
  certificateNumber: string | null;
}

/** An order that bought the batch (`…/orders`). */
export interface AdminBatchOrder {
  idTransaction: string;
  buyer: { username: string; name: string; email: string };
  status: OrderStatus;
  /** What the batch cost in this order, frozen when it was made. */
  itemPrice: number;
  /** The order's whole transfer amount (with its other items, the promo and the unique code). */
  total: number;
  createdAt: string;
  paidAt: string | null;
}

/** An attendance certificate of the batch (`…/certificates`). */
export interface AdminBatchCertificate {
  number: string;
  holder: { username: string; name: string };
  title: string;
  issuedAt: string;
  revokedAt: string | null;
}

/** Body of `POST /api/admin/liveclass` and `PUT /api/admin/liveclass/:liveclassSlug`. */
export interface LiveClassInput {
  title: string;
  slug: string;
  level: CourseLevel;
  category: string;
  description: string;
  /** One topic a line. */
  syllabus: string[];
  /** An https address of the picture, or null. */
  thumbnailUrl: string | null;
  /** The username of an account with the author role. */
  instructorUsername: string;
  published: boolean;
}

/** Body of `POST …/batches` and `PUT …/batches/:batchId`. Money in whole rupiah, times ISO 8601 with an offset. */
export interface BatchInput {
  name: string;
  slug: string;
  price: number;
  salePrice: number | null;
  quota: number;
  registrationOpensAt: string;
  registrationClosesAt: string;
  startsAt: string;
  endsAt: string;
  lateAfterMinutes: number;
  attendanceFinalAfterMinutes: number;
  attendanceThresholdPercent: number;
  published: boolean;
}
