/**
 * The page paths of the one domain, read by the shell's router AND by the one-origin server, so that the
 * server answers 404 exactly for the paths the shell would show "This page could not be found" for.
 * Patterns use react-router syntax (`:param`, `:param?`); matching is case-insensitive like react-router's.
 */

/** Pages the shell itself renders. Add a page here and in apps/shell/src/app/routes.tsx (a test compares them). */
export const SHELL_PAGE_ROUTES = {
  home: '/',
  login: '/login',
  register: '/register',
  forgotPassword: '/lupa-password',
  resetPassword: '/reset-password',
  emailVerification: '/email-verification',
  authVerification: '/auth-verification/:token',
  unsubscribe: '/unsubscribe',
  blog: '/blog',
  blogAll: '/blog/all',
  blogCategory: '/blog/kategori/:kategori?',
  blogPost: '/blog/:blogSlug',
  cybercast: '/cybercast',
  cybercastAll: '/cybercast/all',
  cybercastCategory: '/cybercast/kategori/:kategori?',
  // Not named by the spec; under `episode/` so no slug can clash with `all` or `kategori` (decision 0049).
  cybercastEpisode: '/cybercast/episode/:episodeSlug',
  aboutUs: '/tentang-kami',
  privacyPolicy: '/kebijakan-privasi',
  terms: '/syarat-dan-ketentuan',
  cybersecurityCulture: '/cybersecurity-culture',
  cybersecurityLabs: '/cybersecuritylabs',
  // The buying pages (issue 5).
  courses: '/belajar-online',
  courseDetail: '/belajar-online/:slug',
  liveClasses: '/liveclass',
  liveClassDetail: '/liveclass/:liveClassSlug/:batchSlug?',
  corporateTraining: '/corporate-training',
  /** Spec §2 as written: both segments = a training's group page; one segment = the training (see the page). */
  corporateTrainingDetail: '/corporate-training/:slug?/:batch',
  corporateTrainings: '/corporate-trainings',
  cyberInsight: '/cyber-insight',
  cyberInsightDetail: '/cyber-insight/:eventId',
  promo: '/promo',
  affiliateProgram: '/affiliate-program',
  affiliatePolicy: '/affiliate-program/kebijakan',
  // Engagement (issue 6).
  leaderboards: '/leaderboards',
  rewards: '/rewards',
  // Certificates anyone can verify (issue 6, decision 0019).
  certificateVerification: '/certificate-verification',
  certificate: '/certificate/:certificateNumber?',
} as const;

/** Where each role area (a remote) mounts; the remote answers its own unmatched paths (spec §2). */
export const AREA_BASE_PATHS = {
  member: '/member',
  author: '/author',
  admin: '/admin',
  corporate: '/corporate-program',
  teacher: '/teacher',
  /** The lab (decision 0036): members, and teachers with is_access_lab. */
  lab: '/lab',
} as const;

export type AreaName = keyof typeof AREA_BASE_PATHS;

/** Spec §2: `/{username}`, the public profile, catches every other one-segment path. */
export const PUBLIC_PROFILE_ROUTE = '/:username';

/** Usernames: lower-case letters, digits, dot, underscore and dash; 3–30 characters, no symbol at either end. */
export const USERNAME_PATTERN = /^[a-z0-9](?:[a-z0-9._-]{1,28}[a-z0-9])$/;

export type PageMatch =
  | { kind: 'shell'; pattern: string }
  | { kind: 'area'; area: AreaName }
  | { kind: 'profile'; username: string }
  | { kind: 'none' };

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null; // a malformed escape matches no page
  }
}

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/**
 * Matches a react-router pattern against a pathname: static segments compare case-insensitively,
 * `:name` takes any one segment, `:name?` may be absent. Returns the params, or null when it does not match.
 */
export function matchPagePattern(pattern: string, pathname: string): Record<string, string> | null {
  const expected = segmentsOf(pattern);
  const actual = segmentsOf(pathname).map(decodeSegment);
  if (actual.some((segment) => segment === null)) return null;
  const params: Record<string, string> = {};
  let index = 0;
  for (const part of expected) {
    const value = actual[index];
    if (part.startsWith(':')) {
      const optional = part.endsWith('?');
      const name = part.slice(1, optional ? -1 : undefined);
      if (value === undefined || value === null) {
        if (optional) continue;
        return null;
      }
      params[name] = value;
      index += 1;
    } else {
      if (value === undefined || value === null || value.toLowerCase() !== part.toLowerCase()) return null;
      index += 1;
    }
  }
  return index === actual.length ? params : null;
}

/**
 * First path segments that are pages (today's or the spec's §2 public pages still to come) or server
 * paths, so no account may take them as its username.
 */
const RESERVED_FIRST_SEGMENTS = [
  'api',
  'web',
  'remotes',
  'remotes.json',
  'assets',
  'favicon.svg',
  'robots.txt',
  'belajar-online',
  'liveclass',
  'corporate-training',
  'corporate-trainings',
  'cybersecurity-culture',
  'cyber-insight',
  'cybersecuritylabs',
  'leaderboards',
  'rewards',
  'promo',
  'affiliate-program',
  'blog',
  'cybercast',
  'certificate-verification',
  'certificate',
  'tentang-kami',
  'kebijakan-privasi',
  'syarat-dan-ketentuan',
  'callback',
  'logout',
];

/** A username that is also the first segment of a page would never reach its public profile. */
export function isReservedUsername(username: string): boolean {
  const segment = username.trim().toLowerCase();
  return (
    RESERVED_FIRST_SEGMENTS.includes(segment) ||
    Object.values(AREA_BASE_PATHS).some((base) => base.slice(1) === segment) ||
    Object.values(SHELL_PAGE_ROUTES).some((pattern) => segmentsOf(pattern)[0] === segment)
  );
}

/** Which page a pathname is: a shell page, inside a role area, a public profile, or nothing. */
export function matchPagePath(pathname: string): PageMatch {
  for (const pattern of Object.values(SHELL_PAGE_ROUTES)) {
    if (matchPagePattern(pattern, pathname)) return { kind: 'shell', pattern };
  }
  const first = segmentsOf(pathname)[0]?.toLowerCase();
  for (const [area, base] of Object.entries(AREA_BASE_PATHS) as [AreaName, string][]) {
    if (first === base.slice(1)) return { kind: 'area', area };
  }
  const username = matchPagePattern(PUBLIC_PROFILE_ROUTE, pathname)?.['username']?.toLowerCase();
  if (username && USERNAME_PATTERN.test(username) && !isReservedUsername(username))
    return { kind: 'profile', username };
  return { kind: 'none' };
}
