/** What the navbars and the footer read besides the session (spec §7). */

/** `GET /api/{member,author,lcadm,tc-adm}/notif-total`. */
export interface NotifTotal {
  total_unread_notif: number;
}

/** One entry of `GET /api/{member,author,lcadm,tc-adm}/notifications`, newest first. */
export interface NotificationItem {
  id: number;
  title: string;
  body: string;
  /** A path inside the site to open, or null. */
  link: string | null;
  createdAt: string;
  /** Null while unread. */
  readAt: string | null;
}

/** `POST …/notifications/read-all`: how many became read. */
export interface NotificationsMarked {
  marked: number;
}

/** `GET /api/transaction/member-cart`: `data` is the list; its length is the navbar's cart badge. */
export interface MemberCartItem {
  id: number;
  /** A course, or a live-class batch (issue 5). */
  type: 'course' | 'batch';
  /** What checkout and `OrderItemRef.ref` use: the course slug, or the batch id as a string. */
  ref: string;
  /** Course slug, or the live class's slug for a batch (for links). */
  slug: string;
  title: string;
  /** The batch's name for a batch; null for a course. */
  subtitle: string | null;
  /** Integer rupiah. */
  price: number;
  salePrice: number | null;
  thumbnailUrl: string | null;
  /** ISO 8601. */
  addedAt: string;
}

/** `GET /api/config/public`: addresses of the sister sites the navbar and footer open in a new tab. */
export interface PublicSiteConfig {
  lab_url: string;
  jobs_url: string;
  store_url: string;
}
