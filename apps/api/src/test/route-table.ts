// The API's routes as the declaration-driven suites read them: from the app itself (`app.routeTable`, recorded as
// routes are added), with what a caller needs to reach one: a URL with valid path parameters, which of those
// parameters name an object, and whether a role may call it.
import type { RoleName } from '@akademi-siber/util-contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isApiPath } from '../plugins/auth';
import type { RouteEntry } from '../plugins/route-table';
import { OWNED_IDS, PUBLIC_CONTENT_IDS } from './ownership';

export type { RouteEntry };

/**
 * Browser downloads opened by a single-use link token (`?token=` from the matching `…/export-token`, which is
 * role-gated and checks ownership). They take no session, so the role and ownership cases of the authorization
 * matrix do not apply to them; their own tests (members-export.test.ts) prove that a token opens only its file,
 * once, for a caller who still has access. Every other suite (no token, dead tokens, bad input) covers them.
 */
const LINK_TOKEN_ROUTE_KEYS = [
  'GET /api/corporate/member/:batchId/group/:corporateId/export.csv',
  'HEAD /api/corporate/member/:batchId/group/:corporateId/export.csv',
  // Activation codes of one batch (modules/activation; the token comes from the admin-only export-token).
  'GET /api/lcadm/activation-batches/:activationBatchId/export.csv',
  'HEAD /api/lcadm/activation-batches/:activationBatchId/export.csv',
  // A payment proof (modules/orders, staff-routes.ts; the token comes from the admin-only proof-token).
  'GET /api/lcadm/orders/:idTransaction/proof',
  'HEAD /api/lcadm/orders/:idTransaction/proof',
  // The holder's certificate PDF (modules/certificates; the token comes from the member-only pdf-token).
  'GET /api/member/certificates/:certificateNumber/pdf',
  'HEAD /api/member/certificates/:certificateNumber/pdf',
  // A file material of the course player (modules/learning; the token comes from the member-only file-token).
  'GET /api/member/kelas/:courseSlug/materi/:fileHashId/file',
  'HEAD /api/member/kelas/:courseSlug/materi/:fileHashId/file',
  // A challenge's file and a new WireGuard configuration (modules/lab; the tokens come from the player-only
  // …/token and /api/lab/vpn/config-token). No HEAD twins: a HEAD would spend the token (and make a key pair).
  'GET /api/lab/challenges/:challengeSlug/attachments/:attachmentId',
  'GET /api/lab/vpn/wireguard.conf',
  // Not a download but the same case: the lab network's operator (a WireGuard server syncing its peers) calls it with
  // its own server-side token (LAB_OPERATOR_TOKEN), never a session; anything else is a 403. modules/lab/routes.test.ts
  // proves the token opens it and nothing else does.
  'GET /api/lab/operator/peers',
  'HEAD /api/lab/operator/peers',
  // The same operator, for the per-user flag of an instance it starts for one player (routes.test.ts again).
  'POST /api/lab/operator/flags',
  // A member's batch schedule as a calendar file (modules/sessions; the token comes from the member-only jadwal-token).
  'GET /api/member/liveclass/:liveclassSlug/:batchSlug/jadwal.ics',
  // A corporate-training group's schedule, the same way (decision 0045).
  'GET /api/member/corporate-training/:trainingSlug/:groupSlug/jadwal.ics',
];
export const LINK_TOKEN_ROUTES: ReadonlySet<string> = new Set(LINK_TOKEN_ROUTE_KEYS);

