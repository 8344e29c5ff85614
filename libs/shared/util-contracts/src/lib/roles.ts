/** Roles of spec §6: id, name and home. The id is what the API sends as `id_role`. */
export const ROLE_IDS = {
  member: 1,
  author: 2,
  admin: 3,
  corporate: 4,
  teacher: 5,
} as const;

export type RoleName = keyof typeof ROLE_IDS;
export type RoleId = (typeof ROLE_IDS)[RoleName];

export const ROLE_NAMES: readonly RoleName[] = ['member', 'author', 'admin', 'corporate', 'teacher'];

export function roleNameOf(idRole: number): RoleName | null {
  return ROLE_NAMES.find((name) => ROLE_IDS[name] === idRole) ?? null;
}
