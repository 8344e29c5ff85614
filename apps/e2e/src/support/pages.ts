/**
 * The pages whole-site checks visit (accessibility today): one line per page, so a new page is checked as soon
 * as it is listed here. `heading` is what proves the page (and, behind a login, its remote) has rendered.
 */
import type { Role } from './accounts';

export interface CheckedPage {
  /** Short name used in test titles. */
  name: string;
  path: string;
  /** The page's level-1 or main heading, visible once its content is there. */
  heading: string | RegExp;
}

export interface RoleHome extends CheckedPage {
  /** The account that signs in before the page is visited. */
  role: Role;
}

export const PUBLIC_PAGES: readonly CheckedPage[] = [
  { name: 'beranda', path: '/', heading: /cyber security/i },
  { name: 'login', path: '/login', heading: 'Masuk' },
  // A multi-segment unknown path: the nested lookup must still end on the shell's 404 page.
  { name: '404', path: '/tidak/ada/halaman-ini', heading: 'This page could not be found' },
];

/** Each role's home, as the role reaches it after login (README "Demo accounts"). */
export const ROLE_HOMES: readonly RoleHome[] = [
  { name: 'member home', role: 'member', path: '/member', heading: 'Kelas Saya' },
  { name: 'author home', role: 'author', path: '/author', heading: /Selamat datang/ },
  { name: 'admin home', role: 'admin', path: '/admin', heading: 'Dashboard Admin' },
  { name: 'corporate dashboard', role: 'corporate', path: '/corporate-program/dashboard/1/group/1', heading: 'PT Nusantara Aman' },
  { name: 'teacher classroom', role: 'teacher', path: '/teacher/classroom', heading: 'Classroom' },
];

/** The two widths every page is checked at: a laptop and a small phone (spec §9's mobile edge is 767 px). */
export const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 375, height: 812 },
] as const;
