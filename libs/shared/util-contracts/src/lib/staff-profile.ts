// The staff's own profile (decisions 0049, 0050): its paths, limits and link kinds, without zod, so the public
// course page's byline can name a link's kind without pulling zod into its chunk (schemas: staff-profile-schemas.ts).

export const STAFF_PROFILE_PATHS = {
  profile: '/api/staff/profile',
  avatar: '/api/staff/profile/avatar',
} as const;

export const STAFF_PROFILE_LIMITS = {
  bio: 1000,
  expertise: 8,
  expertiseLength: 40,
  links: 5,
  linkLength: 300,
} as const;

/** What a link is, as its owner picks it; the byline names it with the label. */
export const STAFF_LINK_KINDS = ['website', 'linkedin', 'github', 'x', 'youtube', 'other'] as const;
export type StaffLinkKind = (typeof STAFF_LINK_KINDS)[number];
export const STAFF_LINK_LABELS: Record<StaffLinkKind, string> = {
  website: 'Situs web',
  linkedin: 'LinkedIn',
  github: 'GitHub',
  x: 'X (Twitter)',
  youtube: 'YouTube',
  other: 'Lainnya',
};

export const STAFF_LINK_URL_MESSAGE = 'Tautan harus diawali https:// dan memuat nama situs, mis. https://contoh.id';

/** An https URL with a real host name (no IP, no localhost, no user:password@). */
export function isPublicHttpsUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    url.protocol === 'https:' &&
    url.username === '' &&
    url.password === '' &&
    /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i.test(url.hostname)
  );
}
