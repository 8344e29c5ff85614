/**
 * Buying (issue 5, docs/decisions/0012-commerce.md): the catalog a visitor browses, the cart, orders and their
 * payment, subscriptions, activation tokens, promo codes, the affiliate program and events. The API's zod
 * schemas (apps/api/src/modules/<domain>/schemas.ts) describe exactly these shapes. Money is integer rupiah;
 * times are ISO 8601 strings.
 */
import type { StaffLinkKind } from './staff-profile';

// ---------------------------------------------------------------- catalog (public)

export const COURSE_LEVELS = ['Pemula', 'Menengah', 'Mahir'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];

/** `price` filter of the course list. */
export const PRICE_FILTERS = ['free', 'paid'] as const;
export type PriceFilter = (typeof PRICE_FILTERS)[number];

export interface AuthorSummary {
  name: string;
  username: string;
  avatarUrl: string | null;
}

/** `GET /api/courses?search&category&level&price&page&per_page` (paginated, newest first). */
export interface CourseSummary {
  slug: string;
  title: string;
  level: string;
  category: string;
  thumbnailUrl: string | null;
  price: number;
  /** Null when there is no discount; otherwise what is charged. */
  salePrice: number | null;
  includedInSubscription: boolean;
  author: AuthorSummary;
  totalModules: number;
  totalMaterials: number;
  durationSeconds: number;
  enrolledCount: number;
}

/** `GET /api/courses/filters`: what the list's filter controls offer. */
export interface CourseFilters {
  categories: string[];
  levels: string[];
}

export type MaterialKind = 'video' | 'article' | 'file' | 'link';

export interface SyllabusMaterial {
  hashId: string;
  title: string;
  kind: MaterialKind;
  durationSeconds: number;
  isFreePreview: boolean;
}

export interface SyllabusModule {
  slug: string;
  title: string;
  materials: SyllabusMaterial[];
}

/** A course page's byline: the author's staff profile (decision 0050); links are https only. */
export interface CourseAuthor extends AuthorSummary {
  bio: string | null;
  expertise: string[];
  links: { kind: StaffLinkKind; url: string }[];
}

/** `GET /api/courses/:slug`. */
export interface CourseDetail extends Omit<CourseSummary, 'author'> {
  author: CourseAuthor;
  description: string;
  modules: SyllabusModule[];
  /** Average rating 1–5 and count; null rating when nobody reviewed yet. */
  rating: number | null;
  reviewCount: number;
}

/** `GET /api/courses/:slug/reviews` (paginated, newest first). */
export interface CourseReview {
  id: number;
  rating: number;
  comment: string;
  reviewer: AuthorSummary;
  createdAt: string;
}

/** `GET /api/courses/:slug/preview/:hashId`: a free-preview material, readable without buying. */
export interface MaterialPreview extends SyllabusMaterial {
  /** Article text (the author's Markdown) for article materials, else null. */
  body: string | null;
  /** For a video preview kept as one file (the demo's): a URL a <video> opens without a session; else null. */
  streamUrl: string | null;
  /** For an uploaded video preview (HLS renditions): its playlist, open without a session; else null. */
  hlsUrl: string | null;
}

/**
 * `GET /api/member/courses/:slug/access` (member): what the signed-in member may do with a course, so the
 * detail page shows "Masuk kelas", "Termasuk langganan Anda", "Sudah di keranjang" or the buy buttons.
 */
export interface CourseAccess {
  enrolled: boolean;
  inCart: boolean;
  /** The course is in the subscription and the member's subscription is active today. */
  includedInActiveSubscription: boolean;
  /** An unpaid order (pending / waiting_verification) already holds it. */
  pendingIdTransaction: string | null;
}

export interface BatchSession {
  title: string;
  startsAt: string;
  endsAt: string;
}

/** A live-class batch: price, quota and the registration window decide whether it can be bought now. */
export interface LiveClassBatch {
  id: number;
  slug: string;
  name: string;
  price: number;
  salePrice: number | null;
  quota: number;
  /** quota minus seats held by paid and still-unpaid orders; never below 0. */
  seatsLeft: number;
  registrationOpensAt: string;
  registrationClosesAt: string;
  startsAt: string;
  endsAt: string;
  /** open: can be bought; upcoming: registration not open yet; closed: window passed; full: no seats left. */
  registrationStatus: 'open' | 'upcoming' | 'closed' | 'full';
  sessions: BatchSession[];
}