/** Public on purpose. Any other route that answers without a token fails access-declarations.test.ts. */
export const PUBLIC_ON_PURPOSE: readonly string[] = [
  'GET /api/health',
  'HEAD /api/health',
  'GET /api/profiles/:username',
  'HEAD /api/profiles/:username',
  // The public Cybercast's episode, its media and the podcast feed (modules/content, decision 0049).
  'GET /api/cybercast/episodes/:episodeSlug',
  'HEAD /api/cybercast/episodes/:episodeSlug',
  'GET /api/cybercast/media/:mediaFile',
  // A video material's thumbnail for the editor (decision 0051): an unguessable name, no token on an <img>.
  'GET /api/video-thumbnails/:thumbnailName',
  'HEAD /api/video-thumbnails/:thumbnailName',
  'HEAD /api/cybercast/media/:mediaFile',
  'GET /cybercast/feed.xml',
  'HEAD /cybercast/feed.xml',
  // A blog picture (modules/content, decision 0052): a random file name, shown by the pages that use it.
  'GET /api/blog/images/:imageFile',
  'HEAD /api/blog/images/:imageFile',
  // A picture in a course article (modules/authoring, decision 0054): the same, shown by the article that uses it.
  'GET /api/courses/images/:imageFile',
  'HEAD /api/courses/images/:imageFile',
  // The company and legal pages (decision 0052).
  'GET /api/pages/:pageSlug',
  'HEAD /api/pages/:pageSlug',
  'POST /api/auth/login',
  'GET /api/docs',
  'HEAD /api/docs',
  'GET /remotes.json',
  'HEAD /remotes.json',
  // Accounts (modules/auth, modules/accounts): the ways in, and the emailed links that work without a session.
  'POST /api/login',
  'POST /api/auth/register',
  'POST /api/auth/email-verification/resend',
  'POST /api/auth/verify-email',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/auth/unsubscribe',
  'GET /api/auth/google/config',
  'HEAD /api/auth/google/config',
  'POST /api/auth/google/validate',
  'GET /web/sanctum/csrf-cookie',
  'GET /api/blog/list-categories',
  'HEAD /api/blog/list-categories',
  'GET /api/cybercast/list-categories',
  'HEAD /api/cybercast/list-categories',
  'GET /api/blog/posts',
  'HEAD /api/blog/posts',
  'GET /api/blog/posts/:blogSlug',
  'HEAD /api/blog/posts/:blogSlug',
  'GET /api/cybercast/episodes',
  'HEAD /api/cybercast/episodes',
  'GET /api/config/public',
  'HEAD /api/config/public',
  // A visit through a referral link (modules/affiliate): rate-limited per address, stores only a salted hash.
  'POST /api/affiliate/clicks',
  // The public catalog (modules/catalog, decision 0012): what a visitor browses before signing in, and the
  // corporate training form (rate-limited per address).
  'GET /api/courses',
  'HEAD /api/courses',
  'GET /api/leaderboards',
  'HEAD /api/leaderboards',
  'GET /api/courses/filters',
  'HEAD /api/courses/filters',
  'GET /api/courses/:courseSlug',
  'HEAD /api/courses/:courseSlug',
  'GET /api/courses/:courseSlug/reviews',
  'HEAD /api/courses/:courseSlug/reviews',
  'GET /api/courses/:courseSlug/preview/:hashId',
  'HEAD /api/courses/:courseSlug/preview/:hashId',
  'GET /api/courses/:courseSlug/preview/:hashId/video',
  'HEAD /api/courses/:courseSlug/preview/:hashId/video',
  // A free-preview video as HLS (modules/learning, decision 0054): an uploaded video's renditions.
  'GET /api/courses/:courseSlug/preview/:hashId/hls/:fileName',
  'HEAD /api/courses/:courseSlug/preview/:hashId/hls/:fileName',
  'GET /api/liveclasses',
  'HEAD /api/liveclasses',
  'GET /api/liveclasses/:liveClassSlug',
  'HEAD /api/liveclasses/:liveClassSlug',
  'GET /api/corporate-trainings',
  'HEAD /api/corporate-trainings',
  'GET /api/corporate-trainings/:trainingSlug',
  'HEAD /api/corporate-trainings/:trainingSlug',
  'GET /api/events',
  'HEAD /api/events',
  'GET /api/events/:eventId',
  'HEAD /api/events/:eventId',
  'GET /api/subscription-plans',
  'HEAD /api/subscription-plans',
  'GET /api/promos',
  'HEAD /api/promos',
  'GET /api/testimonials',
  'HEAD /api/testimonials',
  'POST /api/corporate-trainings/requests',
  // Certificate verification (modules/certificates, decision 0019): anyone holding a number may check it and
  // download the PDF of a certificate that is not revoked; the answer names the holder and nothing else personal.
  'GET /api/certificates/:certificateNumber',
  'HEAD /api/certificates/:certificateNumber',
  'GET /api/certificates/:certificateNumber/pdf',
  'HEAD /api/certificates/:certificateNumber/pdf',
  // An avatar in use (modules/member-profile, decision 0023): shown on public profiles; a random file name, and only
  // while a live account uses it.
  'GET /api/avatars/:avatarFile',
  'HEAD /api/avatars/:avatarFile',
  // A course's thumbnail (modules/course-publishing, decision 0053): shown on the catalogue; a random file name.
  'GET /api/course-thumbnails/:thumbnailFile',
  'HEAD /api/course-thumbnails/:thumbnailFile',
  // The rewards catalogue (modules/rewards, decision 0022): what a visitor sees before signing in to redeem.
  'GET /api/rewards',
  'HEAD /api/rewards',
  'GET /api/rewards/:rewardSlug',
  'HEAD /api/rewards/:rewardSlug',
  // The lab's catalogue and scoreboard (modules/lab, decision 0035): the public /cybersecuritylabs page. Neither has a
  // flag in it; the scoreboard honours the staff's freeze.
  'GET /api/lab/catalogue',
  'HEAD /api/lab/catalogue',
  'GET /api/lab/scoreboard',
  'HEAD /api/lab/scoreboard',
  // The lab hand-off (modules/downloads, decision 0036): a code from the player-only …/code, one use within 60
  // seconds, for a session of the same user while the session that asked for it is still live.
  'POST /api/lab-handoff/session',
  ...LINK_TOKEN_ROUTE_KEYS,
];

