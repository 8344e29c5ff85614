/** The demo accounts the seed creates (README lists them too). */
export const DEMO_PASSWORD = 'AkademiSiber#2026';

export const ACCOUNTS = {
  member: { email: 'member@akademisiber.id', username: 'member.demo', name: 'Rina Member' },
  author: { email: 'author@akademisiber.id', username: 'author.demo', name: 'Budi Instruktur' },
  admin: { email: 'admin@akademisiber.id', username: 'admin.demo', name: 'Sari Admin' },
  corporate: { email: 'corporate@akademisiber.id', username: 'corporate.demo', name: 'Dewi Manajer' },
  teacher: { email: 'teacher@akademisiber.id', username: 'teacher.demo', name: 'Andi Dosen' },
} as const;

export type Role = keyof typeof ACCOUNTS;
export const ROLES = Object.keys(ACCOUNTS) as Role[];