/** `GET /api/liveclasses` (paginated). `nextBatch` is the soonest batch whose registration is open or upcoming. */
export interface LiveClassSummary {
  slug: string;
  title: string;
  level: string;
  category: string;
  thumbnailUrl: string | null;
  instructor: AuthorSummary;
  nextBatch: LiveClassBatch | null;
}

/** `GET /api/liveclasses/:slug`. */
export interface LiveClassDetail extends LiveClassSummary {
  description: string;
  /** What each batch covers (same for every batch). */
  syllabus: string[];
  batches: LiveClassBatch[];
}

/** `GET /api/corporate-trainings` (paginated). */
export interface CorporateTrainingSummary {
  slug: string;
  title: string;
  summary: string;
  thumbnailUrl: string | null;
  durationDays: number;
}

export interface CorporateTrainingGroup {
  slug: string;
  name: string;
  companyName: string;
  startsAt: string;
  endsAt: string;
  participantCount: number;
}

/** `GET /api/corporate-trainings/:slug`. */
export interface CorporateTrainingDetail extends CorporateTrainingSummary {
  description: string;
  topics: string[];
  groups: CorporateTrainingGroup[];
}

/** `POST /api/corporate-trainings/requests` (public; rate-limited): a company asks for a training. */
export interface TrainingRequestInput {
  companyName: string;
  contactName: string;
  email: string;
  phone: string;
  participants: number;
  /** Slug of the training asked about, if any. */
  trainingSlug?: string;
  message: string;
}

/** `GET /api/events` (paginated; `when=upcoming|past`) and `GET /api/events/:eventId`. Cyber Insight. */
export interface EventSummary {
  id: number;
  slug: string;
  title: string;
  summary: string;
  coverUrl: string | null;
  startsAt: string;
  endsAt: string;
  /** "Online (Zoom)" or a venue. */
  location: string;
  /** 0 = free. */
  price: number;
  quota: number;
  seatsLeft: number;
  registrationClosesAt: string;
  registrationStatus: 'open' | 'closed' | 'full';
}

export interface EventSpeaker {
  name: string;
  title: string;
}

export interface EventDetail extends EventSummary {
  description: string;
  speakers: EventSpeaker[];
}

/** `GET /api/subscription-plans` (active plans, cheapest per month first). */
export interface SubscriptionPlan {
  id: number;
  name: string;
  months: number;
  price: number;
  description: string;
}

/** `GET /api/promos`: promo banners on /promo (codes whose `showOnPromoPage` is on and that are valid now). */
export interface PromoBanner {
  code: string;
  title: string;
  description: string;
  kind: PromoKind;
  value: number;
  endsAt: string | null;
  eligible: OrderItemType[];
}

/** `GET /api/testimonials`: what learners say, on the home page. */
export interface Testimonial {
  id: number;
  name: string;
  role: string;
  quote: string;
  avatarUrl: string | null;
}

// ---------------------------------------------------------------- cart and orders (member)

export const ORDER_ITEM_TYPES = ['course', 'batch', 'plan', 'event'] as const;
export type OrderItemType = (typeof ORDER_ITEM_TYPES)[number];

/**
 * What can sit in a cart: courses and live-class batches (docs/product.md, "Commerce"). Plans and events are bought
 * directly.
 */
export type CartItemType = 'course' | 'batch';

/**
 * `POST /api/transaction/cart`: `ref` is the course slug, or the batch id as a string. 409 when already owned or in
 * cart.
 */
export interface AddToCartInput {
  type: CartItemType;
  ref: string;
}

/**
 * The four order channels map to the spec's page families: /member/pesanan, /member/liveclass/pesanan,
 * /member/subscription, /member/cyber-insight.
 */