/** Files of the one-origin site (@fastify/static mounts `/*` and `/remotes/<name>/*` when STATIC_DIR exists). */
/**
 * Reads whose object the suites' fixtures cannot hold, so the sampled one answers 404 even to its owner (the
 * matrix accepts that, and still requires 403/404 for everyone else); each is proven 2xx where it exists by its
 * module's tests.
 */
export const SAMPLE_ABSENT_ON_PURPOSE: Readonly<Record<string, string>> = {
  // A tus upload exists only as a file in the API's VIDEO_UPLOAD_DIR while it is in flight (authoring/uploads.test.ts).
  'HEAD /api/author/content/:authoredContentSlug/materials/:authoredMaterialId/video-uploads/:videoUploadId':
    'an upload in flight',
  // A thumbnail is a file the transcoding job stored (authoring/uploads.test.ts).
  'GET /api/video-thumbnails/:thumbnailName': 'a transcoded video',
  'HEAD /api/video-thumbnails/:thumbnailName': 'a transcoded video',
  // The seed's articles carry no uploaded picture (authoring/pictures.test.ts).
  'GET /api/courses/images/:imageFile': 'an uploaded article picture',
  'HEAD /api/courses/images/:imageFile': 'an uploaded article picture',
};

export const STATIC_FILE_ROUTE = /^(GET|HEAD) \/(remotes\/[a-z]+\/)?\*$/;

export const routeKey = (route: Pick<RouteEntry, 'method' | 'url'>) => `${route.method} ${route.url}`;

/** The routes behind /api and /web, in registration order. */
export function apiRoutes(app: FastifyInstance): RouteEntry[] {
  return app.routeTable.filter((route) => isApiPath(route.url));
}

export function isPublic(route: RouteEntry): boolean {
  return route.access === 'public' || (route.access === undefined && !isApiPath(route.url));
}

export function isLinkTokenRoute(route: Pick<RouteEntry, 'method' | 'url'>): boolean {
  return LINK_TOKEN_ROUTES.has(routeKey(route));
}

export function allows(route: RouteEntry, role: RoleName): boolean {
  if (route.access === undefined || route.access === 'public' || route.access === 'authenticated') return true;
  return route.access.includes(role);
}

/** Path parameter names in URL order. */
export function paramNames(route: RouteEntry): string[] {
  return [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]);
}

/**
 * Parameters that name an object (`*Id`, `*Slug`, `*Number`, `id*`, `slug`): the ones another user's value must not
 * open. Public content (PUBLIC_CONTENT_IDS) has no owner and is left out, and so is every parameter of a public
 * route: it answers anyone (a certificate's number opens its public verification, decision 0019).
 */
export function idParamNames(route: RouteEntry): string[] {
  if (isPublic(route)) return [];
  return paramNames(route).filter(
    (name) => /^(id|slug)|(Id|Slug|Number)$/.test(name) && !PUBLIC_CONTENT_IDS[name] && !readByStaff(route, name),
  );
}

/**
 * A member's object on a staff route (an admin opens any member's order): the owning role cannot call the route at
 * all, so there is no "other owner" to refuse and the role cases cover it; sampleParams still puts the demo
 * owner's value in the path.
 */
function readByStaff(route: RouteEntry, name: string): boolean {
  const owned = OWNED_IDS[name];
  return owned !== undefined && !allows(route, owned.role);
}

/** The keys a zod object schema declares (query fields, body fields); none for anything else. */
export function schemaKeys(schema: z.ZodType | undefined): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

/**
 * A value for each path parameter that its schema accepts: the demo account's own id where OWNED_IDS knows the
 * parameter, else the first generic candidate the schema takes.
 */
export function sampleParams(route: RouteEntry): Record<string, string> {
  const shape = route.params instanceof z.ZodObject ? route.params.shape : {};
  return Object.fromEntries(
    paramNames(route).map((name) => {
      const field: z.ZodType | undefined = shape[name];
      const candidates = [...(OWNED_IDS[name]?.demo ?? []), ...(PUBLIC_CONTENT_IDS[name] ?? []), '1', 'contoh', 'a'];
      return [name, candidates.find((candidate) => !field || field.safeParse(candidate).success) ?? '1'];
    }),
  );
}

/** Percent-encoded as a UTF-8 client sends it: a lone surrogate (which encodeURIComponent refuses) becomes U+FFFD. */
function percentEncode(text: string): string {
  return encodeURIComponent(Buffer.from(text, 'utf8').toString('utf8'));
}

export function urlFor(
  route: RouteEntry,
  params: Record<string, string>,
  query: readonly (readonly [string, string])[] = [],
): string {
  const path = route.url.replace(/:(\w+)/g, (_match, name: string) => percentEncode(params[name] ?? ''));
  const search = query.map(([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`).join('&');
  return search ? `${path}?${search}` : path;
}