export const ORDER_KINDS = ['course', 'liveclass', 'subscription', 'event'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

export const ORDER_STATUSES = ['pending', 'waiting_verification', 'paid', 'expired', 'rejected', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface OrderItemRef {
  type: OrderItemType;
  /** Course slug, or the numeric id (as a string) of a batch, plan or event. */
  ref: string;
}

/** `POST /api/transaction/promo/check`: what a code would take off these items (the cart when `items` is absent). */
export interface PromoCheckInput {
  code: string;
  items?: OrderItemRef[];
}

export type PromoKind = 'percent' | 'fixed';

export interface PromoQuote {
  code: string;
  kind: PromoKind;
  value: number;
  subtotal: number;
  discount: number;
  /** subtotal − discount rounded down to whole thousands takes this off (payment-amount.ts). */
  rounding: number;
  /** What the order will cost before its unique code: subtotal − discount − rounding. */
  total: number;
}

/**
 * `POST /api/transaction/checkout`. Without `items` the whole cart of the given kind is bought (courses and
 * batches are ordered separately, one order per kind). `idempotencyKey` (a UUID the page makes once per
 * checkout) makes a retry or double click return the same order. `affiliateCode` comes from the referral link.
 */
export interface CheckoutInput {
  kind: OrderKind;
  items?: OrderItemRef[];
  promoCode?: string;
  affiliateCode?: string;
  idempotencyKey: string;
}

export interface OrderItem {
  type: OrderItemType;
  ref: string;
  title: string;
  /** Price charged for this item at the time of order. */
  price: number;
}

export interface OrderStatusChange {
  from: OrderStatus | null;
  to: OrderStatus;
  /** Who changed it: 'Sistem', the member, or the admin's name. */
  by: string;
  note: string | null;
  at: string;
}

export interface BankAccount {
  bank: string;
  accountNumber: string;
  accountName: string;
}

export interface PaymentProof {
  originalName: string;
  contentType: string;
  size: number;
  uploadedAt: string;
}

/** `GET /api/transaction/orders` (paginated; filters `kind`, `status`) — the member's own orders, newest first. */
export interface OrderSummary {
  idTransaction: string;
  kind: OrderKind;
  status: OrderStatus;
  items: OrderItem[];
  /**
   * What is transferred: subtotal − discount − rounding + uniqueCode (0 for a free order); its last three digits are
   * the unique code.
   */
  total: number;
  createdAt: string;
  expiresAt: string;
}

/** `GET /api/transaction/orders/:idTransaction` — own order only (404 for anyone else's). */
export interface OrderDetail extends OrderSummary {
  subtotal: number;
  discount: number;
  promoCode: string | null;
  /** subtotal − discount rounded down to whole thousands takes this off, so the code fills the last three digits. */
  rounding: number;
  /** Added to the rounded amount so the admin can match the transfer: the total's last three digits. */
  uniqueCode: number;
  bankAccounts: BankAccount[];
  proof: PaymentProof | null;
  rejectionReason: string | null;
  paidAt: string | null;
  history: OrderStatusChange[];
}

/** Upload limits of `POST /api/transaction/orders/:idTransaction/proof` (multipart field `file`). */
export const PAYMENT_PROOF_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export const PAYMENT_PROOF_MAX_BYTES = 2 * 1024 * 1024;

// ---------------------------------------------------------------- subscription, activation, affiliate (member)

/** `GET /api/member/subscription`. */
export interface MemberSubscription {
  /** `subscribtion_course_end_date` (yyyy-mm-dd) or null. */
  endDate: string | null;
  active: boolean;
  /** Courses the subscription opens while active. */
  includedCourseCount: number;
}

/** `POST /api/member/activation-tokens/redeem`. */
export interface RedeemTokenInput {
  code: string;
}

export interface RedeemTokenResult {
  /** What the code opened. */
  type: 'course' | 'batch' | 'plan';
  title: string;
  /** Where to go next: the course in /member/kelas-saya, or /member/subscription. */
  redirectTo: string;
}

/** `GET /api/member/affiliate` (404 with joined=false semantics is NOT used: `joined` says it). */
export interface AffiliateOverview {
  joined: boolean;
  code: string | null;
  /** Full referral URL, e.g. https://host/?ref=CODE. */
  referralUrl: string | null;
  /** Commission rate in percent (config). */
  commissionRate: number;
  holdingDays: number;
  clicks: number;
  referredOrders: number;
  /** Commissions past the holding period, minus payouts requested or paid. */
  availableBalance: number;
  /** Commissions still in the holding period. */
  pendingBalance: number;
  totalEarned: number;
  minimumPayout: number;
}

/** `GET /api/member/affiliate/commissions` (paginated). */
export interface AffiliateCommission {
  id: number;
  idTransaction: string;
  orderTotal: number;
  amount: number;
  status: 'holding' | 'available';
  availableAt: string;
  createdAt: string;
}

/** `POST /api/member/affiliate/payouts`. */
export interface PayoutRequestInput {
  amount: number;
  bank: string;
  accountNumber: string;
  accountName: string;
}

export type PayoutStatus = 'requested' | 'paid' | 'rejected';

/** `GET /api/member/affiliate/payouts` (paginated) and the admin list. */
export interface AffiliatePayout {
  id: number;
  amount: number;
  bank: string;
  accountNumber: string;
  accountName: string;
  status: PayoutStatus;
  note: string | null;
  requestedAt: string;
  processedAt: string | null;
}

/** `GET /api/member/events` (paginated): the member's event registrations (paid orders of kind event). */
export interface MemberEventRegistration {
  event: EventSummary;
  idTransaction: string;
  status: OrderStatus;
  registeredAt: string;
}

// ---------------------------------------------------------------- staff (admin remote, /api/lcadm/*)

/** `GET /api/lcadm/orders` (paginated; `status`, `kind`, `search` on idTransaction / buyer). */
export interface AdminOrderSummary extends OrderSummary {
  buyer: { name: string; username: string; email: string };
  hasProof: boolean;
}

export interface AdminOrderDetail extends OrderDetail {
  buyer: { name: string; username: string; email: string };
  affiliateCode: string | null;
}

/** `POST /api/lcadm/orders/:idTransaction/reject`. */
export interface RejectOrderInput {
  reason: string;
}

export interface AdminSubscriptionPlan extends SubscriptionPlan {
  active: boolean;
}

/** `POST /api/lcadm/subscription-plans`, `PUT /api/lcadm/subscription-plans/:id`. */
export interface SubscriptionPlanInput {
  name: string;
  months: number;
  price: number;
  description: string;
  active: boolean;
}

/** `GET/POST /api/lcadm/promo-codes`, `PUT /api/lcadm/promo-codes/:id`. */
export interface PromoCodeInput {
  code: string;
  title: string;
  description: string;
  kind: PromoKind;
  /** Percent 1–100, or rupiah. */
  value: number;
  startsAt: string | null;
  endsAt: string | null;
  /** Null = unlimited. */
  quota: number | null;
  perUserLimit: number;
  eligible: OrderItemType[];
  showOnPromoPage: boolean;
  active: boolean;
}

export interface AdminPromoCode extends PromoCodeInput {
  id: number;
  usedCount: number;
}

/** `POST /api/lcadm/activation-batches`: generate `count` codes that open one thing. */
export interface ActivationBatchInput {
  name: string;
  type: 'course' | 'batch' | 'plan';
  ref: string;
  count: number;
  /** How many members may use each code (1 = single-use). */
  usesPerCode: number;
  expiresAt: string | null;
}

export interface AdminActivationBatch {
  id: number;
  name: string;
  type: 'course' | 'batch' | 'plan';
  ref: string;
  targetTitle: string;
  count: number;
  usesPerCode: number;
  redeemed: number;
  expiresAt: string | null;
  createdAt: string;
}

/** `GET /api/lcadm/activation-batches/:id/codes` (paginated). CSV via `.../export-token` + `.../export.csv?token=`. */
export interface AdminActivationCode {
  code: string;
  uses: number;
  usesPerCode: number;
  expiresAt: string | null;
}

/** `GET /api/lcadm/affiliate-payouts` (paginated, `status`). */
export interface AdminAffiliatePayout extends AffiliatePayout {
  member: { name: string; username: string; email: string };
}

/** `POST /api/lcadm/affiliate-payouts/:id/(paid|reject)`. */
export interface ProcessPayoutInput {
  note?: string;
}

/** `GET/POST /api/lcadm/events`, `PUT /api/lcadm/events/:id`. */
export interface EventInput {
  title: string;
  summary: string;
  description: string;
  startsAt: string;
  endsAt: string;
  location: string;
  price: number;
  quota: number;
  registrationClosesAt: string;
  speakers: EventSpeaker[];
  published: boolean;
}

export interface AdminEvent extends EventDetail {
  published: boolean;
  registrantCount: number;
}

/** `GET /api/lcadm/events/:id/registrants` (paginated). */
export interface EventRegistrant {
  name: string;
  username: string;
  email: string;
  idTransaction: string;
  status: OrderStatus;
  registeredAt: string;
}

/** `GET /api/lcadm/training-requests` (paginated): what companies asked for through the public form. */
export interface AdminTrainingRequest extends TrainingRequestInput {
  id: number;
  createdAt: string;
}
